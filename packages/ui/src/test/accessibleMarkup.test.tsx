import { describe, expect, it } from 'vitest';

import { expectAccessibleMarkup, findAxeViolations, validateMarkup } from './accessibleMarkup.tsx';

describe('validateMarkup', () => {
  it('accepts valid HTML as React writes it', async () => {
    expect(await validateMarkup('<div><input type="text" disabled=""/><p>Text</p></div>')).toEqual(
      [],
    );
  });

  it('reports duplicate ids and misplaced elements', async () => {
    const problems = await validateMarkup('<ul><div id="a"></div></ul><span id="a"></span>');
    expect(problems.some((problem) => problem.includes('no-dup-id'))).toBe(true);
    expect(problems.some((problem) => problem.includes('element-permitted-content'))).toBe(true);
  });
});

describe('findAxeViolations', () => {
  it('reports a button without an accessible name', async () => {
    const violations = await findAxeViolations('<button type="button"></button>');
    expect(violations).toEqual([expect.stringContaining('axe button-name')]);
  });

  it('reports an image without alternative text', async () => {
    const violations = await findAxeViolations('<img src="/logo.png">');
    expect(violations).toEqual([expect.stringContaining('axe image-alt')]);
  });

  it('leaves the document as it found it', async () => {
    await findAxeViolations('<p>Temporary</p>');
    expect(document.body.textContent).not.toContain('Temporary');
  });
});

describe('expectAccessibleMarkup', () => {
  it('returns the server markup of an accessible element', async () => {
    const markup = await expectAccessibleMarkup(<p>Hello</p>);
    expect(markup).toContain('<p>Hello</p>');
  });

  it('fails with every problem listed', async () => {
    await expect(
      expectAccessibleMarkup(
        <div>
          {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- the problem under test */}
          <button type="button" />
          <span id="same" />
          <span id="same" />
        </div>,
      ),
    ).rejects.toThrow(
      /3 problem\(s\):\nhtml-validate text-content.*\nhtml-validate no-dup-id.*\naxe button-name/,
    );
  });
});
