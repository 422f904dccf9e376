import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { assertTone } from '../private/assertTone.ts';
import { usePrefersReducedMotion } from '../private/overlay/usePrefersReducedMotion.ts';
import { Toast, type ToastOptions, type ToastState, toastPeekDepth, toastTones } from './Toast.tsx';
import * as styles from './Toast.css.ts';
import { createToastTimers } from './toastTimers.ts';

/** A toast closes itself this long after it appears (spec: 10,000 ms). */
export const toastDismissMs = 10_000;
/** Its enter and exit animations each take this long (spec: 200 ms; none with reduced motion). */
export const toastAnimationMs = 200;

export type ShowToast = (toast: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * `showToast({ message, tone, description?, action?, key? })`, from the nearest `ToastProvider`.
 * Throws when there is none.
 */
export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (showToast === null) {
    throw new Error(
      'useToast must be used inside ToastProvider: wrap the app (inside UIProvider) in <ToastProvider>.',
    );
  }
  return showToast;
}

interface ToastRecord extends ToastOptions {
  id: number;
  state: ToastState;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Each toast's close button's accessible name. Default `Close`. */
  closeLabel?: string;
}

/**
 * Shows toasts at the bottom of the viewport. Its two live regions (`role="status"` for positive
 * and neutral toasts, `role="alert"` for critical ones) are in the page from the first render, so
 * the first toast is announced; on the server they are empty. Several toasts collapse into a
 * stack: the newest (a critical one before any other) in front, up to two more peeking out above
 * it; hovering the stack or moving focus into it (Tab) expands it to every toast at full height.
 * Toasts close themselves after 10,000 ms, paused while the stack is hovered or focused.
 */
export function ToastProvider({ children, closeLabel = 'Close' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const paused = hovered || focusWithin;
  const reducedMotion = usePrefersReducedMotion();

  const nextId = useRef(1);
  /** Dedupe key -> the id of the visible toast that has it, kept in step with every call. */
  const idByKey = useRef(new Map<string, number>());
  const reducedMotionRef = useRef(reducedMotion);
  const [timers] = useState(createToastTimers);
  useLayoutEffect(() => {
    reducedMotionRef.current = reducedMotion;
  });

  const forget = useCallback(
    (id: number) => {
      for (const [key, owner] of idByKey.current) if (owner === id) idByKey.current.delete(key);
      timers.cancel(id);
    },
    [timers],
  );

  const remove = useCallback(
    (id: number) => {
      forget(id);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    },
    [forget],
  );

  const dismiss = useCallback(
    (id: number) => {
      if (reducedMotionRef.current) {
        remove(id);
        return;
      }
      forget(id);
      setToasts((current) =>
        current.map((toast) => (toast.id === id ? { ...toast, state: 'exiting' } : toast)),
      );
      timers.afterAnimation(id, toastAnimationMs, () => remove(id));
    },
    [forget, remove, timers],
  );
  useLayoutEffect(() => {
    timers.setOnExpire(dismiss);
  }, [timers, dismiss]);

  const showToast = useCallback<ShowToast>(
    (options) => {
      assertTone('Toast', options.tone, toastTones);
      if (typeof options.message !== 'string' || options.message.trim() === '') {
        throw new Error('showToast needs a message: a short, non-empty string ("Job saved").');
      }
      const id = nextId.current++;
      const replacedId = options.key === undefined ? undefined : idByKey.current.get(options.key);
      if (replacedId !== undefined) forget(replacedId);
      if (options.key !== undefined) idByKey.current.set(options.key, id);
      const entering = !reducedMotionRef.current && replacedId === undefined;
      timers.startCountdown(id, toastDismissMs);

      setToasts((current) => {
        const replaced = current.findIndex((toast) => toast.id === replacedId);
        if (replaced === -1) {
          return [...current, { ...options, id, state: entering ? 'entering' : 'visible' }];
        }
        // Same key as a visible toast: the new one takes its place, without animating in again.
        return current.map((toast, index) =>
          index === replaced ? { ...options, id, state: 'visible' } : toast,
        );
      });
      if (entering) {
        timers.afterAnimation(id, toastAnimationMs, () =>
          setToasts((current) =>
            current.map((toast) =>
              toast.id === id && toast.state === 'entering'
                ? { ...toast, state: 'visible' }
                : toast,
            ),
          ),
        );
      }
    },
    [forget, timers],
  );

  // Hover or focus pauses every toast's countdown (WCAG 2.2.1); leaving resumes where it stopped.
  useEffect(() => {
    timers.setPaused(paused);
  }, [paused, timers]);
  useEffect(() => () => timers.cancelAll(), [timers]);

  // The front of a collapsed stack is the newest critical toast, or else the newest: a critical
  // toast is never hidden behind a positive or neutral one. The others follow, each kind newest
  // first, which is also the order they are drawn in from the bottom when the stack expands
  // (the status region above the alert region).
  const frontFirst = [
    ...toasts.filter((toast) => toast.tone === 'critical').toReversed(),
    ...toasts.filter((toast) => toast.tone !== 'critical').toReversed(),
  ];
  const expanded = paused || toasts.length < 2;
  const behind = (id: number) => (expanded ? 0 : frontFirst.findIndex((toast) => toast.id === id));
  // Newest first in the document (each region draws them bottom up): the toast someone just
  // caused is the first one they reach from the control that caused it, with one Tab.
  const renderToasts = (critical: boolean) =>
    toasts
      .filter((toast) => (toast.tone === 'critical') === critical)
      .toReversed()
      .map(({ id, key: _dedupeKey, ...toast }) => (
        <Toast
          key={id}
          {...toast}
          behind={behind(id)}
          closeLabel={closeLabel}
          onClose={() => dismiss(id)}
        />
      ));

  return (
    <ToastContext value={showToast}>
      {children}
      <div className={styles.toaster}>
        <div
          className={styles.stack}
          data-count={toasts.length}
          data-expanded={expanded}
          data-peeks={expanded ? 0 : Math.min(toasts.length - 1, toastPeekDepth)}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocusWithin(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
          }}
        >
          {/* Not <output>: it may hold only phrasing content, and a toast is a block. */}
          {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
          <div className={styles.region} role="status" aria-atomic="false">
            {renderToasts(false)}
          </div>
          <div className={styles.region} role="alert" aria-atomic="false">
            {renderToasts(true)}
          </div>
        </div>
      </div>
    </ToastContext>
  );
}
