import { ToastProvider, useToast, type ShowToast } from '@joblane/ui/Toast';
import { UIProvider } from '@joblane/ui/UIProvider';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { AppLink } from '../app/AppLink.tsx';

function Bridge({ onReady }: { onReady: (show: ShowToast) => void }) {
  const showToast = useToast();
  useLayoutEffect(() => onReady(showToast), [onReady, showToast]);
  return null;
}

export interface ToastHost {
  /**
   * Shows a toast right after `anchor` in the reading and Tab order (the toaster is fixed to
   * the bottom of the viewport whatever its place in the document), so a keyboard user reaches
   * its Undo with one Tab from the button that raised it.
   */
  showAfter(anchor: Element, toast: Parameters<ShowToast>[0]): Promise<void>;
}

/** Long enough for assistive technology to see a live region before its first message. */
const SETTLE_MS = 100;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * The kit's toasts in a root of their own, loaded on first use (see `saveJobForms.ts`). Its box
 * is `display: contents`, so wherever it sits it adds nothing to the layout.
 */
export function mountToastHost(): Promise<ToastHost> {
  const container = document.createElement('div');
  container.dataset.toastHost = '';
  // CSSOM, not a style attribute: allowed by the page's style-src 'self'.
  container.style.display = 'contents';
  document.body.append(container);
  return new Promise((resolve) => {
    const onReady = (show: ShowToast) => {
      const host: ToastHost = {
        async showAfter(anchor, toast) {
          if (container.previousElementSibling !== anchor) {
            anchor.after(container);
            // Moved live regions are new to a screen reader: let it see them empty first.
            await settle();
          }
          show(toast);
        },
      };
      void settle().then(() => resolve(host));
    };
    createRoot(container).render(
      <UIProvider linkComponent={AppLink} themeWrapper={false}>
        <ToastProvider>
          <Bridge onReady={onReady} />
        </ToastProvider>
      </UIProvider>,
    );
  });
}
