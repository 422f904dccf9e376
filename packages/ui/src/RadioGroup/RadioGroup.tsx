import { clsx } from 'clsx';
import { type ReactNode, createContext, use, useId } from 'react';

import { FieldMessage } from '../FieldMessage/FieldMessage.tsx';
import { assertTone } from '../private/assertTone.ts';
import {
  type FieldBaseProps,
  fieldTones,
  joinIds,
  useLabelWarning,
} from '../private/field/Field.tsx';
import * as fieldStyles from '../private/field/field.css.ts';
import { fieldLabelText, LabelText } from '../private/field/labelText.tsx';
import { useControllableState } from '../private/field/useControllableState.ts';
import { hasContent } from '../private/hasContent.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupContextValue {
  name: string;
  value: string;
  setValue: (value: string) => void;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<FieldBaseProps, 'tertiaryLabel'> {
  /** `RadioItem`s. */
  children: ReactNode;
  /** Submitted with the form under this name (default: a generated one, so the radios group). */
  name?: string;
  /** The chosen item's value (controlled); `''` for none. */
  value?: string;
  /** The starting value (uncontrolled). Default: none chosen. */
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * A set of native radios in a `fieldset` named by its `legend`: arrow keys move the choice,
 * Tab leaves the group (the browser's own radio behaviour).
 */
export function RadioGroup({
  children,
  id,
  name,
  value,
  defaultValue = '',
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
}: RadioGroupProps) {
  assertTone('RadioGroup', tone, fieldTones);
  useLabelWarning('RadioGroup', {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  });
  const [selected, setSelected] = useControllableState(value, defaultValue, onChange);
  const generatedId = useId();
  const groupId = id ?? `${generatedId}radio-group`;
  const descriptionId = `${groupId}-description`;
  const messageId = `${groupId}-message`;
  return (
    // A radiogroup (not the fieldset's plain group) so it can carry aria-invalid and -required.
    <fieldset
      id={groupId}
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- it is the native fieldset
      role="radiogroup"
      aria-invalid={tone === 'critical' || undefined}
      aria-required={required || undefined}
      className={styles.fieldset}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-describedby={joinIds(
        hasContent(message) && messageId,
        Boolean(description) && descriptionId,
      )}
      disabled={disabled}
    >
      {hasContent(label) ? (
        <legend className={clsx(styles.legend, fieldLabelText(disabled))}>
          <LabelText label={label} secondaryLabel={secondaryLabel} />
        </legend>
      ) : null}
      <div className={fieldStyles.field}>
        {description ? (
          <Text tone="secondary" id={descriptionId}>
            {description}
          </Text>
        ) : null}
        <RadioGroupContext
          value={{
            name: name ?? `${groupId}-name`,
            value: selected,
            setValue: setSelected,
            disabled,
            required,
            invalid: tone === 'critical',
          }}
        >
          <div className={styles.items}>{children}</div>
        </RadioGroupContext>
        <FieldMessage
          id={messageId}
          message={message}
          tone={tone}
          reserveMessageSpace={reserveMessageSpace}
          disabled={disabled}
        />
      </div>
    </fieldset>
  );
}

export function useRadioGroup(): RadioGroupContextValue {
  const context = use(RadioGroupContext);
  if (!context) {
    throw new Error('RadioItem must be rendered inside RadioGroup.');
  }
  return context;
}
