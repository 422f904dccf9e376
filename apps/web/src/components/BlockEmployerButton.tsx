import { hideButton } from './JobCard.css.ts';

/**
 * Block (or unblock) a job's employer from the job page (`features/saved/hidingRoutes.ts`): a
 * POST form back to `returnTo`, sent in the background with a toast and Undo once the page's
 * script runs. `by`: the job whose employer it is, or the organisation's slug; `companyKey`
 * unblocks. (On a company page its cards' menus block it: a second page using this would move
 * it into the chunk every page loads.)
 */
export function BlockEmployerButton({
  name,
  by,
  blocked,
  companyKey,
  returnTo,
}: {
  name: string;
  by: { job: string } | { company: string };
  blocked: boolean;
  companyKey: string;
  returnTo: string;
}) {
  return blocked ? (
    <form method="post" action="/hidden/companies/delete">
      <input type="hidden" name="company" value={companyKey} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={hideButton}>
        {`Unblock ${name}`}
      </button>
    </form>
  ) : (
    <form method="post" action="/hidden/companies" data-hide="company">
      {'job' in by ? (
        <input type="hidden" name="job" value={by.job} />
      ) : (
        <input type="hidden" name="company" value={by.company} />
      )}
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={hideButton}>
        {`Block ${name}`}
      </button>
    </form>
  );
}
