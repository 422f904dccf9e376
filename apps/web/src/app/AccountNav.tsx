import type { Viewer } from './context.ts';
import { AppLink } from './AppLink.tsx';
import * as styles from './AccountNav.css.ts';

/**
 * The header's account links: sign in and sign up, or the signed-in person's pages and a sign-out
 * button (a POST form, so it works without JavaScript and cannot be triggered by a link).
 */
export function AccountNav({ viewer }: { viewer: Viewer | null }) {
  if (viewer === null) {
    return (
      <ul className={styles.list}>
        <li>
          <AppLink className={styles.link} href="/signin">
            Sign in
          </AppLink>
        </li>
        <li className={styles.fromTablet}>
          <AppLink className={styles.link} href="/signup">
            Sign up
          </AppLink>
        </li>
      </ul>
    );
  }
  return (
    <ul className={styles.list}>
      {viewer.role === 'employer' ? (
        <li className={styles.fromTablet}>
          <AppLink className={styles.link} href="/employer">
            Your ads
          </AppLink>
        </li>
      ) : (
        <>
          <li className={styles.fromTablet}>
            <AppLink className={styles.link} href="/saved">
              Saved jobs
            </AppLink>
          </li>
          <li className={styles.fromTablet}>
            <AppLink className={styles.link} href="/saved-searches">
              Saved searches
            </AppLink>
          </li>
        </>
      )}
      <li>
        <AppLink className={styles.name} href="/account">
          {viewer.name}
          <span className={styles.hidden}> (your account)</span>
        </AppLink>
      </li>
      <li>
        <form method="post" action="/signout" className={styles.form}>
          <button type="submit" className={styles.button}>
            Sign out
          </button>
        </form>
      </li>
    </ul>
  );
}
