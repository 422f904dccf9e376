import { autoUpdate } from '@floating-ui/dom';
import { clsx } from 'clsx';
import {
  type FocusEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { placeNextTo, type PopoverPlacement } from '../Popover/position.ts';
import { assertOneOf } from '../private/overlay/assertOneOf.ts';
import { isTopOverlay, pushOverlay, removeOverlay } from '../private/overlay/overlayStack.ts';
import { Portal } from '../private/overlay/Portal.tsx';
import { useIsClient } from '../private/overlay/useIsClient.ts';
import * as typography from '../private/typography.css.ts';
import * as styles from './TooltipRenderer.css.ts';

/** How long the pointer rests on the trigger before the tooltip shows. */
export const tooltipShowDelayMs = 300;
/** How long it stays after the pointer leaves, so the pointer can move onto it (WCAG 1.4.13). */
export const tooltipHideDelayMs = 100;

export interface TooltipTriggerProps {
  ref: (element: HTMLElement | null) => void;
  'aria-describedby': string | undefined;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
}

export interface TooltipRendererProps {
  /** The tooltip's text: a short description of the trigger, not essential information. */
  tooltip: ReactNode;
  /** Renders the trigger (a focusable element), given the props to spread on it. */
  children: (props: { triggerProps: TooltipTriggerProps }) => ReactNode;
  /** The preferred side; it flips near the viewport's edge. Default `top`. */
  placement?: PopoverPlacement;
  id?: string;
}

const placements = ['top', 'bottom'] as const;

/** One pending show or hide at a time. */
function createDelay() {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  return {
    run(callback: () => void, ms: number) {
      clearTimeout(timeout);
      timeout = setTimeout(callback, ms);
    },
    cancel() {
      clearTimeout(timeout);
    },
  };
}

/**
 * A tooltip (`role="tooltip"`) that describes its trigger (`aria-describedby`). It shows when the
 * pointer rests on the trigger for 300 ms and at once when the trigger gets keyboard focus; it
 * stays while the pointer is over it, and Escape hides it. Rendered in a portal on the client; on
 * the server the trigger renders alone.
 */
export function TooltipRenderer({
  tooltip,
  children,
  placement = 'top',
  id,
}: TooltipRendererProps) {
  assertOneOf('TooltipRenderer', 'placement', placement, placements);
  const generatedId = useId();
  const tooltipId = id ?? `${generatedId}-tooltip`;
  const isClient = useIsClient();
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const [delay] = useState(createDelay);
  const later = (value: boolean, ms: number) => delay.run(() => setOpen(value), ms);
  const now = (value: boolean) => {
    delay.cancel();
    setOpen(value);
  };
  useEffect(() => () => delay.cancel(), [delay]);

  useEffect(() => {
    if (!open) return;
    const token = pushOverlay();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopOverlay(token)) return;
      event.preventDefault();
      delay.cancel();
      setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeOverlay(token);
    };
  }, [open, delay]);

  useLayoutEffect(() => {
    const element = tooltipRef.current;
    if (!open || !element || !trigger) return;
    element.dataset.placement ??= placement;
    return autoUpdate(trigger, element, () => {
      void placeNextTo(trigger, element, { placement, align: 'center' });
    });
  }, [open, trigger, placement]);

  const triggerProps: TooltipTriggerProps = {
    ref: setTrigger,
    // Only once the tooltip element exists (after hydration), so the reference never dangles.
    'aria-describedby': isClient ? tooltipId : undefined,
    onMouseEnter: () => later(true, tooltipShowDelayMs),
    onMouseLeave: () => later(false, tooltipHideDelayMs),
    onFocus: (event) => {
      // Keyboard focus only: a click also focuses a button and should not pop a tooltip.
      if (event.currentTarget.matches(':focus-visible')) now(true);
    },
    onBlur: () => now(false),
  };

  return (
    <>
      {children({ triggerProps })}
      <Portal>
        {/* The pointer may rest on the tooltip itself without it hiding (WCAG 1.4.13). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <span
          ref={tooltipRef}
          role="tooltip"
          id={tooltipId}
          hidden={!open}
          className={clsx(
            styles.tooltip,
            typography.textSize.small,
            typography.tone.neutralInverted,
          )}
          onMouseEnter={() => delay.cancel()}
          onMouseLeave={() => later(false, tooltipHideDelayMs)}
        >
          {tooltip}
        </span>
      </Portal>
    </>
  );
}

/** An open tooltip in the page, without trigger or portal: for the gallery only. */
export function TooltipPreview({ tooltip }: { tooltip: ReactNode }) {
  return (
    <span
      role="tooltip"
      className={clsx(
        styles.tooltip,
        styles.inlineTooltip,
        typography.textSize.small,
        typography.tone.neutralInverted,
      )}
      data-placement="top"
    >
      {tooltip}
    </span>
  );
}
