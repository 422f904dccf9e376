import * as styles from './LoadingDots.css.ts';

/** Three pulsing dots in the current colour, sized by the font size. Decorative. */
export function LoadingDots({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={className ? `${styles.dots} ${className}` : styles.dots}>
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </span>
  );
}
