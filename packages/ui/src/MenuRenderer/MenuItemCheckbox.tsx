import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { IconTick } from '../Icons/icons.tsx';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { useMenuState } from './MenuContext.ts';
import { MenuItemContent } from './MenuItem.tsx';
import * as styles from './MenuRenderer.css.ts';

export interface MenuItemCheckboxProps {
  children: ReactNode;
  checked: boolean;
  /** Called with the new value; the menu stays open so several can be toggled. */
  onChange: (checked: boolean) => void;
  /** A `Badge` after the label. */
  badge?: ReactNode;
  id?: string;
}

/** An on/off option in a menu (`role="menuitemcheckbox"`); choosing it toggles it. */
export function MenuItemCheckbox({
  children,
  checked,
  onChange,
  badge,
  id,
}: MenuItemCheckboxProps) {
  useMenuState('MenuItemCheckbox');
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={checked}
      tabIndex={-1}
      id={id}
      className={clsx(resetBase, resetElement.button, styles.item)}
      onClick={() => onChange(!checked)}
      onMouseEnter={(event) => event.currentTarget.focus()}
    >
      <MenuItemContent
        icon={
          <span className={checked ? styles.tick.checked : styles.tick.unchecked}>
            <IconTick tone="formAccent" />
          </span>
        }
        badge={badge}
      >
        {children}
      </MenuItemContent>
    </button>
  );
}
