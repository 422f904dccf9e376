import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

import { assertTone } from '../private/assertTone.ts';
import { focusRing } from '../private/focusRing.css.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { virtualTouchable } from '../private/virtualTouchable.css.ts';
import { TextContext } from '../Text/TextContext.ts';
import * as styles from './ButtonIcon.css.ts';

export const buttonIconTones = ['neutral', 'secondary', 'formAccent', 'critical'] as const;
export type ButtonIconTone = (typeof buttonIconTones)[number];

export const buttonIconSizes = ['small', 'standard', 'large'] as const;
export type ButtonIconSize = (typeof buttonIconSizes)[number];

export interface ButtonIconProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'type' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name, required: the button shows no text ("Close", "Save job"). */
  label: string;
  /** A decorative icon, e.g. `<IconClose />` (give it no `title`: `label` names the button). */
  icon: ReactNode;
  /** Default `standard`. */
  size?: ButtonIconSize;
  /** Default `secondary`. */
  tone?: ButtonIconTone;
  /** `transparent` (default) shows a background only on hover; `soft` always. */
  variant?: 'transparent' | 'soft';
  /** Default `button`. */
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A round button that shows only an icon: close, clear, bookmark. Its hit area is at least the
 * touchable size whatever its visual size.
 */
export function ButtonIcon({
  label,
  icon,
  size = 'standard',
  tone = 'secondary',
  variant = 'transparent',
  type = 'button',
  ...buttonProps
}: ButtonIconProps) {
  assertTone('ButtonIcon', tone, buttonIconTones);
  if (!(buttonIconSizes as readonly unknown[]).includes(size)) {
    throw new Error(
      `ButtonIcon does not support size ${JSON.stringify(size)}; use one of ${buttonIconSizes.join(', ')}`,
    );
  }
  if (typeof label !== 'string' || label.trim() === '') {
    throw new Error('ButtonIcon needs a `label`: the accessible name of a button without text.');
  }
  return (
    <button
      {...buttonProps}
      // oxlint-disable-next-line react/button-has-type -- `type` is one of the valid values
      type={type}
      aria-label={label}
      className={clsx(
        resetBase,
        resetElement.button,
        styles.base,
        styles.size[size],
        styles.tone[tone],
        variant === 'soft' && styles.softBackground[tone],
        virtualTouchable,
        focusRing,
      )}
    >
      <TextContext value={{ size, weight: 'regular', tone }}>
        <span className={styles.icon}>{icon}</span>
      </TextContext>
    </button>
  );
}
