import { clsx } from 'clsx';

import { IconClose } from '../Icons/icons.tsx';
import { toneIcons } from '../private/toneIcons.ts';
import { ButtonIcon } from '../ButtonIcon/ButtonIcon.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import * as styles from './Toast.css.ts';

export const toastTones = ['positive', 'neutral', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastAction {
  /** The button's text ("Undo", "View saved jobs"). */
  label: string;
  /** Runs when the button is pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** What happened, in a few words ("Job saved"). */
  message: string;
  /** `positive` and `neutral` are announced politely (`role="status"`), `critical` at once (`role="alert"`). */
  tone: ToastTone;
  /** A line of detail under the message. */
  description?: string;
  /** One action, e.g. undo. */
  action?: ToastAction;
  /**
   * A dedupe key: showing a toast with the key of a visible one replaces it (so repeated saves
   * leave one "Job saved", not a stack of them).
   */
  key?: string;
}

export type ToastState = 'entering' | 'visible' | 'exiting';

/** How many toasts of a collapsed stack are drawn peeking behind the front one. */
export const toastPeekDepth = 2;

export interface ToastProps extends Omit<ToastOptions, 'key'> {
  state: ToastState;
  /**
   * 0: shown in full (the front of a collapsed stack, or any toast of an expanded one). 1, 2...:
   * its place behind the front toast of a collapsed stack (deeper ones hide behind the last that
   * peeks).
   */
  behind: number;
  closeLabel: string;
  onClose: () => void;
}

/** One toast in the stack (rendered by `ToastProvider`). */
export function Toast({
  message,
  tone,
  description,
  action,
  state,
  behind,
  closeLabel,
  onClose,
}: ToastProps) {
  const Icon = tone === 'neutral' ? null : toneIcons[tone];
  return (
    <div
      className={clsx(styles.toast, styles.tone[tone])}
      data-state={state}
      data-behind={behind > 0 ? Math.min(behind, toastPeekDepth + 1) : undefined}
    >
      {Icon === null ? null : (
        <span className={styles.icon}>
          <Icon tone={tone} />
        </span>
      )}
      <div className={styles.content}>
        <Text weight="medium">{message}</Text>
        {description ? (
          <Text size="small" tone="secondary">
            {description}
          </Text>
        ) : null}
        {action ? (
          <Text size="small">
            <TextLinkButton
              onClick={() => {
                action.onClick();
                onClose();
              }}
            >
              {action.label}
            </TextLinkButton>
          </Text>
        ) : null}
      </div>
      <ButtonIcon label={closeLabel} icon={<IconClose />} onClick={onClose} />
    </div>
  );
}

/**
 * Toasts shown in the page, as the provider's regions hold them (oldest first in `toasts`, drawn
 * top to bottom; newest first in the document): for the gallery only.
 */
export function ToastPreview({ toasts }: { toasts: readonly Omit<ToastOptions, 'key'>[] }) {
  return (
    // Not <output>: it may hold only phrasing content, and a toast is a block.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div className={styles.region} role="status" aria-atomic="false">
      {toasts.toReversed().map((toast) => (
        <Toast
          key={toast.message}
          {...toast}
          state="visible"
          behind={0}
          closeLabel="Close"
          onClose={() => undefined}
        />
      ))}
    </div>
  );
}
