import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { Popover, type PopoverAlign, type PopoverPlacement } from '../Popover/Popover.tsx';
import { PopoverPreview } from '../Popover/Popover.tsx';
import { MenuContext, type MenuState } from './MenuContext.ts';
import * as styles from './MenuRenderer.css.ts';

/** What the trigger element must carry: spread it onto a `<button>` (or `ButtonIcon`). */
export interface MenuTriggerProps {
  ref: (element: HTMLElement | null) => void;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export type MenuCloseReason = 'selection' | 'escape' | 'tab' | 'outside' | 'trigger';

export interface MenuRendererProps {
  /** Renders the button that opens the menu, given the props to spread on it. */
  renderTrigger: (props: MenuTriggerProps, state: { open: boolean }) => ReactNode;
  /** `MenuItem`, `MenuItemLink`, `MenuItemCheckbox` and `MenuItemDivider` elements. */
  children: ReactNode;
  /** Which edges of menu and trigger line up. Default `left`. */
  align?: Exclude<PopoverAlign, 'center'>;
  /** The preferred side; it flips near the viewport's edge. Default `bottom`. */
  placement?: PopoverPlacement;
  onOpen?: () => void;
  onClose?: (reason: MenuCloseReason) => void;
  /** The menu's accessible name. Default: the trigger's. */
  label?: string;
  id?: string;
}

const itemSelector = '[role="menuitem"], [role="menuitemcheckbox"]';
const typeAheadResetMs = 500;

function menuItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(itemSelector)];
}

/**
 * Keyboard of an open menu (WAI-ARIA menu button pattern): Down/Up move and wrap, Home/End,
 * Enter/Space choose, typing characters moves to the next item starting with them. Escape and
 * Tab close (the popover handles those).
 */
function useMenuKeyboard() {
  const typed = useRef({ text: '', at: 0 });
  return (event: KeyboardEvent<HTMLElement>) => {
    const menu = event.currentTarget;
    const items = menuItems(menu);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (items.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current === -1 ? -1 : current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        items[current]?.click();
        return;
    }
    if (event.key.length !== 1 || event.key === ' ') return;
    const key = event.key.toLowerCase();
    const continued = event.timeStamp - typed.current.at <= typeAheadResetMs;
    typed.current.at = event.timeStamp;
    const find = (text: string) => {
      // A repeated single letter cycles through the items starting with it.
      const search = new Set(text).size === 1 ? text[0]! : text;
      const start = search.length === 1 ? current + 1 : Math.max(current, 0);
      for (let step = 0; step < items.length; step += 1) {
        const index = (start + step) % items.length;
        if (items[index]!.textContent?.trim().toLowerCase().startsWith(search)) return index;
      }
      return -1;
    };
    // Keep adding to what was typed; when that matches nothing, start again from this key.
    let text = continued ? typed.current.text + key : key;
    let found = find(text);
    if (found === -1 && text !== key) {
      text = key;
      found = find(text);
    }
    typed.current.text = text;
    if (found !== -1) focusAt(found);
  };
}

/**
 * A menu button: `trigger` renders the button, the menu opens under it in a popover. Opening
 * (click, Enter, Space, Down) focuses the first item, Up the last. Choosing an item closes the
 * menu and returns focus to the trigger, as do Escape, Tab and a press outside.
 */
export function MenuRenderer({
  renderTrigger,
  children,
  align = 'left',
  placement = 'bottom',
  onOpen,
  onClose,
  label,
  id,
}: MenuRendererProps) {
  const generatedId = useId();
  const menuId = id ?? `${generatedId}-menu`;
  const triggerId = `${menuId}-trigger`;
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  // The trigger element as state (set by its ref callback), handed to the popover as a ref.
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const triggerRef = useMemo(() => ({ current: triggerElement }), [triggerElement]);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const onMenuKeyDown = useMenuKeyboard();

  const openMenu = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpen(true);
    onOpen?.();
  };
  const close = (reason: MenuCloseReason) => {
    setOpen(false);
    onClose?.(reason);
  };
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const items = menuItems(menu);
    (focusOnOpen === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open, focusOnOpen]);

  const menuState = useMemo<MenuState>(
    () => ({ closeAfterSelection: () => closeRef.current('selection') }),
    [],
  );

  const triggerProps: MenuTriggerProps = {
    ref: setTriggerElement,
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close('trigger') : openMenu('first')),
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  };

  return (
    <>
      {renderTrigger(triggerProps, { open })}
      <Popover
        open={open}
        onClose={(reason) => close(reason === 'backdrop' ? 'outside' : reason)}
        triggerRef={triggerRef}
        align={align}
        placement={placement}
        initialFocus="none"
      >
        <MenuContext value={menuState}>
          <div
            ref={menuRef}
            role="menu"
            tabIndex={-1}
            id={menuId}
            aria-label={label}
            aria-labelledby={label === undefined ? triggerId : undefined}
            className={styles.menu}
            onKeyDown={onMenuKeyDown}
          >
            {children}
          </div>
        </MenuContext>
      </Popover>
    </>
  );
}

/** An open menu's panel in the page, without trigger or portal: for the gallery only. */
export function MenuPreview({ label, children }: { label: string; children: ReactNode }) {
  const menuState = useMemo<MenuState>(() => ({ closeAfterSelection: () => undefined }), []);
  return (
    <PopoverPreview>
      <MenuContext value={menuState}>
        <div role="menu" tabIndex={-1} aria-label={label} className={styles.menu}>
          {children}
        </div>
      </MenuContext>
    </PopoverPreview>
  );
}
