import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Bleed } from './Bleed.tsx';

describe('Bleed', () => {
  it('pulls each side out by its space, the most specific side winning', () => {
    const { container } = render(
      <Bleed space="small" horizontal="medium" top="large">
        <p>Content</p>
      </Bleed>,
    );
    const bleed = container.firstElementChild!.className;
    expect(bleed).toMatch(/marginTop_-large/);
    expect(bleed).toMatch(/marginBottom_-small/);
    expect(bleed).toMatch(/marginLeft_-medium/);
    expect(bleed).toMatch(/marginRight_-medium/);
  });

  it('takes responsive values', () => {
    const { container } = render(
      <Bleed horizontal={{ mobile: 'small', tablet: 'none' }}>
        <p>Content</p>
      </Bleed>,
    );
    const bleed = container.firstElementChild!.className;
    expect(bleed).toMatch(/marginLeft_-small_mobile/);
    expect(bleed).toMatch(/marginLeft_none_tablet/);
    expect(bleed).not.toMatch(/marginTop/);
  });
});
