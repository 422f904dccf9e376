import { useEffect, type ReactNode } from 'react';

import { AppLink } from './AppLink.tsx';
import * as styles from './AppShell.css.ts';

/** Marks the document once React owns it: browser tests and in-page navigation wait for it. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The frame every page shares: skip link, header, main landmark, footer. */
export function AppShell({ children }: { children: ReactNode }) {
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
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>Joblane</footer>
    </div>
  );
}
