import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { focusRing } from '../private/focusRing.css.ts';
import { virtualTouchable } from '../private/virtualTouchable.css.ts';
import { KitLink, type LinkComponentProps } from '../UIProvider/linkComponent.tsx';
import * as styles from './TextLink.css.ts';

export const textLinkWeights = ['regular', 'weak'] as const;
export type TextLinkWeight = (typeof textLinkWeights)[number];

export interface TextLinkProps extends Omit<
  LinkComponentProps,
  'className' | 'style' | 'children'
> {
  children: ReactNode;
  href: string;
  /** `regular` (default): link colour. `weak`: the text's colour, underlined. */
  weight?: TextLinkWeight;
  /** Colour visited links differently (search results, job titles). */
  showVisited?: boolean;
  /** `large` gives the link a hit area of at least the touchable size, for links on their own. */
  hitArea?: 'standard' | 'large';
  /** An icon after the text (e.g. `IconExternalLink`). */
  icon?: ReactNode;
}

/**
 * A link inside text, rendered through the app's link component (so internal links keep the `v`
 * pin). Takes every anchor attribute (`target`, `rel`, `aria-*`, `onClick`, `ref`).
 */
export function TextLink({
  children,
  weight = 'regular',
  showVisited = false,
  hitArea = 'standard',
  icon,
  ...anchorProps
}: TextLinkProps) {
  if (!(textLinkWeights as readonly unknown[]).includes(weight)) {
    throw new Error(
      `TextLink does not support weight ${JSON.stringify(weight)}; use one of ${textLinkWeights.join(', ')}.`,
    );
  }
  return (
    <KitLink
      {...anchorProps}
      className={clsx(
        styles.base,
        weight === 'weak' ? styles.weak : styles.regular,
        showVisited && styles.visited,
        hitArea === 'large' && virtualTouchable,
        focusRing,
      )}
    >
      {children}
      {icon ? <> {icon}</> : null}
    </KitLink>
  );
}
