import type { JobCard as JobCardData } from '@joblane/jobs';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { AppLink } from '../app/AppLink.tsx';
import { isNew, listedAge } from '../app/format.ts';
import { bulletList } from './bullets.css.ts';
import * as styles from './JobCard.css.ts';

export interface JobCardProps {
  /**
   * `applied`: the signed-in seeker has applied for this job (the results route sets it).
   * `responseSignal`: how the ad's organisation answers applicants, as text (the server's).
   * `logoUrl`: the ad's organisation's logo (its small image), when it uploaded one.
   * `activelyReviewing`: someone in the ad's organisation opened or moved an application in the
   * last 14 days.
   */
  job: JobCardData & {
    applied?: boolean;
    responseSignal?: string;
    logoUrl?: string;
    activelyReviewing?: boolean;
  };
  /** The moment ages are counted from (from the page data, the same on server and client). */
  now: string;
  /** The heading level of the title in the page's outline. */
  headingComponent?: 'h2' | 'h3';
  /** The Save button: how it works for this visitor, whether this job is saved, and the page. */
  save?: { mode: SaveMode; saved: boolean; returnTo: string };
}

/** What a card and a job page say while the ad's organisation reviews its applications. */
export const ACTIVELY_REVIEWING = 'Actively reviewing applicants';

/** The pixels each mark takes (its box is sized in the stylesheet, the image says so too). */
const markPixels = { standard: 44, large: 56, xlarge: 96 } as const;

/**
 * The company's logo, or its first letter or digit on a tile when it has none: a mark to scan a
 * list by. Decoration: the company's name is always beside it.
 */
export function CompanyMark({
  name,
  size = 'standard',
  logoUrl,
}: {
  name: string;
  size?: 'standard' | 'large' | 'xlarge';
  /** The organisation's uploaded logo (a square served from `/assets/logos/`). */
  logoUrl?: string | null | undefined;
}) {
  if (logoUrl) {
    return (
      <img
        className={styles.logo[size]}
        src={logoUrl}
        alt=""
        width={markPixels[size]}
        height={markPixels[size]}
        decoding="async"
      />
    );
  }
  const initial = /[\p{L}\p{N}]/u.exec(name)?.[0]?.toUpperCase() ?? '?';
  return (
    <span className={styles.mark[size]} aria-hidden="true">
      {initial}
    </span>
  );
}

/**
 * "Verified employer": the organisation proved control of its website's domain. Text, so every
 * reader gets it; the tick beside it is decoration.
 */
