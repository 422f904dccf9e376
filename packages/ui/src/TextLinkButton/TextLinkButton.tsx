import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

import { focusRing } from '../private/focusRing.css.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { virtualTouchable } from '../private/virtualTouchable.css.ts';
import * as linkStyles from '../TextLink/TextLink.css.ts';
import { type TextLinkWeight, textLinkWeights } from '../TextLink/TextLink.tsx';

export interface TextLinkButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'type'
> {
  children: ReactNode;
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
  /** `regular` (default): link colour. `weak`: the text's colour, underlined. */
  weight?: TextLinkWeight;
  /** `large` gives the button a hit area of at least the touchable size. */
  hitArea?: 'standard' | 'large';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An action that looks like a text link but does something on the page ("Show more",
 * "Clear filters"): a real `<button type="button">`, so it is announced and operated as one.
 */
export function TextLinkButton({
  children,
  weight = 'regular',
  hitArea = 'standard',
  ...buttonProps
}: TextLinkButtonProps) {
  if (!(textLinkWeights as readonly unknown[]).includes(weight)) {
    throw new Error(
      `TextLinkButton does not support weight ${JSON.stringify(weight)}; use one of ${textLinkWeights.join(', ')}.`,
    );
  }
  return (
    <button
      {...buttonProps}
      type="button"
      className={clsx(
        resetBase,
        resetElement.button,
        linkStyles.base,
        weight === 'weak' ? linkStyles.weak : linkStyles.regular,
        hitArea === 'large' && virtualTouchable,
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
