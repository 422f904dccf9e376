import type {
  FocusEventHandler,
  HTMLAttributes,
  KeyboardEventHandler,
  ReactNode,
  Ref,
} from 'react';
import { useMemo, useRef } from 'react';

import { Field, type FieldBaseProps, joinIds } from '../private/field/Field.tsx';
import { ClearButton, InputBox, controlClassName, mergeRefs } from '../private/field/InputBox.tsx';
import { useControllableState } from '../private/field/useControllableState.ts';

export const textFieldTypes = [
  'text',
  'email',
  'search',
  'number',
  'tel',
  'url',
  'password',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends FieldBaseProps {
  /** Submitted with the form under this name. */
  name?: string;
  /** The text (controlled). */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every edit and when cleared. */
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** Default `text`. */
  type?: TextFieldType;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  /** A decorative icon at the start of the field. */
  icon?: ReactNode;
  /** Text before the value, read with the field: "$". */
  prefix?: ReactNode;
  /**
   * Show a clear button while the field has a value and is enabled. It is not a Tab stop:
   * Escape in the field clears it from the keyboard.
   */
  clearable?: boolean;
  /** The clear button's accessible name. Default "Clear". */
  clearLabel?: string;
  /**
   * Where the clear button goes without JavaScript: the same page without this field's value
   * (a server-rendered search, say). It is then a link that clears in place once hydrated.
   */
  clearHref?: string;
  /** Called after the clear button empties the field. */
  onClear?: () => void;
  /** Shows the remaining count from 70 % of the limit (rounded up to a ten). */
  characterLimit?: number;
  /** Screen-reader wording of the count. Default "12 characters remaining" / "3 characters over the limit". */
  characterCountMessage?: (remaining: number) => string;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with label, description, message, and optional clear button and count. */
export function TextField({
  name,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onFocus,
  onKeyDown,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  icon,
  prefix,
  clearable = false,
  clearLabel = 'Clear',
  clearHref,
  onClear,
  characterLimit,
  characterCountMessage,
  ref,
  ...fieldProps
}: TextFieldProps) {
  if (!(textFieldTypes as readonly unknown[]).includes(type)) {
    throw new Error(
      `TextField does not support type ${JSON.stringify(type)}; use one of ${textFieldTypes.join(', ')}.`,
    );
  }
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const disabled = fieldProps.disabled ?? false;
  const showClear = clearable && text !== '' && !disabled;
  const clear = () => {
    setText('');
    onClear?.();
    inputRef.current?.focus();
  };

  return (
    <Field
      componentName="TextField"
      {...fieldProps}
      characterLimit={characterLimit}
      length={text.length}
      characterCountMessage={characterCountMessage}
    >
      {(controlProps) => {
        const prefixId = `${controlProps.id}-prefix`;
        return (
          <InputBox
            tone={fieldProps.tone ?? 'neutral'}
            disabled={disabled}
            icon={icon}
            prefix={prefix}
            prefixId={prefixId}
            end={
              showClear ? (
                <ClearButton
                  label={clearLabel}
                  href={clearHref}
                  controls={controlProps.id}
                  onClear={clear}
                />
              ) : null
            }
          >
            <input
              {...controlProps}
              aria-describedby={joinIds(
                controlProps['aria-describedby'],
                Boolean(prefix) && prefixId,
              )}
              ref={setRefs}
              className={controlClassName(Boolean(icon || prefix), showClear)}
              type={type}
              name={name}
              value={text}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={placeholder}
              onChange={(event) => setText(event.currentTarget.value)}
              onBlur={onBlur}
              onFocus={onFocus}
              onKeyDown={(event) => {
                onKeyDown?.(event);
                // The keyboard's clear button (which is not a Tab stop): Escape empties the field.
                if (event.key === 'Escape' && showClear && !event.defaultPrevented) {
                  event.preventDefault();
                  clear();
                }
              }}
            />
          </InputBox>
        );
      }}
    </Field>
  );
}
