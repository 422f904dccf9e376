import { type ReactNode, useEffect, useId } from 'react';

import { FieldLabel } from '../../FieldLabel/FieldLabel.tsx';
import { FieldMessage } from '../../FieldMessage/FieldMessage.tsx';
import { assertTone } from '../assertTone.ts';
import { hasContent } from '../hasContent.ts';
import { CharacterCount, CharacterCountAnnouncer } from './CharacterCount.tsx';
import {
  assertCharacterLimit,
  characterCount,
  defaultCharacterCountMessage,
} from './characterCount.ts';
import * as styles from './field.css.ts';

export const fieldTones = ['neutral', 'critical', 'positive', 'caution'] as const;
export type FieldTone = (typeof fieldTones)[number];

/** How a field is named: a visible `label`, or `aria-label` / `aria-labelledby`. */
export interface FieldLabelling {
  /** The visible label. A field needs this, `aria-label` or `aria-labelledby`. */
  label?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Props every field shares. */
export interface FieldBaseProps extends FieldLabelling {
  /** The control's `id` (default: generated). */
  id?: string;
  /** Quieter text after the label, part of its name: "Optional". */
  secondaryLabel?: ReactNode;
  /** Right-aligned beside the label: a help link. */
  tertiaryLabel?: ReactNode;
  /** A line of help under the label, read with the field. */
  description?: ReactNode;
  /** Validation or help under the field, read with the field. */
  message?: ReactNode;
  /** Default `neutral`. `critical` marks the field invalid (`aria-invalid`). */
  tone?: FieldTone;
  /** Keep a line of space for the message while there is none. */
  reserveMessageSpace?: boolean;
  disabled?: boolean;
  required?: boolean;
}

/** The accessibility props a field hands its control. */
export interface FieldControlProps {
  id: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  disabled?: boolean;
  required?: boolean;
}

/** Joins the ids that describe a control, in reading order, skipping absent ones. */
export function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length === 0 ? undefined : present.join(' ');
}

/** Warns (in development) about a field that nothing names. */
export function useLabelWarning(componentName: string, labelling: FieldLabelling): void {
  const named =
    hasContent(labelling.label) ||
    Boolean(labelling['aria-label']) ||
    Boolean(labelling['aria-labelledby']);
  useEffect(() => {
    // Read here (not once at import) so bundlers can replace it and tests can change it.
    if (process.env.NODE_ENV !== 'production' && !named) {
      console.warn(
        `${componentName} has no accessible name: give it a label, aria-label or aria-labelledby.`,
      );
    }
  }, [componentName, named]);
}

export interface FieldProps extends FieldBaseProps {
  componentName: string;
  /**
   * Renders the control (inside its box) with the ids and states it must carry; `labelId` is
   * the visible label's id, for a popup that is named by the label too.
   */
  children: (controlProps: FieldControlProps, labelId: string | undefined) => ReactNode;
  /** With a limit, the character count shows as the secondary message. */
  characterLimit?: number;
  /** The current length, for the character count. */
  length?: number;
  characterCountMessage?: (remaining: number) => string;
  /** More ids for `aria-describedby`, after message, description and count. */
  describedBy?: string;
}

/**
 * The shared frame of every field: label and description above, message and character count
 * below, and one place that joins their ids into the control's `aria-describedby`.
 */
export function Field({
  componentName,
  children,
  id,
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  secondaryLabel,
  tertiaryLabel,
  description,
  message,
  tone = 'neutral',
  reserveMessageSpace = false,
  disabled = false,
  required = false,
  characterLimit,
  length = 0,
  characterCountMessage = defaultCharacterCountMessage,
  describedBy,
}: FieldProps) {
  assertTone(componentName, tone, fieldTones);
  if (characterLimit !== undefined) assertCharacterLimit(componentName, characterLimit);
  useLabelWarning(componentName, {
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  });
  const generatedId = useId();
  const controlId = id ?? `${generatedId}field`;
  const messageId = `${controlId}-message`;
  const descriptionId = `${controlId}-description`;
  const counterId = `${controlId}-count`;
  const labelId = `${controlId}-label`;
  const hasLabel = hasContent(label);
  const hasMessage = hasContent(message);
  const hasDescription = hasContent(description);
  const countShows = characterLimit !== undefined && characterCount(length, characterLimit).visible;

  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': joinIds(
      hasMessage && messageId,
      hasDescription && descriptionId,
      countShows && counterId,
      describedBy,
    ),
    'aria-invalid': tone === 'critical' ? true : undefined,
    disabled: disabled || undefined,
    required: required || undefined,
  };

  return (
    <div className={styles.field}>
      {hasLabel || hasDescription ? (
        <FieldLabel
          htmlFor={controlId}
          id={labelId}
          label={hasLabel ? label : null}
          secondaryLabel={secondaryLabel}
          tertiaryLabel={tertiaryLabel}
          description={description}
          descriptionId={descriptionId}
          disabled={disabled}
        />
      ) : null}
      {children(controlProps, hasLabel ? labelId : undefined)}
      <FieldMessage
        id={messageId}
        message={message}
        tone={tone}
        reserveMessageSpace={reserveMessageSpace}
        disabled={disabled}
        secondaryMessage={
          characterLimit === undefined || !countShows ? null : (
            <CharacterCount
              id={counterId}
              length={length}
              limit={characterLimit}
              message={characterCountMessage}
            />
          )
        }
      />
      {characterLimit === undefined ? null : (
        <CharacterCountAnnouncer
          length={length}
          limit={characterLimit}
          message={characterCountMessage}
        />
      )}
    </div>
  );
}
