import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import * as fieldStyles from '../private/field/field.css.ts';
import { fieldLabelText, LabelText } from '../private/field/labelText.tsx';
import { hasContent } from '../private/hasContent.ts';
import { Text } from '../Text/Text.tsx';

export interface FieldLabelProps {
  /** The `id` of the control the label names. */
  htmlFor: string;
  /** What the field is for: "Keywords". `null` renders only the description. */
  label: ReactNode;
  /** Quieter text after the label, part of its name: "Optional". */
  secondaryLabel?: ReactNode;
  /** Right-aligned, outside the label: a help link. */
  tertiaryLabel?: ReactNode;
  /** A line of help under the label; give the control `aria-describedby={descriptionId}`. */
  description?: ReactNode;
  descriptionId?: string;
  id?: string;
  disabled?: boolean;
}

/** The label (with secondary and tertiary labels) and description above a field. */
export function FieldLabel({
  htmlFor,
  label,
  secondaryLabel,
  tertiaryLabel,
  description,
  descriptionId,
  id,
  disabled = false,
}: FieldLabelProps) {
  return (
    <div className={fieldStyles.labelGroup}>
      {hasContent(label) ? (
        <div className={fieldStyles.labelRow}>
          <label
            id={id}
            htmlFor={htmlFor}
            className={clsx(fieldStyles.label, fieldLabelText(disabled))}
          >
            <LabelText label={label} secondaryLabel={secondaryLabel} />
          </label>
          {tertiaryLabel ? <Text size="standard">{tertiaryLabel}</Text> : null}
        </div>
      ) : null}
      {description ? (
        <Text tone="secondary" id={descriptionId}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}
