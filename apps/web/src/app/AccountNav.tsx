import type { Viewer } from './context.ts';
import { AppLink } from './AppLink.tsx';
import * as styles from './AccountNav.css.ts';
import { accountLinks } from './headerLinks.ts';

/**
 * The header's account links on a wide screen: sign in and sign up, or the signed-in person's
 * pages, their account and a sign-out button (a POST form, so it works without JavaScript and
 * cannot be triggered by a link). Phones find the same in the menu (`SiteMenu`).
 */
export function AccountNav({ viewer }: { viewer: Viewer | null }) {
  return (
    <ul className={styles.list}>
      {accountLinks(viewer).map((link) => (
        <li key={link.href}>
          <AppLink className={styles.link} href={link.href}>
            {link.label}
          </AppLink>
        </li>
      ))}
      {viewer === null ? null : (
        <>
          <li>
            <AppLink className={styles.name} href="/account">
              {viewer.name}
              <span className={styles.hidden}> (your account)</span>
            </AppLink>
          </li>
          <li>
            <SignOutForm className={styles.button} />
          </li>
        </>
      )}
    </ul>
  );
}

/** Signing out: a POST (a link could be followed by a prefetch or another site). */
export function SignOutForm({ className }: { className: string }) {
  return (
    <form method="post" action="/signout" className={styles.form}>
      <button type="submit" className={className}>
        Sign out
      </button>
    </form>
  );
}
