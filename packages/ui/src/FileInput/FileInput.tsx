import type { ChangeEvent, Ref } from 'react';

import { Field, type FieldBaseProps } from '../private/field/Field.tsx';
import { InputBox } from '../private/field/InputBox.tsx';
import * as styles from './FileInput.css.ts';

export interface FileInputProps extends FieldBaseProps {
  /** Submitted with the form under this name (the form needs `encType="multipart/form-data"`). */
  name?: string;
  /** File types the picker offers: `.pdf,application/pdf`. The server must still check. */
  accept?: string;
  /** Let the person choose several files. */
  multiple?: boolean;
  /** Called with the chosen files (an empty list when the choice is cleared). */
  onChange?: (files: File[], event: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file picker: a real `<input type="file">` with the field's label, description and message,
 * drawn as a button beside the chosen file's name. The browser shows the name and opens the
 * picker (Space or Enter), so it works without JavaScript; a file the server kept from an
 * earlier step belongs in the description ("Kept: cv.pdf"), since nobody can set a file input.
 */
export function FileInput({
  name,
  accept,
  multiple,
  onChange,
  ref,
  ...fieldProps
}: FileInputProps) {
  return (
    <Field componentName="FileInput" {...fieldProps}>
      {(controlProps) => (
        <InputBox
          tone={fieldProps.tone ?? 'neutral'}
          disabled={fieldProps.disabled ?? false}
          className={styles.box}
        >
          <input
            {...controlProps}
            ref={ref}
            className={styles.input}
            type="file"
            name={name}
            accept={accept}
            multiple={multiple}
            onChange={
              onChange === undefined
                ? undefined
                : (event) => onChange([...(event.currentTarget.files ?? [])], event)
            }
          />
        </InputBox>
      )}
    </Field>
  );
}
