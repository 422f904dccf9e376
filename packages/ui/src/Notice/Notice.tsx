import type { ReactNode } from 'react';

import { assertTone } from '../private/assertTone.ts';
import { toneIcons } from '../private/toneIcons.ts';
import { Text } from '../Text/Text.tsx';

export const noticeTones = ['critical', 'caution', 'positive', 'info', 'promote'] as const;
export type NoticeTone = (typeof noticeTones)[number];

export interface NoticeProps {
  /** The message: text and inline content (`Strong`, `TextLink`). */
  children: ReactNode;
  /** Default `info`. */
  tone?: NoticeTone;
  /** Default `small`. */
  size?: 'small' | 'standard';
  /** For `aria-describedby` on the thing the notice is about. */
  id?: string;
}

/**
 * A line of text in a tone with the tone's icon: "Applications close tomorrow". Static content,
 * not a live region: for messages that appear after an action use `Alert`.
 */
export function Notice({ children, tone = 'info', size = 'small', id }: NoticeProps) {
  assertTone('Notice', tone, noticeTones);
  const Icon = toneIcons[tone];
  return (
    <Text id={id} size={size} tone={tone} icon={<Icon />}>
      {children}
    </Text>
  );
}
