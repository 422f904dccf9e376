import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

import { useActionsContext } from '../Actions/ActionsContext.ts';
import { focusRing } from '../private/focusRing.css.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { HiddenVisually } from '../HiddenVisually/HiddenVisually.tsx';
import * as styles from './Button.css.ts';
import { buttonClassName } from './buttonClassName.ts';
import { ButtonContent } from './ButtonContent.tsx';
import {
  assertButtonOptions,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './buttonOptions.ts';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'type'
> {
  children: ReactNode;
  /** Default `solid`. */
  variant?: ButtonVariant;
  /** Default `formAccent`. */
  tone?: ButtonTone;
  /** Default `standard` (or the enclosing `Actions`' size). */
  size?: ButtonSize;
  /** Default `button`, so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** A decorative icon (e.g. `<IconSearch />`); it takes the label's size. */
  icon?: ReactNode;
  /** Default `leading`. */
  iconPosition?: 'leading' | 'trailing';
  /**
   * Busy: the label is replaced by loading dots at the same width, the button is
   * `aria-busy` and `aria-disabled` (it keeps focus but ignores activation), and "Loading" is
   * announced through a status region. Pass `loading={false}` from the start on a button that
   * will load, so the status region is already on the page when it changes.
   */
  loading?: boolean;
  /** What the status region says while loading. Default `Loading`. */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An action on the page (a `<button>`). For navigation use `ButtonLink`. */
export function Button({
  children,
  variant = 'solid',
  tone = 'formAccent',
  size,
  type = 'button',
  icon,
  iconPosition = 'leading',
  loading,
  loadingLabel = 'Loading',
  onClick,
  ...buttonProps
}: ButtonProps) {
  const actions = useActionsContext();
  const resolvedSize = size ?? actions?.size ?? 'standard';
  assertButtonOptions('Button', { variant, tone, size: resolvedSize });

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // `aria-disabled` keeps the button focusable while busy, so block activation (and a submit
    // button's form submission) here.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <>
      <button
        {...buttonProps}
        // oxlint-disable-next-line react/button-has-type -- `type` is one of the three valid values
        type={type}
        onClick={handleClick}
        aria-busy={loading || undefined}
        aria-disabled={loading || buttonProps['aria-disabled'] || undefined}
        className={clsx(
          resetBase,
          resetElement.button,
          buttonClassName(variant, tone, resolvedSize),
          actions && styles.fullWidthOnMobile,
          focusRing,
        )}
      >
        <ButtonContent
          size={resolvedSize}
          icon={icon}
          iconPosition={iconPosition}
          loading={loading}
        >
          {children}
        </ButtonContent>
      </button>
      {loading === undefined ? null : (
        <HiddenVisually>
          {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- `output` is for results of a calculation; this is a plain live region */}
          <span role="status">{loading ? loadingLabel : null}</span>
        </HiddenVisually>
      )}
    </>
  );
}
