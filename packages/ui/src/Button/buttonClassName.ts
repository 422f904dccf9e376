import * as styles from './Button.css.ts';
import type { ButtonSize, ButtonTone, ButtonVariant } from './buttonOptions.ts';

/** The button look's classes, shared by `Button` and `ButtonLink`. */
export const buttonClassName = (
  variant: ButtonVariant,
  tone: ButtonTone,
  size: ButtonSize,
): string =>
  `${styles.base} ${styles.variant[variant]} ${styles.size[size]} ${styles.variantTone[`${variant} ${tone}`]}`;
