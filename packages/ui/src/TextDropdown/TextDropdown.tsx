import { clsx } from 'clsx';
import { type ReactNode, type Ref, useId } from 'react';

import { hiddenVisually } from '../HiddenVisually/HiddenVisually.css.ts';
import { IconChevronDown } from '../Icons/icons.tsx';
import { type FieldLabelling, useLabelWarning } from '../private/field/Field.tsx';
import { type OptionInput, normaliseOption } from '../private/field/options.ts';
import { useControllableState } from '../private/field/useControllableState.ts';
import { focusRing } from '../private/focusRing.css.ts';
import { hasContent } from '../private/hasContent.ts';
import * as styles from './TextDropdown.css.ts';

export type TextDropdownOption<Value extends string = string> = OptionInput<Value>;

export interface TextDropdownProps<Value extends string = string> extends FieldLabelling {
  /**
   * What is being chosen, for screen readers ("Sort by"): visually hidden, because the
   * surrounding text says it. Or use `aria-label` / `aria-labelledby`.
   */
  label?: ReactNode;
  id?: string;
  /** Submitted with the form under this name. */
  name?: string;
  /** Strings (text and value) or `{ text, value }`. */
  options: readonly TextDropdownOption<Value>[];
  /** The chosen value (controlled); must be one of the options. */
  value?: Value;
  /** The starting value (uncontrolled); default the first option. */
  defaultValue?: Value;
  onChange?: (value: Value) => void;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A choice inside a sentence ("Sort by **relevance**"): a native `<select>` drawn as strong
 * text with a chevron, so it works in a GET form without JavaScript and opens the platform's
 * own picker. Its value must be one of its options.
 */
export function TextDropdown<Value extends string = string>({
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  id,
  name,
  options,
  value,
  defaultValue,
  onChange,
  disabled = false,
  ref,
}: TextDropdownProps<Value>) {
  useLabelWarning('TextDropdown', {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  });
  const normalised = options.map(normaliseOption);
  if (normalised.length === 0) {
    throw new Error('TextDropdown needs at least one option.');
  }
  const [selected, setSelected] = useControllableState<Value>(
    value,
    defaultValue ?? normalised[0]!.value,
    onChange,
  );
  if (!normalised.some((option) => option.value === selected)) {
    throw new Error(
      `TextDropdown: value ${JSON.stringify(selected)} is not one of its options (${normalised
        .map((option) => JSON.stringify(option.value))
        .join(', ')}).`,
    );
  }
  const generatedId = useId();
  const selectId = id ?? `${generatedId}text-dropdown`;
  return (
    <span className={styles.root}>
      {hasContent(label) ? (
        <label htmlFor={selectId} className={hiddenVisually}>
          {label}
        </label>
      ) : null}
      <select
        ref={ref}
        id={selectId}
        name={name}
        value={selected}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        onChange={(event) => {
          const next = normalised.find((option) => option.value === event.currentTarget.value);
          if (next) setSelected(next.value);
        }}
        className={clsx(styles.select, focusRing)}
      >
        {normalised.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.text}
          </option>
        ))}
      </select>
      <span className={styles.chevron} aria-hidden="true">
        <IconChevronDown />
      </span>
    </span>
  );
}
