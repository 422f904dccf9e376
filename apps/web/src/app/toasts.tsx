import { ToastProvider, useToast, type ToastOptions } from '@joblane/ui/Toast';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Show = (toast: ToastOptions) => void;

/** Live regions announce what changes in them, not what they are born with or moved with. */
const SETTLE_MS = 150;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function Bridge({ ready }: { ready: (show: Show) => void }) {
  const show = useToast();
  useEffect(() => ready(show), [show, ready]);
  return null;
}

let host: { container: HTMLElement; root: Root; show: Promise<Show> } | null = null;

/**
 * The page's one toast stack: a React root of its own in a box that is `display: contents`, so
 * it adds nothing to the layout wherever it sits. Made on first use; made again if what it was
 * placed after took it out of the page (a card that in-page navigation replaced).
 */
function toastHost() {
  if (host !== null && host.container.isConnected) return { host, isNew: false };
  host?.root.unmount();
  const container = document.createElement('div');
  container.dataset.toastHost = '';
  // CSSOM, not a style attribute: allowed by the page's style-src 'self'.
  container.style.display = 'contents';
  document.body.append(container);
  const root = createRoot(container);
  const show = new Promise<Show>((resolve) => {
    root.render(
      <ToastProvider>
        <Bridge ready={resolve} />
      </ToastProvider>,
    );
  });
  host = { container, root, show };
  return { host, isNew: true };
}

/**
 * Shows a toast in the page's one stack (the save buttons' "Saved" with Undo, a notice that
 * arrived with in-page navigation), so two never overlap in two stacks. `after`: the element the
 * toasts follow in reading and Tab order (the stack is fixed to the bottom of the viewport
 * whatever its place), so a keyboard user reaches the toast's action with one Tab.
 */
export async function showToast(
  toast: ToastOptions,
  { after }: { after?: Element } = {},
): Promise<void> {
  const { host: current, isNew } = toastHost();
  const moved = after !== undefined && current.container.previousElementSibling !== after;
  if (moved) after.after(current.container);
  const show = await current.show;
  // New or moved live regions: let assistive technology see them empty first.
  if (isNew || moved) await settle();
  show(toast);
}
