import { useEffect, useState } from 'react';

import { hiddenVisually } from '../../HiddenVisually/HiddenVisually.css.ts';
import { Text } from '../../Text/Text.tsx';
import { characterCount } from './characterCount.ts';

/** How long typing must pause before the count is announced, so it is not read per keystroke. */
export const characterCountAnnouncementDelay = 500;

export interface CharacterCountProps {
  id: string;
  length: number;
  limit: number;
  /** The count in words (negative `remaining` when over the limit): shown, and read with the field. */
  message: (remaining: number) => string;
}

/**
 * The remaining-characters count under a field: shown from the threshold, secondary while
 * within the limit and critical past it. Everyone gets the same words (`1,976 characters
 * remaining`, `24 characters too many`), never a bare `-24`; the field's `aria-describedby`
 * reads them.
 */
export function CharacterCount({ id, length, limit, message }: CharacterCountProps) {
  const { visible, remaining } = characterCount(length, limit);
  if (!visible) return null;
  return (
    <Text size="small" tone={remaining < 0 ? 'critical' : 'secondary'} id={id}>
      {message(remaining)}
    </Text>
  );
}

/**
 * A polite live region that announces the count once typing pauses. It is always rendered (a
 * live region must exist before its content changes to be announced).
 */
export function CharacterCountAnnouncer({
  length,
  limit,
  message,
}: Omit<CharacterCountProps, 'id'>) {
  const { visible, remaining } = characterCount(length, limit);
  const text = visible ? message(remaining) : '';
  const [announcement, setAnnouncement] = useState('');
  // Only edits are announced, not the count a page loads with.
  const [initialLength] = useState(length);
  const edited = length !== initialLength || announcement !== '';
  useEffect(() => {
    if (!edited) return undefined;
    const timer = setTimeout(() => setAnnouncement(text), characterCountAnnouncementDelay);
    return () => clearTimeout(timer);
  }, [text, edited]);
  return (
    <span className={hiddenVisually} aria-live="polite" aria-atomic="true">
      {announcement}
    </span>
  );
}
