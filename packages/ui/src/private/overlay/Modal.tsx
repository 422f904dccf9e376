import { motionDurations } from '@joblane/theme';
import { clsx } from 'clsx';
import {
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { Heading } from '../../Heading/Heading.tsx';
import { IconClose } from '../../Icons/icons.tsx';
import { Text } from '../../Text/Text.tsx';
import { tabbableElements } from './focusable.ts';
import { ButtonIcon } from '../../ButtonIcon/ButtonIcon.tsx';
import { isolateModal } from './modalBackground.ts';
import * as styles from './Modal.css.ts';
import { isTopOverlay, pushOverlay, removeOverlay } from './overlayStack.ts';
import { Portal } from './Portal.tsx';
import { useIsClient } from './useIsClient.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export type ModalPlacement = 'dialog' | 'left' | 'right';

export interface ModalPanelProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  closeLabel: string;
  onClose: () => void;
  placement: ModalPlacement;
  /** Width class from the Dialog or Drawer styles. */
  widthClassName: string;
  id?: string;
}

/** The exit animation's length; the panel stays in the page that long after closing. */
export const modalExitMs = motionDurations.popover;

/**
 * The panel of a dialog or drawer: a `<dialog>` element (opened by attribute: the modal behaviour
 * is the kit's own, so it works the same everywhere and in tests), labelled by its title, a close button and
 * the caller's content. `Modal` puts it in a portal above a backdrop; gallery previews render it
 * in place (`inline`).
 */
export function ModalPanel({
  title,
  description,
  children,
  closeLabel,
  onClose,
  placement,
  widthClassName,
  id,
  inline = false,
  state,
  ref,
}: ModalPanelProps & {
  inline?: boolean;
  state?: 'open' | 'closing';
  ref?: Ref<HTMLDialogElement>;
}) {
  const generatedId = useId();
  const panelId = id ?? generatedId;
  const titleId = `${panelId}-title`;
  const descriptionId = `${panelId}-description`;
  return (
    <dialog
      open
      ref={ref}
      id={panelId}
      aria-modal={inline ? undefined : true}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      data-state={state}
      className={clsx(styles.panel[placement], widthClassName, inline && styles.inlinePanel)}
    >
      <div className={styles.header}>
        <div className={styles.titles}>
          {/* A dialog is a sectioning root: its heading starts the outline again at h1. */}
          <Heading level="3" component="h1" id={titleId}>
            {title}
          </Heading>
          {description ? (
            <Text tone="secondary" id={descriptionId}>
              {description}
            </Text>
          ) : null}
        </div>
        <span className={styles.closeButton}>
          <ButtonIcon label={closeLabel} icon={<IconClose />} onClick={onClose} />
        </span>
      </div>
      <div className={styles.content}>{children}</div>
    </dialog>
  );
}

export interface ModalProps extends ModalPanelProps {
  open: boolean;
}

type Phase = 'open' | 'closing' | 'closed';

/**
 * A modal dialog in a portal: focus moves to the panel and stays inside it, the rest of the page
 * is inert and does not scroll, Escape, the close button and a click outside the panel close it,
 * and focus returns to whatever had it before. Renders nothing on the server.
 */
export function Modal({ open, onClose, placement, ...panelProps }: ModalProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const reducedMotion = usePrefersReducedMotion();
  // Closing plays the exit animation, then unmounts (at once with reduced motion).
  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase(reducedMotion ? 'closed' : 'closing');
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  const pressStartedOutside = useRef(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('closed'), modalExitMs);
    return () => clearTimeout(timer);
  }, [phase]);

  // The portal (and so the panel) exists only after hydration.
  const isClient = useIsClient();
  const active = open && phase === 'open' && isClient;
  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!active || !root || !panel) return;
    const token = pushOverlay();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreBackground = isolateModal(root);
    panel.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!isTopOverlay(token) || !panel || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const tabbables = tabbableElements(panel);
        const first = tabbables[0];
        const last = tabbables.at(-1);
        const current = document.activeElement;
        let next: HTMLElement | undefined;
        if (!first || !last) next = panel;
        else if (!panel.contains(current)) next = event.shiftKey ? last : first;
        else if (event.shiftKey && (current === first || current === panel)) next = last;
        else if (!event.shiftKey && current === last) next = first;
        if (next) {
          event.preventDefault();
          next.focus();
        }
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (isTopOverlay(token) && event.target instanceof Node && !root?.contains(event.target)) {
        panel?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeOverlay(token);
      restoreBackground();
      const focusWasInside = root.contains(document.activeElement);
      const focusIsLost =
        document.activeElement === null || document.activeElement === document.body;
      if (opener?.isConnected && (focusWasInside || focusIsLost)) opener.focus();
    };
  }, [active]);

  if (phase === 'closed') return null;
  return (
    <Portal>
      <div ref={rootRef}>
        <div className={styles.backdrop} data-state={phase} />
        {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; Escape and the close button are the keyboard ways out */}
        <div
          className={styles.frame[placement]}
          onMouseDown={(event) => {
            pressStartedOutside.current = event.target === event.currentTarget;
          }}
          onClick={(event) => {
            if (active && pressStartedOutside.current && event.target === event.currentTarget) {
              onClose();
            }
            pressStartedOutside.current = false;
          }}
        >
          <ModalPanel
            {...panelProps}
            ref={panelRef}
            placement={placement}
            onClose={onClose}
            state={phase}
          />
        </div>
      </div>
    </Portal>
  );
}
