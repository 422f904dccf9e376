import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { useActionsContext } from '../Actions/ActionsContext.ts';
import * as buttonStyles from '../Button/Button.css.ts';
import { buttonClassName } from '../Button/buttonClassName.ts';
import { ButtonContent } from '../Button/ButtonContent.tsx';
import {
  assertButtonOptions,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from '../Button/buttonOptions.ts';
import { focusRing } from '../private/focusRing.css.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { KitLink, type LinkComponentProps } from '../UIProvider/linkComponent.tsx';

export interface ButtonLinkProps extends Omit<
  LinkComponentProps,
  'className' | 'style' | 'children'
> {
  children: ReactNode;
  href: string;
  /** Default `solid`. */
  variant?: ButtonVariant;
  /** Default `formAccent`. */
  tone?: ButtonTone;
  /** Default `standard` (or the enclosing `Actions`' size). */
  size?: ButtonSize;
  /** A decorative icon; it takes the label's size. */
  icon?: ReactNode;
  /** Default `leading`. */
  iconPosition?: 'leading' | 'trailing';
}

/**
 * A link that looks like a `Button`, for navigation ("Apply on company site", "Next page").
 * Rendered through the app's link component, so internal links keep the `v` pin.
 */
export function ButtonLink({
  children,
  variant = 'solid',
  tone = 'formAccent',
  size,
  icon,
  iconPosition = 'leading',
  ...anchorProps
}: ButtonLinkProps) {
  const actions = useActionsContext();
  const resolvedSize = size ?? actions?.size ?? 'standard';
  assertButtonOptions('ButtonLink', { variant, tone, size: resolvedSize });
  return (
    <KitLink
      {...anchorProps}
      className={clsx(
        resetBase,
        resetElement.a,
        buttonClassName(variant, tone, resolvedSize),
        actions && buttonStyles.fullWidthOnMobile,
        focusRing,
      )}
    >
      <ButtonContent size={resolvedSize} icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </KitLink>
  );
}
