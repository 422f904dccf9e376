import { clsx } from 'clsx';

import { assertOneOf } from '../private/overlay/assertOneOf.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { KitLink } from '../UIProvider/linkComponent.tsx';
import { useMenuState } from './MenuContext.ts';
import { MenuItemContent, type MenuItemProps, menuItemTones } from './MenuItem.tsx';
import * as styles from './MenuRenderer.css.ts';

export interface MenuItemLinkProps extends Omit<MenuItemProps, 'onClick'> {
  href: string;
  /** Runs before the link is followed (the menu closes). */
  onClick?: () => void;
  target?: string;
  rel?: string;
}

/**
 * A link in a menu (`role="menuitem"`), rendered through the app's link component, so internal
 * links keep the `v` pin and client-side navigation.
 */
export function MenuItemLink({
  href,
  children,
  onClick,
  tone = 'neutral',
  icon,
  badge,
  id,
  target,
  rel,
}: MenuItemLinkProps) {
  const { closeAfterSelection } = useMenuState('MenuItemLink');
  assertOneOf('MenuItemLink', 'tone', tone, menuItemTones);
  return (
    <KitLink
      href={href}
      target={target}
      rel={rel}
      role="menuitem"
      tabIndex={-1}
      id={id}
      className={clsx(resetBase, resetElement.a, styles.item)}
      onClick={() => {
        onClick?.();
        closeAfterSelection();
      }}
      onMouseEnter={(event) => event.currentTarget.focus()}
    >
      <MenuItemContent tone={tone} icon={icon} badge={badge}>
        {children}
      </MenuItemContent>
    </KitLink>
  );
}
