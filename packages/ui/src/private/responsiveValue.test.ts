import { describe, expect, it } from 'vitest';

import { mapResponsiveValue, normaliseResponsiveValue } from './responsiveValue.ts';

describe('normaliseResponsiveValue', () => {
  it('gives a single value to every breakpoint', () => {
    expect(normaliseResponsiveValue('small')).toEqual({
      mobile: 'small',
      tablet: 'small',
      desktop: 'small',
      wide: 'small',
    });
  });

  it('lets missing breakpoints inherit from the next smaller one', () => {
    expect(normaliseResponsiveValue({ mobile: 'small', desktop: 'large' })).toEqual({
      mobile: 'small',
      tablet: 'small',
      desktop: 'large',
      wide: 'large',
    });
  });

  it('reads arrays in mobile, tablet, desktop, wide order, null keeping the previous value', () => {
    expect(normaliseResponsiveValue(['small', null, 'large'] as const)).toEqual({
      mobile: 'small',
      tablet: 'small',
      desktop: 'large',
      wide: 'large',
    });
  });
});

describe('mapResponsiveValue', () => {
  it('keeps only the breakpoints where the mapped value changes', () => {
    expect(
      mapResponsiveValue({ mobile: 'left', tablet: 'center', desktop: 'center' }, (align) =>
        align === 'left' ? 'flexStart' : 'center',
      ),
    ).toEqual({ mobile: 'flexStart', tablet: 'center' });
  });

  it('passes the breakpoint to the mapping', () => {
    expect(mapResponsiveValue('x', (_, breakpoint) => breakpoint === 'mobile')).toEqual({
      mobile: true,
      tablet: false,
    });
  });
});
