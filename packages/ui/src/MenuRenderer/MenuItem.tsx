import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { assertOneOf } from '../private/overlay/assertOneOf.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { Text } from '../Text/Text.tsx';
import { useMenuState } from './MenuContext.ts';
import * as styles from './MenuRenderer.css.ts';

export const menuItemTones = ['neutral', 'critical'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuItemProps {
  children: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space); the menu then closes. */
  onClick?: () => void;
  /** `critical` for destructive actions ("Delete saved search"). Default `neutral`. */
  tone?: MenuItemTone;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** A `Badge` after the label. */
  badge?: ReactNode;
  id?: string;
}

/** The content every menu item shares: icon, label in the item's tone, badge. */
export function MenuItemContent({
  children,
  tone = 'neutral',
  icon,
  badge,
}: Pick<MenuItemProps, 'children' | 'tone' | 'icon' | 'badge'>) {
  return (
    <>
      {icon}
      <span className={styles.itemLabel}>
        <Text tone={tone} maxLines={1}>
          {children}
        </Text>
      </span>
      {badge}
    </>
  );
}

/** An action in a menu (`role="menuitem"`). */
export function MenuItem({ children, onClick, tone = 'neutral', icon, badge, id }: MenuItemProps) {
  const { closeAfterSelection } = useMenuState('MenuItem');
  assertOneOf('MenuItem', 'tone', tone, menuItemTones);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      id={id}
      className={clsx(resetBase, resetElement.button, styles.item)}
      onClick={() => {
        onClick?.();
        closeAfterSelection();
      }}
      onMouseEnter={(event) => event.currentTarget.focus()}
    >
      <MenuItemContent tone={tone} icon={icon} badge={badge}>
        {children}
      </MenuItemContent>
    </button>
  );
}
