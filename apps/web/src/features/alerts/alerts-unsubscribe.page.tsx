import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import * as styles from './alertsUnsubscribe.css.ts';

/** What `/alerts/unsubscribe` shows: the link's saved search, before and after the click. */
export type UnsubscribeViewData =
  /** A genuine link to an alert that is on: one button switches it off. */
  | { state: 'confirm'; token: string; name: string }
  /** The alert is off (just now, or before). */
  | { state: 'stopped'; name: string; alreadyOff: boolean }
  /** The saved search is gone: there is nothing to stop. */
  | { state: 'gone' }
  /** Not a link Joblane made (cut short in the copy, or altered). */
  | { state: 'invalid' };

const manage = (
  <p>
    See every saved search and its alert in{' '}
    <AppLink href="/saved-searches">your saved searches</AppLink>.
  </p>
);

export default function AlertsUnsubscribePage({ data }: PageProps<UnsubscribeViewData>) {
  switch (data.state) {
    case 'confirm':
      return (
        <article className={styles.article}>
          <h1>Stop job alerts</h1>
          <p>
            Stop the email alerts for your saved search <strong>{data.name}</strong>? The search
            stays saved, and you can switch its alert on again any time.
          </p>
          {/* A button, never the link alone: mail scanners open links, and must change nothing. */}
          <form
            method="post"
            action={`/alerts/unsubscribe?token=${encodeURIComponent(data.token)}`}
          >
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className={styles.button}>
              Stop these alerts
            </button>
          </form>
          {manage}
        </article>
      );
    case 'stopped':
      return (
        <article className={styles.article}>
          <h1>Alerts stopped</h1>
          <p className={styles.positive}>
            {data.alreadyOff
              ? `The alert for “${data.name}” was already off: you will get no more emails for it.`
              : `You will get no more alert emails for “${data.name}”.`}
          </p>
          {manage}
        </article>
      );
    case 'gone':
      return (
        <article className={styles.article}>
          <h1>Nothing to stop</h1>
          <p>This saved search no longer exists, so no more alerts will come for it.</p>
          {manage}
        </article>
      );
    case 'invalid':
      return (
        <article className={styles.article}>
          <h1>This unsubscribe link does not work</h1>
          <p className={styles.critical}>
            The link is not complete or was changed. Open it again from the alert email (copy the
            whole address if your mail app breaks it in two), or switch alerts off in your saved
            searches.
          </p>
          {manage}
        </article>
      );
  }
}
