/**
 * Narrows `tone` to the tones a component supports, or throws a developer error that names the
 * component, the bad tone and the good ones. Components call it during render, so an unknown tone
 * (from untyped data or a cast) fails loudly instead of rendering an unstyled component.
 */
export function assertTone<AllowedTone extends string>(
  componentName: string,
  tone: unknown,
  allowedTones: readonly AllowedTone[],
): asserts tone is AllowedTone {
  if (!(allowedTones as readonly unknown[]).includes(tone)) {
    throw new Error(
      `${componentName} does not support tone ${JSON.stringify(tone)}; use one of ${allowedTones.join(', ')}`,
    );
  }
}
