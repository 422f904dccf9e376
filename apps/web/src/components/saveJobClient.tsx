import { useEffect } from 'react';

import { navigateTo } from '../app/navigate.ts';

// The same address JobCard's form has (not imported: that would pull the card into this chunk).
const saveJobPath = (jobId: string, saved: boolean) =>
  `/saved/${encodeURIComponent(jobId)}${saved ? '/delete' : ''}`;

/** How often to look again for what a refresh renders. */
const SETTLE_MS = 100;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** The page's one toast stack (`app/toasts.tsx`), a chunk of its own: imported, not reached from
 * here, or the chunk rule would count two users and ship the toasts with every page
 * (build/chunks.ts). */
const toasts = () => import('../app/toasts.tsx');

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
  const { showToast } = await toasts();
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

/** What a hiding form answers a script (`HideAnswer` in features/saved/hidingRoutes.ts). */
interface HideAnswer {
  message: string;
  undo?: { action: string; fields: Record<string, string> };
}

async function post(action: string, fields: [string, string][]): Promise<HideAnswer> {
  const response = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { accept: 'application/json' },
  });
  const answer = (await response.json()) as HideAnswer;
  if (!response.ok) throw new Error(`hiding answered ${response.status}`);
  return answer;
}

/** The page again, in place: its results, totals and filters without what was hidden. */
const refresh = () =>
  navigateTo(location.pathname + location.search, { keepFocus: true, replace: true });

/** Focuses what `find` finds once it is there (after a refresh renders), for up to 3 s. */
async function focusWhenThere(find: () => HTMLElement | null | undefined) {
  for (let tries = 0; tries < 30; tries += 1) {
    await settle();
    const element = find();
    if (element) {
      element.focus();
      return;
    }
  }
}

/**
 * "Not interested" or "Block employer" in the background: the page refreshes without the hidden
 * jobs and a toast says so, with Undo. The pressed button leaves with its card, so focus moves to
 * Undo; after Undo, to the card's "More" again once it is back.
 */
async function hideInBackground(form: HTMLFormElement, submitter: HTMLElement | null) {
  const button = submitter ?? form.querySelector('button');
  if (button === null || button.getAttribute('aria-busy') === 'true') return;
  // The pressed button's name and value too (a card's menu: which of its two it was).
  const data = new FormData(form, button);
  const fields = [...data].map(([name, value]): [string, string] => [name, String(value)]);
  const jobId = data.get('job');
  button.setAttribute('aria-busy', 'true');
  let answer: HideAnswer;
  try {
    answer = await post(form.action, fields);
  } catch {
    form.submit();
    return;
  } finally {
    button.removeAttribute('aria-busy');
  }
  refresh();
  const { undo } = answer;
  const { showToast } = await toasts();
  // No `after`: the stack stays out of the page's content, which the refresh renders again.
  const container = await showToast({
    key: 'hidden-listings',
    tone: 'positive',
    message: answer.message,
    ...(undo === undefined
      ? {}
      : {
          action: {
            label: 'Undo',
            onClick: () => {
              void post(undo.action, Object.entries(undo.fields)).then(
                () => {
                  refresh();
                  // Back on the card that is back (a results page), else on the block button.
                  void focusWhenThere(
                    () =>
                      (typeof jobId === 'string'
                        ? document
                            .getElementById(`job-${jobId}-title`)
                            ?.closest('article')
                            ?.querySelector<HTMLElement>('details > summary')
                        : null) ??
                      document.querySelector<HTMLElement>(
                        'main form[action^="/hidden/companies"] button',
                      ),
                  );
                },
                () => undefined,
              );
            },
          },
        }),
  });
  void focusWhenThere(() =>
    [...container.querySelectorAll('button')].find((found) => found.textContent === 'Undo'),
  );
}

/**
 * What makes the Save buttons work in the background, loaded when one is first focused or
 * hovered (see `useSaveJobForms` in JobCard.tsx), and the cards' "Not interested" and "Block"
 * forms: one submit listener on the document (it also covers cards kept from the server's markup,
 * which React does not hydrate); its toasts go to the
 * page's one stack (`app/toasts.tsx`). Until it has loaded, a Save button is a plain form and
 * works as one.
 */
export function SaveJobClient() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.dataset.hide !== undefined) {
        event.preventDefault();
        void hideInBackground(form, event.submitter);
        return;
      }
      if (form.dataset.saveJob === undefined) return;
      event.preventDefault();
      void toggleSaved(form);
    };
    document.addEventListener('submit', onSubmit);
    // Fetched now, with this part, so the first toast does not wait for it.
    toasts().catch(() => undefined);
    // Browser tests wait for this before they press Save.
    document.documentElement.dataset.saveJobs = 'ready';
    return () => {
      document.removeEventListener('submit', onSubmit);
      delete document.documentElement.dataset.saveJobs;
    };
  }, []);
  return null;
}
