import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Divider, type DividerWeight } from './Divider.tsx';

describe('Divider', () => {
  it('is decorative: no separator for screen readers', () => {
    const { container } = render(<Divider />);
    expect(container.querySelector('hr, [role="separator"]')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('styles the strong weight differently', () => {
    const { container } = render(
      <>
        <Divider />
        <Divider weight="strong" />
      </>,
    );
    const [regular, strong] = [...container.children];
    expect(regular!.className).not.toBe(strong!.className);
  });

  it('throws a developer error for an unsupported weight', () => {
    expect(() => render(<Divider weight={'bold' as DividerWeight} />)).toThrow(
      'Divider does not support weight "bold"; use one of regular, strong.',
    );
  });
});
