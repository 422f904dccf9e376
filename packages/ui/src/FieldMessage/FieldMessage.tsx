import type { ReactNode } from 'react';

import { assertTone } from '../private/assertTone.ts';
import * as fieldStyles from '../private/field/field.css.ts';
import { hasContent } from '../private/hasContent.ts';
import { toneIcons } from '../private/toneIcons.ts';
import { Text } from '../Text/Text.tsx';

export const fieldMessageTones = ['neutral', 'critical', 'positive', 'caution'] as const;
export type FieldMessageTone = (typeof fieldMessageTones)[number];

export interface FieldMessageProps {
  /** Give the control `aria-describedby={id}` so the message is read with it. */
  id: string;
  message?: ReactNode;
  /** Default `neutral`. Critical, positive and caution messages start with an icon. */
  tone?: FieldMessageTone;
  /**
   * Keep one line of space while there is no message, so a message appearing later (a
   * validation error) does not move the rest of the form.
   */
  reserveMessageSpace?: boolean;
  /** Right-aligned beside the message: a character count. */
  secondaryMessage?: ReactNode;
  disabled?: boolean;
}

/** A field's validation or help message, under the field. */
export function FieldMessage({
  id,
  message,
  tone = 'neutral',
  reserveMessageSpace = false,
  secondaryMessage,
  disabled = false,
}: FieldMessageProps) {
  assertTone('FieldMessage', tone, fieldMessageTones);
  const hasMessage = hasContent(message);
  if (!hasMessage && !reserveMessageSpace && !secondaryMessage) return null;
  const textTone = disabled ? 'secondary' : tone;
  const ToneIcon = disabled || tone === 'neutral' ? null : toneIcons[tone];
  return (
    <div className={fieldStyles.messageRow}>
      {hasMessage ? (
        <Text size="small" tone={textTone} id={id} icon={ToneIcon === null ? null : <ToneIcon />}>
          {message}
        </Text>
      ) : reserveMessageSpace ? (
        <Text size="small">{'\u00a0'}</Text>
      ) : null}
      {secondaryMessage ? (
        <div className={fieldStyles.secondaryMessage}>{secondaryMessage}</div>
      ) : null}
    </div>
  );
}
