import type { TextSize } from '@joblane/theme';
import { textSizeNames } from '@joblane/theme';
import { useEffect, useState } from 'react';

import { Box } from '../Box/Box.tsx';
import { HiddenVisually } from '../HiddenVisually/HiddenVisually.tsx';
import { untrimmedTextSize } from '../private/typography.css.ts';
import { LoadingDots } from './LoadingDots.tsx';

/** How long a `Loader` waits before it shows (and announces) itself, in ms. */
export const loaderDelay = 1000;

export interface LoaderProps {
  /**
   * Milliseconds before the loader appears, so quick loads show (and announce) nothing.
   * Default `loaderDelay` (1000); `0` shows it at once.
   */
  delay?: number;
  /** What screen readers hear once it appears. Default `Loading`. */
  label?: string;
  /** The dots follow this text size. Default `standard`. */
  size?: TextSize;
  id?: string;
}

/**
 * Three pulsing dots for content on its way. It is a `role="status"` region from the first
 * render (empty on the server and until the delay passes), so when the dots appear the label is
 * announced. The dots take the surrounding text colour.
 */
export function Loader({
  delay = loaderDelay,
  label = 'Loading',
  size = 'standard',
  id,
}: LoaderProps) {
  const [elapsed, setElapsed] = useState(false);
  const visible = delay === 0 || elapsed;
  useEffect(() => {
    if (delay === 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0) {
    throw new Error(
      `Loader delay must be a number of milliseconds, 0 or more; got ${JSON.stringify(delay)}.`,
    );
  }
  if (!(textSizeNames as readonly unknown[]).includes(size)) {
    throw new Error(
      `Loader does not support size ${JSON.stringify(size)}; use one of ${textSizeNames.join(', ')}`,
    );
  }
  return (
    <Box
      component="span"
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- `output` is for results of a calculation; this is a plain live region
      role="status"
      id={id}
      display="inlineFlex"
      className={untrimmedTextSize[size]}
    >
      {visible ? (
        <>
          <LoadingDots />
          <HiddenVisually>{label}</HiddenVisually>
        </>
      ) : null}
    </Box>
  );
}
