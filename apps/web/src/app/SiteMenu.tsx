import { useEffect, useState, type ComponentType } from 'react';

import { SignOutForm } from './AccountNav.tsx';
import { AppLink } from './AppLink.tsx';
import type { Viewer } from './context.ts';
import { accountLinks, siteLinks } from './headerLinks.ts';
import type { MenuButtonProps } from './MenuButton.tsx';
import { MenuPanel } from './MenuPanel.tsx';
import * as styles from './SiteMenu.css.ts';

/** Every destination of the header, as the phone's menu lists them. */
function MenuItems({ viewer }: { viewer: Viewer | null }) {
  const links = [
    ...siteLinks(viewer),
    // Sign in (the first of them) sits beside the menu on a phone; the menu keeps the rest.
    ...accountLinks(viewer).slice(viewer === null ? 1 : 0),
    ...(viewer === null ? [] : [{ href: '/account', label: 'Account settings' }]),
  ];
  return (
    <>
      {viewer === null ? null : <p className={styles.signedInAs}>Signed in as {viewer.name}</p>}
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink className={styles.item} href={link.href}>
              {link.label}
            </AppLink>
          </li>
        ))}
        {viewer === null ? null : (
          <li>
            <SignOutForm className={styles.itemButton} />
          </li>
        )}
      </ul>
    </>
  );
}

/** The menu's button once the script runs (`MenuButton.tsx`, loaded after hydration). */
type Enhanced = ComponentType<MenuButtonProps>;

/**
 * The header on a phone: sign in (when signed out) and a menu with every other destination. It
 * is a `<details>` disclosure in the server's markup, so it opens without JavaScript. After
 * hydration it becomes a button with `aria-expanded` (`MenuButton`, fetched then: the pages'
 * first script stays small); until that code arrives, or if it cannot, the disclosure works.
 */
export function SiteMenu({ viewer, className }: { viewer: Viewer | null; className: string }) {
  const [Button, setButton] = useState<Enhanced | null>(null);
  useEffect(() => {
    import('./MenuButton.tsx').then(
      (module) => setButton(() => module.MenuButton),
      () => undefined,
    );
  }, []);
  const items = <MenuItems viewer={viewer} />;
  const label = (
    <>
      <span className={styles.icon} />
      Menu
    </>
  );
  return (
    <div className={className}>
      {viewer === null ? (
        <AppLink className={styles.signIn} href="/signin">
          Sign in
        </AppLink>
      ) : null}
      {Button === null ? (
        <details className={styles.menu}>
          <summary className={styles.button}>{label}</summary>
          <MenuPanel>{items}</MenuPanel>
        </details>
      ) : (
        <Button
          label={label}
          classNames={{ root: styles.menu, button: styles.button }}
          renderPanel={(id, hidden) => (
            <MenuPanel id={id} hidden={hidden}>
              {items}
            </MenuPanel>
          )}
        />
      )}
    </div>
  );
}
