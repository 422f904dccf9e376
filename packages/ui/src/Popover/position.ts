export type PopoverPlacement = 'bottom' | 'top';
export type PopoverAlign = 'left' | 'center' | 'right';

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}

/** Space between the trigger and the panel, and between the panel and the viewport's edge. */
export const popoverGap = 8;

/**
 * Where a panel of `panel` size goes next to `trigger` (viewport coordinates): on the preferred
 * side, flipped to the other side when it does not fit there and the other side has more room,
 * and moved sideways to stay inside the viewport.
 */
export function computePopoverPosition({
  trigger,
  panel,
  viewport,
  placement,
  align,
}: {
  trigger: Rect;
  panel: { width: number; height: number };
  viewport: { width: number; height: number };
  placement: PopoverPlacement;
  align: PopoverAlign;
}): { top: number; left: number; placement: PopoverPlacement } {
  const spaceBelow = viewport.height - trigger.bottom - popoverGap * 2;
  const spaceAbove = trigger.top - popoverGap * 2;
  let side = placement;
  if (side === 'bottom' && panel.height > spaceBelow && spaceAbove > spaceBelow) side = 'top';
  else if (side === 'top' && panel.height > spaceAbove && spaceBelow > spaceAbove) side = 'bottom';
  const top =
    side === 'bottom' ? trigger.bottom + popoverGap : trigger.top - popoverGap - panel.height;

  const preferredLeft =
    align === 'left'
      ? trigger.left
      : align === 'right'
        ? trigger.right - panel.width
        : trigger.left + trigger.width / 2 - panel.width / 2;
  const maxLeft = viewport.width - popoverGap - panel.width;
  const left = Math.max(popoverGap, Math.min(preferredLeft, maxLeft));
  return { top: Math.round(top), left: Math.round(left), placement: side };
}
