import { useEffect } from 'react';

// The same address JobCard's form has (not imported: that would pull the card into this chunk).
const saveJobPath = (jobId: string, saved: boolean) =>
  `/saved/${encodeURIComponent(jobId)}${saved ? '/delete' : ''}`;

/** Every Save button of this job on the page shows the same state. */
function showSaved(jobId: string, saved: boolean) {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-save-job]')) {
    if (form.dataset.saveJob !== jobId) continue;
    form.action = saveJobPath(jobId, saved);
    form.querySelector('button')?.setAttribute('aria-pressed', String(saved));
    const label = form.querySelector('[data-save-label]');
    if (label !== null) label.textContent = saved ? 'Saved' : 'Save';
  }
}

async function send(jobId: string, save: boolean): Promise<void> {
  const response = await fetch(saveJobPath(jobId, !save), {
    method: 'POST',
    // A form body, like the plain form's (an empty POST has none for the route to read).
    body: new URLSearchParams(),
    headers: { accept: 'application/json' },
  });
  // Read to the end: an unread body is cut off (and logged as failed) when the page moves on.
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`saving answered ${response.status}`);
}

/**
 * Saves or unsaves the form's job in the background, flips every Save button of that job, and
 * shows "Saved" with Undo (one toast per job: the same dedupe key). The toast comes right after
 * the form in the reading and Tab order (the toaster is fixed to the bottom of the viewport
 * whatever its place in the document), so a keyboard user reaches Undo with one Tab.
 */
async function toggleSaved(form: HTMLFormElement) {
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
  // A chunk of its own, imported (not reached) from here and from the shell, or the chunk rule
  // would count two users and ship the toasts with every page (build/chunks.ts).
  const { showToast } = await import('../app/toasts.tsx');
  await showToast(
    {
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
    },
    { after: form },
  );
}

/**
 * What makes the Save buttons work in the background, loaded when one is first focused or
 * hovered (see `useSaveJobForms` in JobCard.tsx): one submit listener on the document (it also
 * covers cards kept from the server's markup, which React does not hydrate); its toasts go to the
 * page's one stack (`app/toasts.tsx`). Until it has loaded, a Save button is a plain form and
 * works as one.
 */
export function SaveJobClient() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset.saveJob === undefined) return;
      event.preventDefault();
      void toggleSaved(form);
    };
    document.addEventListener('submit', onSubmit);
    // Fetched now, with this part, so the first toast does not wait for it.
    import('../app/toasts.tsx').catch(() => undefined);
    // Browser tests wait for this before they press Save.
    document.documentElement.dataset.saveJobs = 'ready';
    return () => {
      document.removeEventListener('submit', onSubmit);
      delete document.documentElement.dataset.saveJobs;
    };
  }, []);
  return null;
}
