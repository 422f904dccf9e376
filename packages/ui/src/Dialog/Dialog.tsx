import type { ReactNode } from 'react';

import { assertOneOf } from '../private/overlay/assertOneOf.ts';
import { Modal, ModalPanel } from '../private/overlay/Modal.tsx';
import { type DialogWidth, dialogWidths } from './Dialog.css.ts';
import * as styles from './Dialog.css.ts';

export { dialogWidths, type DialogWidth };

export interface DialogProps {
  /** Whether the dialog is showing. The dialog asks to close through `onClose`. */
  open: boolean;
  /** Called on Escape, the close button and a click outside the panel. */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Ordinary React content (text, forms, buttons). */
  children: ReactNode;
  /** Maximum width, a content width. Default `small`. */
  width?: DialogWidth;
  /** The close button's accessible name. Default `Close`. */
  closeLabel?: string;
  id?: string;
}

/**
 * A modal dialog centred over the page. Focus moves into it and is trapped there; Escape, the
 * close button and a click on the backdrop close it; focus then returns to the opener. The page
 * behind is inert and does not scroll. Rendered on the client only (nothing on the server).
 */
export function Dialog({ width = 'small', closeLabel = 'Close', ...props }: DialogProps) {
  assertOneOf('Dialog', 'width', width, dialogWidths);
  return (
    <Modal
      {...props}
      closeLabel={closeLabel}
      placement="dialog"
      widthClassName={styles.width[width]}
    />
  );
}

/** An open dialog's panel in the page, without portal or backdrop: for the gallery only. */
export function DialogPreview({
  width = 'small',
  closeLabel = 'Close',
  ...props
}: Omit<DialogProps, 'open' | 'onClose'>) {
  assertOneOf('Dialog', 'width', width, dialogWidths);
  return (
    <ModalPanel
      {...props}
      inline
      closeLabel={closeLabel}
      onClose={() => undefined}
      placement="dialog"
      widthClassName={styles.width[width]}
    />
  );
}
