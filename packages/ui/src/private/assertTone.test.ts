import { describe, expect, it } from 'vitest';

import { assertTone } from './assertTone.ts';

describe('assertTone', () => {
  it('accepts a supported tone', () => {
    expect(() => assertTone('Badge', 'critical', ['brandAccent', 'critical'])).not.toThrow();
  });

  it('names the component, the bad tone and the supported tones', () => {
    expect(() => assertTone('Badge', 'foo', ['brandAccent', 'critical', 'neutral'])).toThrow(
      'Badge does not support tone "foo"; use one of brandAccent, critical, neutral',
    );
  });

  it('rejects values that are not strings', () => {
    expect(() => assertTone('Badge', undefined, ['neutral'])).toThrow(
      'Badge does not support tone undefined; use one of neutral',
    );
  });
});
