import { clsx } from 'clsx';
import type { MouseEvent, ReactNode, Ref, RefCallback } from 'react';

import { IconClear } from '../../Icons/icons.tsx';
import { KitLink } from '../../UIProvider/linkComponent.tsx';
import type { FieldTone } from './Field.tsx';
import * as styles from './field.css.ts';

export interface InputBoxProps {
  tone: FieldTone;
  disabled: boolean;
  /** Decorative icon at the start. */
  icon?: ReactNode;
  /** Text before the value ("$", "https://"), read with the field through `prefixId`. */
  prefix?: ReactNode;
  prefixId?: string;
  /** Buttons at the end of the box (clear, show password). */
  end?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The field's bordered box: optional icon and prefix, the control, optional end buttons. */
export function InputBox({
  tone,
  disabled,
  icon,
  prefix,
  prefixId,
  end,
  children,
  className,
}: InputBoxProps) {
  return (
    <div
      className={clsx(
        styles.fieldBox,
        styles.toneBox[tone],
        disabled && styles.disabledBox,
        className,
      )}
    >
      {icon ? (
        <span className={styles.adornment} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {prefix ? (
        <span className={styles.adornment} id={prefixId}>
          <span className={styles.prefix}>{prefix}</span>
        </span>
      ) : null}
      {children}
      {end}
    </div>
  );
}

/** The control's class, with tighter padding beside whatever sits next to it. */
export function controlClassName(hasStart: boolean, hasEnd: boolean): string {
  return clsx(
    styles.control,
    hasStart && styles.controlAfterAdornment,
    hasEnd && styles.controlBeforeAdornment,
  );
}

export interface ClearButtonProps {
  label: string;
  onClear: () => void;
  /** Describes what is cleared, for a label like "Clear" on a page with several fields. */
  controls?: string;
  /**
   * Where clearing goes without JavaScript (the same page without this field's value): the
   * control is then a link, which clears in place once the page's script runs.
   */
  href?: string;
}

/**
 * Clears a field. Not a Tab stop (as in Braid and Sonner-era search fields): the keyboard clears
 * with Escape in the field itself (the APG's combobox and search-field behaviour), so Tab goes
 * from the field straight to the next control. Pointer and screen-reader users still press it.
 * A mouse press does not take focus from the field.
 */
export function ClearButton({ label, onClear, controls, href }: ClearButtonProps) {
  if (href !== undefined) {
    return (
      <KitLink
        href={href}
        className={styles.fieldButton}
        aria-label={label}
        aria-controls={controls}
        tabIndex={-1}
        onMouseDown={(event: MouseEvent) => event.preventDefault()}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onClear();
        }}
      >
        <IconClear />
      </KitLink>
    );
  }
  return (
    <button
      type="button"
      className={styles.fieldButton}
      aria-label={label}
      aria-controls={controls}
      tabIndex={-1}
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={onClear}
    >
      <IconClear />
    </button>
  );
}

/** One ref callback that feeds several refs (the component's own and the caller's). */
export function mergeRefs<Element>(...refs: (Ref<Element> | undefined)[]): RefCallback<Element> {
  return (element) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}
