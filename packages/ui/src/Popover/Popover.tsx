import { autoUpdate } from '@floating-ui/dom';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';

import { assertOneOf } from '../private/overlay/assertOneOf.ts';
import { tabbableElements } from '../private/overlay/focusable.ts';
import { isTopOverlay, pushOverlay, removeOverlay } from '../private/overlay/overlayStack.ts';
import { Portal } from '../private/overlay/Portal.tsx';
import { useIsClient } from '../private/overlay/useIsClient.ts';
import * as styles from './Popover.css.ts';
import { placeNextTo, type PopoverAlign, type PopoverPlacement } from './position.ts';

export type { PopoverAlign, PopoverPlacement };
export const popoverPlacements = ['bottom', 'top'] as const;
export const popoverAligns = ['left', 'center', 'right'] as const;

/** Why a popover asks to close. */
export type PopoverCloseReason = 'escape' | 'tab' | 'backdrop' | 'outside';

export interface PopoverProps {
  /** Whether the popover shows. It asks to close through `onClose`. */
  open: boolean;
  onClose: (reason: PopoverCloseReason) => void;
  /** The element that opens it: the panel is placed next to it and focus returns to it. */
  triggerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** The preferred side; it flips when there is no room there. Default `bottom`. */
  placement?: PopoverPlacement;
  /** Default `left` (the panel's left edge at the trigger's). */
  align?: PopoverAlign;
  /**
   * `true`: a layer over the page catches every click outside the panel (it closes the popover
   * and returns focus to the trigger). Default `false`: a press outside closes it.
   */
  modal?: boolean;
  /** `trigger`: at least as wide as the trigger. Default `content`. */
  width?: 'content' | 'trigger';
  /**
   * Where focus goes on opening: `first` (default) the first focusable element (or the panel),
   * `panel` the panel itself, `none` stays put (a menu moves it itself).
   */
  initialFocus?: 'first' | 'panel' | 'none';
  /**
   * Name a panel of controls (a filter panel) with `aria-label` or `aria-labelledby`: it is then a
   * non-modal `role="dialog"`. Leave both out when the content brings its own role (a menu).
   */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
  /**
   * What Tab does inside the panel. Default `close`: any Tab or Shift+Tab closes the popover and
   * returns focus to the trigger (the spec's rule). `leave`: Tab moves between the panel's own
   * controls and closes only when focus would leave the panel at either end (for a panel of
   * several fields that must be keyboard-usable).
   */
  tabBehavior?: 'close' | 'leave';
  /** Keys pressed inside the panel (before the popover's own Tab handling). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  ref?: Ref<HTMLDivElement>;
}

function focusTrigger(triggerRef: RefObject<HTMLElement | null>) {
  triggerRef.current?.focus();
}

/**
 * A panel floating next to its trigger, in a portal (client only): the shared base of menus,
 * filter panels and suggestion lists. Placed below (or above) the trigger and flipped near the
 * viewport's edge; animates in over 150 ms. Closes on Escape, on Tab (see `tabBehavior`), and on a
 * click on its backdrop (or outside it), and then returns focus to the trigger.
 */
export function Popover({
  open,
  onClose,
  triggerRef,
  children,
  placement = 'bottom',
  align = 'left',
  modal = false,
  width = 'content',
  initialFocus = 'first',
  tabBehavior = 'close',
  id,
  onKeyDown,
  ref,
  ...aria
}: PopoverProps) {
  assertOneOf('Popover', 'placement', placement, popoverPlacements);
  assertOneOf('Popover', 'align', align, popoverAligns);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const focusInside = useRef(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // The panel exists once the portal renders, which is after hydration.
  const isClient = useIsClient();

  // Place the panel, and keep it placed while the page scrolls or resizes and while the trigger
  // or the panel changes size (Floating UI's autoUpdate).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const trigger = triggerRef.current;
    if (!open || !isClient || !panel || !trigger) return;
    // On its side at once, so focus can move into it now; placed before the next paint.
    panel.dataset.placement ??= placement;
    return autoUpdate(trigger, panel, () => {
      if (width === 'trigger') panel.style.minWidth = `${trigger.getBoundingClientRect().width}px`;
      void placeNextTo(trigger, panel, { placement, align });
    });
  }, [open, isClient, triggerRef, placement, align, width]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !isClient || !panel) return;
    const token = pushOverlay();
    if (initialFocus !== 'none') {
      const target = initialFocus === 'first' ? (tabbableElements(panel)[0] ?? panel) : panel;
      target.focus();
    }
    function onDocumentKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopOverlay(token)) return;
      event.preventDefault();
      onCloseRef.current('escape');
      focusTrigger(triggerRef);
    }
    function onDocumentPointerDown(event: PointerEvent) {
      const target = event.target;
      if (modal || !isTopOverlay(token) || !(target instanceof Node)) return;
      if (panel?.contains(target) || triggerRef.current?.contains(target)) return;
      onCloseRef.current('outside');
    }
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('pointerdown', onDocumentPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('pointerdown', onDocumentPointerDown, true);
      removeOverlay(token);
      // Closed while focus was inside (an item chosen, the panel removed): back to the trigger.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (focusInside.current || lost) focusTrigger(triggerRef);
      focusInside.current = false;
    };
  }, [open, isClient, initialFocus, modal, triggerRef]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.key !== 'Tab' || event.defaultPrevented || !panelRef.current) return;
    const tabbables = tabbableElements(panelRef.current);
    const current = document.activeElement;
    const leaving =
      tabBehavior === 'close' ||
      tabbables.length === 0 ||
      (event.shiftKey
        ? current === tabbables[0] || current === panelRef.current
        : current === tabbables.at(-1));
    if (leaving) {
      event.preventDefault();
      onClose('tab');
      focusTrigger(triggerRef);
    }
  }

  return (
    <Portal>
      {modal ? (
        // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; Escape is the keyboard way out
        <div
          className={styles.backdrop}
          onClick={() => {
            onClose('backdrop');
            focusTrigger(triggerRef);
          }}
        />
      ) : null}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- keys and focus bubble up from the content, which brings its own role when the panel has none */}
      <div
        {...aria}
        role={aria['aria-label'] || aria['aria-labelledby'] ? 'dialog' : undefined}
        ref={(element) => {
          panelRef.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={id}
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={handleKeyDown}
        onFocus={() => {
          focusInside.current = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
        }}
      >
        {children}
      </div>
    </Portal>
  );
}

/** An open popover's panel in the page, without portal: for the gallery only. */
export function PopoverPreview({
  children,
  ...aria
}: Pick<PopoverProps, 'children' | 'aria-label' | 'aria-labelledby'>) {
  return (
    <div
      {...aria}
      role={aria['aria-label'] || aria['aria-labelledby'] ? 'dialog' : undefined}
      className={clsx(styles.panel, styles.inlinePanel)}
      data-placement="bottom"
    >
      {children}
    </div>
  );
}
