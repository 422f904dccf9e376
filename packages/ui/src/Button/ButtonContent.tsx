import type { ReactNode } from 'react';

import { LoadingDots } from '../Loader/LoadingDots.tsx';
import { TextContext } from '../Text/TextContext.ts';
import * as styles from './Button.css.ts';
import type { ButtonSize } from './buttonOptions.ts';

export interface ButtonContentProps {
  children: ReactNode;
  size: ButtonSize;
  icon?: ReactNode;
  iconPosition: 'leading' | 'trailing';
  loading?: boolean;
}

/** The inside of `Button` and `ButtonLink`: label, icon, and the loading dots over them. */
export function ButtonContent({ children, size, icon, iconPosition, loading }: ButtonContentProps) {
  return (
    // Icons inside follow the label's size, as they do inside `Text`.
    <TextContext value={{ size, weight: 'medium', tone: 'neutral' }}>
      <span className={loading ? `${styles.content} ${styles.contentHidden}` : styles.content}>
        {icon && iconPosition === 'leading' ? icon : null}
        <span>{children}</span>
        {icon && iconPosition === 'trailing' ? icon : null}
      </span>
      {loading ? (
        <span className={styles.loadingIndicator}>
          <LoadingDots />
        </span>
      ) : null}
    </TextContext>
  );
}
