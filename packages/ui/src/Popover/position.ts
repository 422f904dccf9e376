import { computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';

export type PopoverPlacement = 'bottom' | 'top';
export type PopoverAlign = 'left' | 'center' | 'right';

/** Space between the trigger and the panel, and between the panel and the viewport's edge. */
export const popoverGap = 8;

const alignments = { left: '-start', center: '', right: '-end' } as const;

/**
 * Places `panel` (fixed) next to `trigger` with Floating UI: on the preferred side, flipped to
 * the other when it does not fit there, and moved sideways to stay inside the viewport. Marks the
 * side it went to in `data-placement` (the panel's entrance animation follows it).
 */
export async function placeNextTo(
  trigger: Element,
  panel: HTMLElement,
  { placement, align }: { placement: PopoverPlacement; align: PopoverAlign },
): Promise<void> {
  // The window's inner size, as the panel's fixed position sees it.
  const viewport = { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
  const position = await computePosition(trigger, panel, {
    strategy: 'fixed',
    placement: `${placement}${alignments[align]}` as Placement,
    middleware: [
      offset(popoverGap),
      flip({ padding: popoverGap, crossAxis: false, rootBoundary: viewport }),
      shift({ padding: popoverGap, rootBoundary: viewport }),
    ],
  });
  panel.style.top = `${Math.round(position.y)}px`;
  panel.style.left = `${Math.round(position.x)}px`;
  panel.dataset.placement = position.placement.split('-')[0];
}
