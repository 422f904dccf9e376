import { useEffect } from 'react';

import { saveJobPath } from './SaveJobButton.tsx';
import type { ToastHost } from './toastHost.tsx';

// The toast host (the kit's ToastProvider in a root of its own) is fetched when a Save button is
// first focused or hovered, so the page's own script only grows by this file.
let toastHost: Promise<ToastHost> | null = null;
function loadToastHost(): Promise<ToastHost> {
  toastHost ??= import('./toastHost.tsx').then(
    (module) => module.mountToastHost(),
    (error: unknown) => {
      toastHost = null;
      throw error;
    },
  );
  return toastHost;
}

const isSaveForm = (target: EventTarget | null): target is HTMLFormElement =>
  target instanceof HTMLFormElement && target.dataset.saveJob !== undefined;

/** Every Save button of this job on the page shows the same state. */
function showSaved(jobId: string, saved: boolean) {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-save-job]')) {
    if (form.dataset.saveJob !== jobId) continue;
    form.action = saveJobPath(jobId, saved);
    const button = form.querySelector('button');
    button?.setAttribute('aria-pressed', String(saved));
    const label = form.querySelector('[data-save-label]');
    if (label !== null) label.textContent = saved ? 'Saved' : 'Save';
  }
}

async function send(jobId: string, save: boolean): Promise<void> {
  const response = await fetch(saveJobPath(jobId, save === false), {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`saving answered ${response.status}`);
}

async function toggle(form: HTMLFormElement) {
  const jobId = form.dataset.saveJob!;
  const button = form.querySelector('button');
  if (button === null || button.getAttribute('aria-busy') === 'true') return;
  const save = button.getAttribute('aria-pressed') !== 'true';
  button.setAttribute('aria-busy', 'true');
  try {
    await send(jobId, save);
  } catch {
    // Anything unexpected: the plain form, and the server's page says what happened.
    form.submit();
    return;
  } finally {
    button.removeAttribute('aria-busy');
  }
  showSaved(jobId, save);
  try {
    const host = await loadToastHost();
    await host.showAfter(form, {
      key: `saved-job-${jobId}`,
      tone: 'positive',
      message: save ? 'Saved' : 'Removed from saved jobs',
      ...(save
        ? {
            description: 'Find it under Saved jobs.',
            action: {
              label: 'Undo',
              onClick: () => {
                void send(jobId, false).then(
                  () => showSaved(jobId, false),
                  () => undefined,
                );
                button.focus();
              },
            },
          }
        : {}),
    });
  } catch {
    // No toast (offline, say): the button's pressed state still says it.
  }
}

/**
 * Makes the page's Save buttons work in the background: one listener on the document, so it also
 * covers job cards kept from the server's markup (which React does not hydrate).
 */
export function useSaveJobForms() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (!isSaveForm(event.target)) return;
      event.preventDefault();
      void toggle(event.target);
    };
    const warmUp = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form[data-save-job]'))
        loadToastHost().catch(() => undefined);
    };
    document.addEventListener('submit', onSubmit);
    document.addEventListener('focusin', warmUp);
    document.addEventListener('pointerover', warmUp);
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('focusin', warmUp);
      document.removeEventListener('pointerover', warmUp);
    };
  }, []);
}
