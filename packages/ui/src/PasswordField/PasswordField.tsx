import type { FocusEventHandler, Ref } from 'react';
import { useState } from 'react';

import { hiddenVisually } from '../HiddenVisually/HiddenVisually.css.ts';
import { Field, type FieldBaseProps } from '../private/field/Field.tsx';
import { InputBox, controlClassName } from '../private/field/InputBox.tsx';
import { useControllableState } from '../private/field/useControllableState.ts';
import * as styles from './PasswordField.css.ts';

export interface PasswordFieldTranslations {
  /** Visible button text while hidden. Default "Show". */
  show: string;
  /** Visible button text while shown. Default "Hide". */
  hide: string;
  /** Read after the button text. Default " password" ("Show password"). */
  subject: string;
}

export interface PasswordFieldProps extends FieldBaseProps {
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Default `current-password`; use `new-password` on sign-up forms. */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
  /** Called when the password is shown (`true`) or hidden again. */
  onVisibilityChange?: (visible: boolean) => void;
  translations?: Partial<PasswordFieldTranslations>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

const defaultTranslations: PasswordFieldTranslations = {
  show: 'Show',
  hide: 'Hide',
  subject: ' password',
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  name,
  value,
  defaultValue = '',
  onChange,
  autoComplete = 'current-password',
  placeholder,
  onVisibilityChange,
  translations,
  onBlur,
  onFocus,
  ref,
  ...fieldProps
}: PasswordFieldProps) {
  const words = { ...defaultTranslations, ...translations };
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const [visible, setVisible] = useState(false);
  const disabled = fieldProps.disabled ?? false;
  return (
    <Field componentName="PasswordField" {...fieldProps}>
      {(controlProps) => (
        <InputBox
          tone={fieldProps.tone ?? 'neutral'}
          disabled={disabled}
          end={
            <button
              type="button"
              className={styles.visibilityButton}
              aria-controls={controlProps.id}
              disabled={disabled}
              onClick={() => {
                setVisible(!visible);
                onVisibilityChange?.(!visible);
              }}
            >
              {visible ? words.hide : words.show}
              <span className={hiddenVisually}>{words.subject}</span>
            </button>
          }
        >
          <input
            {...controlProps}
            ref={ref}
            className={controlClassName(false, true)}
            type={visible ? 'text' : 'password'}
            name={name}
            value={text}
            autoComplete={autoComplete}
            // While shown it is a text input: keep phones from "correcting" the password.
            {...(visible ? { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } : {})}
            placeholder={placeholder}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={onBlur}
            onFocus={onFocus}
          />
        </InputBox>
      )}
    </Field>
  );
}
