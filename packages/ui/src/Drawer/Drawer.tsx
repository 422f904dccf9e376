import type { ReactNode } from 'react';

import { assertOneOf } from '../private/overlay/assertOneOf.ts';
import { Modal, ModalPanel } from '../private/overlay/Modal.tsx';
import { type DrawerWidth, drawerWidths } from './Drawer.css.ts';
import * as styles from './Drawer.css.ts';

export { drawerWidths, type DrawerWidth };

export const drawerPositions = ['left', 'right'] as const;
export type DrawerPosition = (typeof drawerPositions)[number];

export interface DrawerProps {
  /** Whether the drawer is showing. The drawer asks to close through `onClose`. */
  open: boolean;
  /** Called on Escape, the close button and a click outside the panel. */
  onClose: () => void;
  /** The drawer's heading; also its accessible name. */
  title: ReactNode;
  /** A line under the title; also the drawer's accessible description. */
  description?: ReactNode;
  /** Ordinary React content: a filter form (`<form method="get">`) works as it would in the page. */
  children: ReactNode;
  /** The side it slides in from. Default `right`. */
  position?: DrawerPosition;
  /** Default `medium`. Never wider than the viewport. */
  width?: DrawerWidth;
  /** The close button's accessible name. Default `Close`. */
  closeLabel?: string;
  id?: string;
}

/**
 * A modal panel the full height of the viewport, sliding in from a side (mobile search filters).
 * Behaves exactly like `Dialog`: focus trapped inside, Escape/close button/backdrop close, focus
 * returns to the opener, the page behind is inert and does not scroll.
 */
export function Drawer({
  position = 'right',
  width = 'medium',
  closeLabel = 'Close',
  ...props
}: DrawerProps) {
  assertOneOf('Drawer', 'width', width, drawerWidths);
  assertOneOf('Drawer', 'position', position, drawerPositions);
  return (
    <Modal
      {...props}
      closeLabel={closeLabel}
      placement={position}
      widthClassName={styles.width[width]}
    />
  );
}

/** An open drawer's panel in the page, without portal or backdrop: for the gallery only. */
export function DrawerPreview({
  position = 'right',
  width = 'medium',
  closeLabel = 'Close',
  ...props
}: Omit<DrawerProps, 'open' | 'onClose'>) {
  assertOneOf('Drawer', 'width', width, drawerWidths);
  return (
    <ModalPanel
      {...props}
      inline
      closeLabel={closeLabel}
      onClose={() => undefined}
      placement={position}
      widthClassName={styles.width[width]}
    />
  );
}