export function VerifiedEmployerBadge() {
  return (
    <span className={styles.verifiedBadge}>
      <svg className={styles.verifiedIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Verified employer
    </span>
  );
}

/** One search result: what a job seeker scans before opening the job. */
export function JobCard({ job, now, headingComponent: HeadingTag = 'h2', save }: JobCardProps) {
  const facts = [job.locationLabel, job.workArrangementLabel, job.workTypeLabel];
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}-title`}>
      <div className={styles.top}>
        <CompanyMark name={job.companyName} logoUrl={job.logoUrl} />
        <div className={styles.titles}>
          <HeadingTag className={styles.title} id={`job-${job.id}-title`}>
            <AppLink className={styles.titleLink} href={`/job/${encodeURIComponent(job.id)}`}>
              {job.title}
            </AppLink>
          </HeadingTag>
          {/* An ad names its organisation, whose page lists its other jobs. */}
          <p
            className={
              job.verifiedEmployer ? `${styles.company} ${styles.companyWithBadge}` : styles.company
            }
          >
            {job.companySlug ? (
              <AppLink href={`/company/${job.companySlug}`}>{job.companyName}</AppLink>
            ) : (
              job.companyName
            )}
            {job.verifiedEmployer ? <VerifiedEmployerBadge /> : null}
          </p>
        </div>
        {isNew(job.listedAt, now) ? <span className={styles.newBadge}>New</span> : null}
        {/* The same tag as "New": both are short facts about the card, in the positive tone. */}
        {job.applied ? <span className={styles.newBadge}>Applied</span> : null}
        {/* The same job was advertised and closed within the last 30 days. */}
        {job.reposted ? <span className={styles.repostedBadge}>Reposted</span> : null}
      </div>
      <p className={styles.facts}>{facts.join(' · ')}</p>
      {job.alsoIn === undefined ? null : <AlsoIn places={job.alsoIn} />}
      {job.salaryLabel === null ? null : <p className={styles.salary}>{job.salaryLabel}</p>}
      {job.summary === '' ? null : <p className={styles.summary}>{job.summary}</p>}
      {job.activelyReviewing ? <p className={styles.signal}>{ACTIVELY_REVIEWING}</p> : null}
      {job.responseSignal ? <p className={styles.signal}>{job.responseSignal}</p> : null}
      {job.keySellingPoints.length === 0 ? null : (
        <ul className={`${bulletList} ${styles.points}`} aria-label="Key selling points">
          {job.keySellingPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      <div className={styles.bottom}>
        <p className={styles.listed}>
          <time dateTime={job.listedAt}>Listed {listedAge(job.listedAt, now)}</time>
        </p>
        {save === undefined ? null : <SaveJobButton jobId={job.id} title={job.title} {...save} />}
      </div>
      {save?.mode === 'seeker' ? <HideMenu job={job} returnTo={save.returnTo} /> : null}
    </article>
  );
}

/**
 * The other places of a job a card stands for (the same ad in several places is one card), each
 * a link to its own job page, behind a disclosure: "Also in Parramatta NSW and 2 more places".
 */
function AlsoIn({ places }: { places: NonNullable<JobCardData['alsoIn']> }) {
  const more = places.length - 1;
  return (
    <details className={styles.alsoIn}>
      <summary>
        Also in {places[0]!.locationLabel}
        {more > 0 ? ` and ${more} more place${more > 1 ? 's' : ''}` : ''}
      </summary>
      <ul className={styles.alsoInList}>
        {places.map((place) => (
          <li key={place.id}>
            <AppLink href={`/job/${encodeURIComponent(place.id)}`}>{place.locationLabel}</AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * "Not interested" (this job) and "Block employer" (all its jobs), for a signed-in seeker: a POST
 * form (`features/saved/hidingRoutes.ts`) in a disclosure, so they work without JavaScript and
 * come back to `returnTo`. With JavaScript the Save buttons' script sends them in the background
 * (`data-hide`), refreshes the results and shows a toast with Undo.
 */
function HideMenu({ job, returnTo }: { job: JobCardData; returnTo: string }) {
  return (
    <details className={styles.hideMenu} data-hide="">
      <summary aria-label={`More for ${job.title}`}>More</summary>
      {/* One form, two buttons: the pressed one's `hide` says what to hide. */}
      <form method="post" action="/hidden" className={styles.hideActions} data-hide="">
        <input type="hidden" name="job" value={job.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          name="hide"
          value="job"
          className={styles.hideButton}
          aria-label={`Not interested in ${job.title}`}
        >
          Not interested
        </button>
        <button type="submit" name="hide" value="company" className={styles.hideButton}>
          Block {job.companyName}
        </button>
      </form>
    </details>
  );
}

// The Save button and its script live with the card: the results and job pages share this
// module's chunk, so they add no file of their own to either page.

/** How a page's Save buttons work for this visitor (see `saveModeOf` on the server). */
export type SaveMode = 'seeker' | 'signed-out' | 'none';

export const saveJobPath = (jobId: string, saved: boolean) =>
  `/saved/${encodeURIComponent(jobId)}${saved ? '/delete' : ''}`;

/** The id of a job's Save button: `returnTo` fragments bring the page back to it. */
export const saveButtonId = (jobId: string) => `save-${jobId}`;

function BookmarkIcon() {
  return (
    <svg className={styles.saveIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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
  returnAtButton = true,
}: {
  jobId: string;
  /** The job's title, for the button's accessible name ("Save Nurse"). */
  title: string;
  saved: boolean;
  mode: SaveMode;
  /** The page (path and query) to come back to. */
  returnTo: string;
  /**
   * Come back scrolled to this button (a card in a list); false where it sits at the top of
   * the page anyway (the job page: the jump would hide its title and Apply).
   */
  returnAtButton?: boolean;
}) {
  if (mode === 'none') return null;
  const back = returnAtButton ? `${returnTo}#${saveButtonId(jobId)}` : returnTo;
  if (mode === 'signed-out') {
    // Straight to sign-in (a page, so no refused request first), whose `next` is the save:
    // signing in saves the job and comes back here (features/saved/saveIntent.ts).
    const next = `${saveJobPath(jobId, false)}?returnTo=${encodeURIComponent(back)}`;
    return (
      <AppLink
        id={saveButtonId(jobId)}
        className={styles.saveButton}
        href={`/signin?next=${encodeURIComponent(next)}`}
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
      className={styles.saveForm}
      data-save-job={jobId}
    >
      <input type="hidden" name="returnTo" value={back} />
      <button
        id={saveButtonId(jobId)}
        type="submit"
        className={styles.saveButton}
        aria-pressed={saved}
      >
        <BookmarkIcon />
        {/* The name says which job ("Save Nurse"); its visible part says the state. */}
        <span data-save-label="">{saved ? 'Saved' : 'Save'}</span>
        <span className={styles.saveTitle}> {title}</span>
      </button>
    </form>
  );
}

/**
 * Makes the page's Save buttons work in the background (with a toast and Undo): the code that
 * does it (`saveJobClient.tsx`) is fetched when a Save button is first focused or hovered, so
 * the page's own script barely grows; the page renders what this returns. Until then, and if it
 * cannot load, the buttons are plain forms.
 */
export function useSaveJobForms(): ReactNode {
  const [Client, setClient] = useState<ComponentType | null>(null);
  useEffect(() => {
    const stop = () => {
      document.removeEventListener('focusin', warmUp);
      document.removeEventListener('pointerover', warmUp);
    };
    function warmUp(event: Event) {
      if (
        !(event.target instanceof Element) ||
        !event.target.closest('form[data-save-job],[data-hide]')
      )
        return;
      stop();
      import('./saveJobClient.tsx').then(
        (module) => setClient(() => module.SaveJobClient),
        () => undefined,
      );
    }
    document.addEventListener('focusin', warmUp);
    document.addEventListener('pointerover', warmUp);
    return stop;
  }, []);
  return Client === null ? null : <Client />;
}
