import { clsx } from 'clsx';
import type { FocusEventHandler, Ref } from 'react';

import { IconChevronDown } from '../Icons/icons.tsx';
import { Field, type FieldBaseProps } from '../private/field/Field.tsx';
import { InputBox, controlClassName } from '../private/field/InputBox.tsx';
import { type OptionInput, normaliseOption } from '../private/field/options.ts';
import { useControllableState } from '../private/field/useControllableState.ts';
import * as styles from './Dropdown.css.ts';

export type DropdownOption = OptionInput;

export interface DropdownOptionGroup {
  /** The group's label (an `<optgroup>`). */
  label: string;
  options: readonly DropdownOption[];
}

export interface DropdownProps extends FieldBaseProps {
  /** Submitted with the form under this name. */
  name?: string;
  /** Options as strings (text and value), `{ text, value }`, or groups of them. */
  options: readonly (DropdownOption | DropdownOptionGroup)[];
  /** The chosen value (controlled); `''` is the placeholder. */
  value?: string;
  /** The starting value (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The first, empty choice ("Any classification"). Its value is `''`. */
  placeholder?: string;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  ref?: Ref<HTMLSelectElement>;
}

function isGroup(item: DropdownOption | DropdownOptionGroup): item is DropdownOptionGroup {
  return typeof item === 'object' && 'options' in item;
}

/** A native `<select>` in the field frame, with an optional placeholder choice. */
export function Dropdown({
  name,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  onBlur,
  onFocus,
  ref,
  ...fieldProps
}: DropdownProps) {
  const firstValue = options.flatMap((item) =>
    isGroup(item)
      ? item.options.map((option) => normaliseOption(option).value)
      : [normaliseOption(item).value],
  )[0];
  const [selected, setSelected] = useControllableState(
    value,
    defaultValue ?? (placeholder === undefined ? (firstValue ?? '') : ''),
    onChange,
  );
  const renderOption = (option: DropdownOption) => {
    const { text, value: optionValue, disabled } = normaliseOption(option);
    return (
      <option key={optionValue} value={optionValue} disabled={disabled}>
        {text}
      </option>
    );
  };
  return (
    <Field componentName="Dropdown" {...fieldProps}>
      {(controlProps) => (
        <InputBox
          tone={fieldProps.tone ?? 'neutral'}
          disabled={fieldProps.disabled ?? false}
          end={
            <span className={styles.chevron} aria-hidden="true">
              <IconChevronDown />
            </span>
          }
        >
          <select
            {...controlProps}
            ref={ref}
            name={name}
            value={selected}
            onChange={(event) => setSelected(event.currentTarget.value)}
            onBlur={onBlur}
            onFocus={onFocus}
            className={clsx(
              controlClassName(false, true),
              styles.select,
              selected === '' && styles.placeholderShown,
            )}
          >
            {placeholder === undefined ? null : (
              <option value="" disabled={fieldProps.required}>
                {placeholder}
              </option>
            )}
            {options.map((item) =>
              isGroup(item) ? (
                <optgroup key={item.label} label={item.label}>
                  {item.options.map(renderOption)}
                </optgroup>
              ) : (
                renderOption(item)
              ),
            )}
          </select>
        </InputBox>
      )}
    </Field>
  );
}
