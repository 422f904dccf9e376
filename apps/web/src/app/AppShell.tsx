import { useEffect, useState, type ReactNode } from 'react';

import { AccountNav } from './AccountNav.tsx';
import { AppLink } from './AppLink.tsx';
import * as styles from './AppShell.css.ts';
import type { Notice, Viewer } from './context.ts';
import { siteLinks } from './headerLinks.ts';
import { NoticeBanner } from './NoticeBanner.tsx';
import { SiteMenu } from './SiteMenu.tsx';

/** Marks the document once React owns it: browser tests and in-page navigation wait for it. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * Where a notice shows: the one the page was loaded with (the server's markup, with or without
 * JavaScript) as a banner above the content; one that arrives later with in-page navigation (a
 * form sent in the background) as the kit's toast, whose code is fetched then (the form that
 * left it fetched it already), or as the banner if that code cannot load.
 */
function useNotice(notice: Notice | null): ReactNode {
  const [loadedWith] = useState(notice);
  const later = notice !== null && notice !== loadedWith ? notice : null;
  const [unshown, setUnshown] = useState<Notice | null>(null);
  useEffect(() => {
    if (later === null) return;
    import('./toasts.tsx').then(
      ({ showToast }) =>
        showToast({
          message: later.message,
          tone: later.tone === 'positive' ? 'positive' : 'neutral',
          // The same message again (two sessions ended one after the other) is one toast.
          key: later.message,
        }),
      () => setUnshown(later),
    );
  }, [later]);
  if (later !== null) return unshown === later ? <NoticeBanner notice={later} /> : null;
  return notice === null ? null : <NoticeBanner notice={notice} />;
}

/** The Joblane mark: a lane of three rising bars in a rounded square. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" role="img" aria-label="Joblane">
      <rect width="32" height="32" rx="8" className={styles.logoTile} />
      <path d="M9 22h14" className={styles.logoLane} />
      <path d="M11 18v-3M16 18v-6M21 18V9" className={styles.logoBars} />
    </svg>
  );
}

/** The short pages every footer links to: id, path and the link's text. */
export const footerLinks = {
  joblane: [
    { href: '/about', label: 'About Joblane' },
    { href: '/help', label: 'Help' },
    { href: '/employers', label: 'For employers' },
    { href: '/contact', label: 'Contact us' },
  ],
  legal: [
    { href: '/privacy', label: 'Privacy' },
    { href: '/terms', label: 'Terms of use' },
  ],
} as const;

/** The frame every page shares: skip links, brand header, main landmark, footer. */
export function AppShell({
  route,
  children,
  viewer = null,
  notice = null,
}: {
  route: string;
  children: ReactNode;
  /** Who is signed in: the header shows their links, or sign in and sign up. */
  viewer?: Viewer | null;
  /** A one-time message from the previous action, above the page's content. */
  notice?: Notice | null;
}) {
  useHydratedMarker();
  const shownNotice = useNotice(notice);
  // A seeker's header holds the most links: it fits in one row from the wide breakpoint.
  const breakpoint = viewer === null ? 'tablet' : viewer.role === 'seeker' ? 'wide' : 'desktop';
  return (
    <div className={styles.shell}>
      <div className={styles.skipLinks}>
        {/* Through AppLink like every link: on a pinned page it reads "?q=...&v=2#main". */}
        <AppLink className={styles.skipLink} href="#main">
          Skip to content
        </AppLink>
        {route === 'jobs' ? (
          <AppLink className={styles.skipLink} href="#results">
            Skip to results
          </AppLink>
        ) : null}
      </div>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <AppLink className={styles.brand} href="/">
            <LogoMark className={styles.logo} />
            <span className={styles.wordmark} aria-hidden="true">
              Joblane
            </span>
          </AppLink>
          {/* Wide screens show every link; below the breakpoint the menu holds them. Signed in,
              there are more links, so the menu stays up to desktop width (a seeker's, with the
              most, up to wide). */}
          <nav aria-label="Site" className={styles.siteNav[breakpoint]}>
            {siteLinks(viewer).map((link) => (
              <AppLink key={link.href} className={styles.navLink} href={link.href}>
                {link.label}
              </AppLink>
            ))}
          </nav>
          <nav aria-label="Account" className={styles.accountNav[breakpoint]}>
            <AccountNav viewer={viewer} />
          </nav>
          <SiteMenu viewer={viewer} className={styles.phoneMenu[breakpoint]} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {shownNotice}
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          {(
            [
              ['Joblane', footerLinks.joblane],
              ['Legal', footerLinks.legal],
            ] as const
          ).map(([group, links]) => (
            <nav key={group} aria-label={group} className={styles.footerGroup}>
              <h2 className={styles.footerHeading}>{group}</h2>
              <ul className={styles.footerList}>
                {links.map((link) => (
                  <li key={link.href}>
                    <AppLink className={styles.footerLink} href={link.href}>
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <p className={styles.copyright}>© 2026 Joblane. Jobs from Australian employers.</p>
        </div>
      </footer>
    </div>
  );
}
