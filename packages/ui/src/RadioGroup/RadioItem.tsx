import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

import * as choice from '../private/field/choice.css.ts';
import * as typography from '../private/typography.css.ts';
import { Text } from '../Text/Text.tsx';
import { useRadioGroup } from './RadioGroup.tsx';

export interface RadioItemProps {
  /** Submitted (and reported by `onChange`) when this item is chosen. */
  value: string;
  label: ReactNode;
  /** A quieter line under the label. */
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** One choice in a `RadioGroup` (throws outside one). */
export function RadioItem({ value, label, description, disabled = false, id }: RadioItemProps) {
  const group = useRadioGroup();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}radio`;
  const descriptionId = `${inputId}-description`;
  const isDisabled = disabled || group.disabled;
  return (
    <div className={choice.choiceGroup}>
      <div className={choice.choiceRow}>
        <span className={choice.controlSlot}>
          <input
            id={inputId}
            type="radio"
            name={group.name}
            value={value}
            checked={group.value === value}
            onChange={() => group.setValue(value)}
            disabled={isDisabled}
            required={group.required}
            aria-describedby={description ? descriptionId : undefined}
            className={clsx(choice.nativeControl, choice.radioShape)}
          />
          <span className={clsx(choice.mark, choice.showWhenChecked)} aria-hidden="true">
            <span className={choice.radioDot} />
          </span>
        </span>
        <label
          htmlFor={inputId}
          className={clsx(
            choice.choiceLabel,
            isDisabled && choice.disabledLabel,
            typography.untrimmedTextSize.standard,
            typography.tone[isDisabled ? 'secondary' : 'neutral'],
          )}
        >
          {label}
        </label>
      </div>
      {description ? (
        <div className={choice.choiceDetails}>
          <Text tone="secondary" size="small" id={descriptionId}>
            {description}
          </Text>
        </div>
      ) : null}
    </div>
  );
}
