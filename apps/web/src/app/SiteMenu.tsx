import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { SignOutForm } from './AccountNav.tsx';
import { AppLink } from './AppLink.tsx';
import type { Viewer } from './context.ts';
import { accountLinks, siteLinks } from './headerLinks.ts';
import * as styles from './SiteMenu.css.ts';

function MenuIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}

/** Every destination of the header, as the phone's menu lists them. */
function MenuItems({ viewer }: { viewer: Viewer | null }) {
  const links = [
    ...siteLinks(viewer),
    // Sign in sits beside the menu on a phone; the menu keeps the rest.
    ...accountLinks(viewer).filter((link) => link.href !== '/signin'),
    ...(viewer === null ? [] : [{ href: '/account', label: 'Account settings' }]),
  ];
  return (
    <>
      {viewer === null ? null : (
        <p className={styles.signedInAs}>
          Signed in as <span className={styles.viewerName}>{viewer.name}</span>
        </p>
      )}
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

/**
 * The header on a phone: sign in (when signed out) and a menu with every other destination. It
 * is a `<details>` disclosure in the server's markup, so it opens without JavaScript; once
 * hydrated it becomes a button with `aria-expanded` that Escape (and a click or focus elsewhere)
 * closes, focus back on the button, and that closes when one of its links is followed.
 */
export function SiteMenu({ viewer, className }: { viewer: Viewer | null; className: string }) {
  const panelId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);

  useEffect(() => {
    // The disclosure as the visitor left it before the script came: open or not, focused or not.
    setOpen(detailsRef.current?.open ?? false);
    focusButton.current = document.activeElement === summaryRef.current;
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (!enhanced) return;
    if (focusButton.current) {
      focusButton.current = false;
      buttonRef.current?.focus();
    }
  }, [enhanced]);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && rootRef.current?.contains(target) === true;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    // Focus moved on past the menu (Tab from its last item): it closes behind it.
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    // A link followed from the menu (in place, without a new document) closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a') !== null) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('click', onClick);
    };
  }, [open]);

  const items = <MenuItems viewer={viewer} />;
  const signIn =
    viewer === null ? (
      <AppLink className={styles.signIn} href="/signin">
        Sign in
      </AppLink>
    ) : null;
  const label = (
    <>
      <MenuIcon />
      Menu
    </>
  );

  if (!enhanced) {
    return (
      <div className={className}>
        {signIn}
        <details ref={detailsRef} className={styles.menu}>
          <summary ref={summaryRef} className={styles.button}>
            {label}
          </summary>
          <Panel>{items}</Panel>
        </details>
      </div>
    );
  }
  return (
    <div className={className}>
      {signIn}
      <div ref={rootRef} className={styles.menu}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {label}
        </button>
        <Panel id={panelId} hidden={!open}>
          {items}
        </Panel>
      </div>
    </div>
  );
}

function Panel({ id, hidden, children }: { id?: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div id={id} hidden={hidden} className={styles.panel}>
      <nav aria-label="Menu">{children}</nav>
    </div>
  );
}
