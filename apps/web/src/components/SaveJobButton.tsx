import { AppLink } from '../app/AppLink.tsx';
import * as styles from './SaveJobButton.css.ts';

/** How a page's Save buttons work for this visitor (see `saveModeOf` on the server). */
export type SaveMode = 'seeker' | 'signed-out' | 'none';

export const saveJobPath = (jobId: string, saved: boolean) =>
  `/saved/${encodeURIComponent(jobId)}${saved ? '/delete' : ''}`;

/** The id of a job's Save button: `returnTo` fragments bring the page back to it. */
export const saveButtonId = (jobId: string) => `save-${jobId}`;

function BookmarkIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Save (or unsave) a job: a toggle button (`aria-pressed`) in a POST form that works without
 * JavaScript and comes back to `returnTo` at this button. With JavaScript, `useSaveJobForms`
 * sends it in the background and shows a toast with Undo. A signed-out visitor gets a link to
 * sign in that finishes the save afterwards; employers get nothing.
 */
export function SaveJobButton({
  jobId,
  title,
  saved,
  mode,
  returnTo,
}: {
  jobId: string;
  /** The job's title, for the button's accessible name ("Save Nurse"). */
  title: string;
  saved: boolean;
  mode: SaveMode;
  /** The page (path and query) to come back to; the button's fragment is added. */
  returnTo: string;
}) {
  if (mode === 'none') return null;
  const back = `${returnTo}#${saveButtonId(jobId)}`;
  if (mode === 'signed-out') {
    return (
      <AppLink
        id={saveButtonId(jobId)}
        className={styles.button}
        href={`${saveJobPath(jobId, false)}?returnTo=${encodeURIComponent(back)}`}
        aria-label={`Save ${title} (sign in first)`}
      >
        <BookmarkIcon />
        Save
      </AppLink>
    );
  }
  return (
    <form
      method="post"
      action={saveJobPath(jobId, saved)}
      className={styles.form}
      data-save-job={jobId}
    >
      <input type="hidden" name="returnTo" value={back} />
      <button
        id={saveButtonId(jobId)}
        type="submit"
        className={styles.button}
        aria-pressed={saved}
        aria-label={`Save ${title}`}
      >
        <BookmarkIcon />
        <span data-save-label="">{saved ? 'Saved' : 'Save'}</span>
      </button>
    </form>
  );
}
