import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

import { hiddenVisually } from '../HiddenVisually/HiddenVisually.css.ts';
import {
  Field,
  type FieldBaseProps,
  type FieldControlProps,
  joinIds,
} from '../private/field/Field.tsx';
import { ClearButton, InputBox, controlClassName } from '../private/field/InputBox.tsx';
import * as styles from './Autosuggest.css.ts';

/** What the frame needs to draw the input: ids from the field, and the control's own props. */
export type AutosuggestInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldControlProps | 'className' | 'type' | 'role'
> & { ref?: Ref<HTMLInputElement> };

export interface AutosuggestFrameProps {
  fieldProps: FieldBaseProps;
  icon?: ReactNode;
  /** The clear button, when shown. */
  clear: { label: string; href?: string; onClear: () => void } | null;
  /** The input's value or default value, handlers and state attributes, given the field's id. */
  input: (id: string) => AutosuggestInputProps;
  expanded: boolean;
  showPopup: boolean;
  busy: boolean;
  /** The listbox's options (when expanded), given the field's id. */
  options?: (id: string) => ReactNode;
  /** Shown under the options: "no suggestions", "loading". */
  messages?: ReactNode;
  announcement: string;
}

/**
 * Everything `Autosuggest` draws, from its state: the field, the combobox input, the popup and
 * its listbox, and the live region. `Autosuggest` and `LazyAutosuggest` (before its code loads)
 * both draw through it, so their markup is the same.
 */
export function AutosuggestFrame({
  fieldProps,
  icon,
  clear,
  input,
  expanded,
  showPopup,
  busy,
  options,
  messages,
  announcement,
}: AutosuggestFrameProps) {
  const disabled = fieldProps.disabled ?? false;
  return (
    <Field componentName="Autosuggest" {...fieldProps}>
      {(controlProps, labelId) => {
        const listboxId = `${controlProps.id}-listbox`;
        return (
          <div className={styles.root}>
            <InputBox
              tone={fieldProps.tone ?? 'neutral'}
              disabled={disabled}
              icon={icon}
              end={
                clear === null ? null : (
                  <ClearButton
                    label={clear.label}
                    href={clear.href}
                    controls={controlProps.id}
                    onClear={clear.onClear}
                  />
                )
              }
            >
              <input
                {...controlProps}
                className={controlClassName(Boolean(icon), clear !== null)}
                type="text"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listboxId}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                {...input(controlProps.id)}
              />
            </InputBox>
            {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- mouse only, see below */}
            <div
              className={clsx(styles.popup, !showPopup && styles.hidden)}
              // Pressing in the popup must not blur the field (that would close the list).
              onMouseDown={(event) => event.preventDefault()}
            >
              <div
                id={listboxId}
                // A combobox's popup: a native <select> or <datalist> cannot be styled or announced this way.
                // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                role="listbox"
                aria-labelledby={joinIds(labelId, controlProps['aria-labelledby'])}
                aria-label={labelId ? undefined : controlProps['aria-label']}
                aria-busy={busy || undefined}
                hidden={!expanded}
                className={styles.listbox}
              >
                {expanded && options ? options(controlProps.id) : null}
              </div>
              {messages}
            </div>
            <span className={hiddenVisually} aria-live="polite" aria-atomic="true">
              {announcement}
            </span>
          </div>
        );
      }}
    </Field>
  );
}
