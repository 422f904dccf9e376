import { assertTone } from '../private/assertTone.ts';

export const buttonVariants = ['solid', 'ghost', 'soft', 'transparent'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonTones = ['formAccent', 'brandAccent', 'critical', 'neutral'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonSizes = ['standard', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** Throws a developer error for a variant, tone or size the button look does not have. */
export function assertButtonOptions(
  componentName: string,
  { variant, tone, size }: { variant: unknown; tone: unknown; size: unknown },
): void {
  assertTone(componentName, tone, buttonTones);
  for (const [name, value, allowed] of [
    ['variant', variant, buttonVariants],
    ['size', size, buttonSizes],
  ] as const) {
    if (!(allowed as readonly unknown[]).includes(value)) {
      throw new Error(
        `${componentName} does not support ${name} ${JSON.stringify(value)}; use one of ${allowed.join(', ')}`,
      );
    }
  }
}
