import type { ReactNode } from 'react';

import { AppLink } from '../app/AppLink.tsx';
import * as styles from './StatusMessage.css.ts';

export interface StatusMessageProps {
  title: string;
  message: string;
  /** A quieter line under the message: the status code and a reference. */
  detail?: ReactNode;
  /** What the visitor can do next (a search form), under the message. */
  children?: ReactNode;
}

/** A page that only says what happened, in words a visitor can act on, and the way home. */
export function StatusMessage({ title, message, detail, children }: StatusMessageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <p>{message}</p>
      {detail === undefined ? null : <p className={styles.status}>{detail}</p>}
      {children}
      <p>
        <AppLink className={styles.link} href="/">
          Go to the home page
        </AppLink>
      </p>
    </div>
  );
}
