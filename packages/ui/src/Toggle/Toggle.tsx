import { clsx } from 'clsx';
import { type ReactNode, type Ref, useId } from 'react';

import { type FieldLabelling, useLabelWarning } from '../private/field/Field.tsx';
import { useControllableState } from '../private/field/useControllableState.ts';
import * as typography from '../private/typography.css.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './Toggle.css.ts';

export const toggleSizes = ['small', 'standard'] as const;
export type ToggleSize = (typeof toggleSizes)[number];

export interface ToggleProps extends FieldLabelling {
  id?: string;
  /** Submitted with the form under this name while on. */
  name?: string;
  /** Submitted value while on. Default `on` (the browser's). */
  value?: string;
  /** On or off (controlled). */
  on?: boolean;
  /** Uncontrolled starting state. Default off. */
  defaultOn?: boolean;
  onChange?: (on: boolean) => void;
  /** Which side of the switch the label sits. Default `right`. */
  labelPosition?: 'left' | 'right';
  /** Default `standard`. */
  size?: ToggleSize;
  /** A quieter line under the label. */
  description?: ReactNode;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so it is announced as a switch with
 * its state, toggles with click, touch and Space, and submits with a form without JavaScript.
 */
export function Toggle({
  id,
  name,
  value,
  on,
  defaultOn = false,
  onChange,
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  labelPosition = 'right',
  size = 'standard',
  description,
  disabled = false,
  ref,
}: ToggleProps) {
  if (!(toggleSizes as readonly unknown[]).includes(size)) {
    throw new Error(
      `Toggle does not support size ${JSON.stringify(size)}; use one of ${toggleSizes.join(', ')}.`,
    );
  }
  if (labelPosition !== 'left' && labelPosition !== 'right') {
    throw new Error(
      `Toggle does not support labelPosition ${JSON.stringify(labelPosition)}; use left or right.`,
    );
  }
  useLabelWarning('Toggle', { label, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy });
  const [isOn, setOn] = useControllableState(on, defaultOn, onChange);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}toggle`;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={clsx(styles.root, labelPosition === 'left' && styles.labelLeft)}>
      <span className={clsx(styles.slot, styles.size[size])}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          // The native checked state is the switch's state (also without JavaScript); an
          // aria-checked attribute would go stale when toggled before hydration.
          // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="switch"
          name={name}
          value={value}
          checked={isOn}
          onChange={(event) => setOn(event.currentTarget.checked)}
          disabled={disabled}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-describedby={description ? descriptionId : undefined}
          className={styles.track}
        />
        <span className={styles.thumb} aria-hidden="true" />
      </span>
      {label || description ? (
        <span className={styles.text}>
          {label ? (
            <label
              htmlFor={inputId}
              className={clsx(
                styles.label,
                disabled && styles.disabledLabel,
                typography.untrimmedTextSize[size === 'small' ? 'small' : 'standard'],
                typography.tone[disabled ? 'secondary' : 'neutral'],
              )}
            >
              {label}
            </label>
          ) : null}
          {description ? (
            <Text size="small" tone="secondary" id={descriptionId}>
              {description}
            </Text>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
