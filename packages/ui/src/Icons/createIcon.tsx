import { clsx } from 'clsx';
import type { TextSize } from '@joblane/theme';
import { type ReactNode, useId } from 'react';

import { assertTone } from '../private/assertTone.ts';
import * as typography from '../private/typography.css.ts';
import { useTextContext } from '../Text/TextContext.ts';
import * as styles from './Icon.css.ts';

export const iconTones = [
  'neutral',
  'secondary',
  'critical',
  'caution',
  'positive',
  'info',
  'promote',
  'brandAccent',
  'formAccent',
  'link',
  'rating',
] as const;
export type IconTone = (typeof iconTones)[number];

export interface IconProps {
  /**
   * What the icon means, when it carries meaning on its own (an icon-only status). Without a
   * title the icon is decorative and hidden from screen readers.
   */
  title?: string;
  /**
   * Inside `Text`/`Heading` the icon follows the text's size by default. Outside, default
   * `standard`; `fill` takes the size of its container.
   */
  size?: TextSize | 'fill';
  /** Default: the surrounding text colour. */
  tone?: IconTone;
  id?: string;
}

/**
 * Makes an icon component from its drawing (children of a 24x24 `<svg>` stroked in
 * `currentColor`). Each icon in `icons.tsx` is one call, so every icon behaves the same way.
 */
export function createIcon(displayName: string, drawing: ReactNode) {
  function Icon({ title, size, tone, id }: IconProps) {
    const titleId = useId();
    const textContext = useTextContext();
    if (tone !== undefined) assertTone(displayName, tone, iconTones);
    const sizeClass =
      size === undefined ? (textContext ? styles.inline : styles.size.standard) : styles.size[size];
    return (
      <svg
        id={id}
        className={clsx(styles.base, sizeClass, tone && typography.tone[tone])}
        viewBox="0 0 24 24"
        // Attributes, not CSS, so a drawing's own `fill` (a filled bookmark) wins.
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title
          ? { role: 'img', 'aria-labelledby': titleId }
          : { 'aria-hidden': true as const })}
      >
        {title ? <title id={titleId}>{title}</title> : null}
        {drawing}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
