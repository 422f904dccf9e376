import { useEffect, type ReactNode } from 'react';

import { AccountNav } from '../components/AccountNav.tsx';
import { AppLink } from './AppLink.tsx';
import * as styles from './AppShell.css.ts';
import type { Notice, Viewer } from './context.ts';
import { NoticeBanner } from '../components/NoticeBanner.tsx';

/** Marks the document once React owns it: browser tests and in-page navigation wait for it. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The frame every page shares: skip link, header, main landmark, footer. */
export function AppShell({
  children,
  viewer = null,
  notice = null,
}: {
  children: ReactNode;
  viewer?: Viewer | null;
  notice?: Notice | null;
}) {
  useHydratedMarker();
  return (
    <div className={styles.shell}>
      {/* Through AppLink like every link: on a pinned page it reads "?q=...&v=2#main". */}
      <AppLink className={styles.skipLink} href="#main">
        Skip to content
      </AppLink>
      <header className={styles.header}>
        <AppLink className={styles.brand} href="/">
          Joblane
        </AppLink>
        <nav aria-label="Site">
          {/* The gallery has a bundle of its own: a new document (RELOAD_DOCUMENT, pageApi.ts). */}
          <AppLink className={styles.navLink} href="/ui" data-reload-document="">
            Components
          </AppLink>
        </nav>
        <nav aria-label="Account">
          <AccountNav viewer={viewer} />
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {notice === null ? null : <NoticeBanner notice={notice} />}
        {children}
      </main>
      <footer className={styles.footer}>Joblane</footer>
    </div>
  );
}
