import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuButtonProps {
  label: ReactNode;
  classNames: { root: string; button: string };
  /** The panel, given its id and whether it is hidden. */
  renderPanel: (id: string, hidden: boolean) => ReactNode;
}

/**
 * The phone menu's disclosure once the script runs: a button with `aria-expanded` that Escape
 * (focus back on the button), a click or focus elsewhere, and following one of its links close.
 * It imports nothing of the app's (its look and panel come in props), so loading it later does
 * not move the shell's modules into a file of their own (build/chunks.ts).
 */
export function MenuButton({ label, classNames, renderPanel }: MenuButtonProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const inside = rootRef.current?.contains(event.target as Node) === true;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        buttonRef.current?.focus();
      } else if (event.type === 'click') {
        // A link followed from the menu (in place, without a new document).
        if (!inside || !(event.target as Element).closest('a')) return;
      } else if (inside) return;
      setOpen(false);
    };
    const types = ['keydown', 'click', 'pointerdown', 'focusin'];
    for (const type of types) document.addEventListener(type, close);
    return () => {
      for (const type of types) document.removeEventListener(type, close);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={classNames.root}>
      <button
        ref={buttonRef}
        type="button"
        className={classNames.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {renderPanel(panelId, !open)}
    </div>
  );
}
