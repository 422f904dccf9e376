import { clsx } from 'clsx';
import { type Ref, useEffect, useId, useMemo, useRef } from 'react';

import { FieldMessage } from '../FieldMessage/FieldMessage.tsx';
import { IconTick } from '../Icons/icons.tsx';
import { assertTone } from '../private/assertTone.ts';
import * as choice from '../private/field/choice.css.ts';
import {
  type FieldBaseProps,
  fieldTones,
  joinIds,
  useLabelWarning,
} from '../private/field/Field.tsx';
import { mergeRefs } from '../private/field/InputBox.tsx';
import { useControllableState } from '../private/field/useControllableState.ts';
import { hasContent } from '../private/hasContent.ts';
import * as typography from '../private/typography.css.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxChecked = boolean | 'mixed';

export interface CheckboxProps extends Omit<FieldBaseProps, 'tertiaryLabel'> {
  /** Submitted with the form under this name while checked. */
  name?: string;
  /** Submitted value while checked. Default `on` (the browser's). */
  value?: string;
  /** `'mixed'`: indeterminate (some of a group checked). Controlled. */
  checked?: CheckboxChecked;
  /** Uncontrolled starting state. */
  defaultChecked?: CheckboxChecked;
  /** Called with the new state; a click on a mixed checkbox checks it. */
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a label beside it, optional description and message, and a mixed state. */
export function Checkbox({
  id,
  name,
  value,
  checked,
  defaultChecked = false,
  onChange,
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  secondaryLabel,
  description,
  message,
  tone = 'neutral',
  reserveMessageSpace = false,
  disabled = false,
  required = false,
  ref,
}: CheckboxProps) {
  assertTone('Checkbox', tone, fieldTones);
  useLabelWarning('Checkbox', {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  });
  const [state, setState] = useControllableState<CheckboxChecked>(
    checked,
    defaultChecked,
    undefined,
  );
  const generatedId = useId();
  const inputId = id ?? `${generatedId}checkbox`;
  const descriptionId = `${inputId}-description`;
  const messageId = `${inputId}-message`;
  const hasMessage = hasContent(message);
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const mixed = state === 'mixed';

  // "Indeterminate" is a DOM property with no HTML attribute, so it is set after rendering.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = mixed;
  }, [mixed]);

  return (
    <div className={choice.choiceGroup}>
      <div className={choice.choiceRow}>
        <span className={choice.controlSlot}>
          <input
            ref={setRefs}
            id={inputId}
            type="checkbox"
            name={name}
            value={value}
            checked={state === true}
            onChange={(event) => {
              const next = event.currentTarget.checked;
              setState(next);
              onChange?.(next);
            }}
            disabled={disabled}
            required={required}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            aria-describedby={joinIds(
              hasMessage && messageId,
              Boolean(description) && descriptionId,
            )}
            aria-invalid={tone === 'critical' || undefined}
            className={clsx(choice.nativeControl, choice.checkboxShape)}
          />
          <span className={clsx(choice.mark, choice.showWhenChecked)} aria-hidden="true">
            <IconTick size="small" />
          </span>
          <span
            className={clsx(choice.mark, choice.showWhenIndeterminate, mixed && choice.showAlways)}
            aria-hidden="true"
          >
            <span className={styles.dash} />
          </span>
        </span>
        {label ? (
          <label
            htmlFor={inputId}
            className={clsx(
              choice.choiceLabel,
              disabled && choice.disabledLabel,
              typography.untrimmedTextSize.standard,
              typography.tone[disabled ? 'secondary' : 'neutral'],
            )}
          >
            {label}
            {secondaryLabel ? (
              <>
                {' '}
                <span className={typography.tone.secondary}>{secondaryLabel}</span>
              </>
            ) : null}
          </label>
        ) : null}
      </div>
      {description || hasMessage || reserveMessageSpace ? (
        <div className={choice.choiceDetails}>
          {description ? (
            <Text tone="secondary" id={descriptionId}>
              {description}
            </Text>
          ) : null}
          <FieldMessage
            id={messageId}
            message={message}
            tone={tone}
            reserveMessageSpace={reserveMessageSpace}
            disabled={disabled}
          />
        </div>
      ) : null}
    </div>
  );
}
