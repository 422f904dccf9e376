import type { ReactNode } from 'react';

import { ButtonIcon } from '../ButtonIcon/ButtonIcon.tsx';
import { createIcon } from '../Icons/createIcon.tsx';
import { type MenuCloseReason, MenuRenderer } from '../MenuRenderer/MenuRenderer.tsx';

const IconOverflow = createIcon(
  'IconOverflow',
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);

export interface OverflowMenuProps {
  /** The button's accessible name ("Actions for Senior designer"). */
  label: string;
  /** `MenuItem`, `MenuItemLink`, `MenuItemCheckbox` and `MenuItemDivider` elements. */
  children: ReactNode;
  onOpen?: () => void;
  onClose?: (reason: MenuCloseReason) => void;
  id?: string;
}

/** A "more actions" icon button (three dots) that opens a menu, aligned to its right edge. */
export function OverflowMenu({ label, children, onOpen, onClose, id }: OverflowMenuProps) {
  return (
    <MenuRenderer
      align="right"
      onOpen={onOpen}
      onClose={onClose}
      id={id}
      renderTrigger={({ ref, ...triggerProps }) => (
        <ButtonIcon {...triggerProps} ref={ref} label={label} icon={<IconOverflow />} />
      )}
    >
      {children}
    </MenuRenderer>
  );
}
