import { Button } from '@joblane/ui/Button';
import { Dropdown } from '@joblane/ui/Dropdown';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { Toggle } from '@joblane/ui/Toggle';
import { IconTick } from '@joblane/ui/icons';
import { useRef, useState, type ComponentType } from 'react';

import type { PageProps } from '../../app/context.ts';
import { useHydrated } from '../../app/navigate.ts';
import {
  AccountForm,
  emptyForm,
  FormTextField,
  type FormState,
} from '../../components/AccountForm.tsx';
import { AlertChoice, frequencyOptions } from './AlertChoice.tsx';
import type { DeleteSearchDialogProps } from './DeleteSearchDialog.tsx';
import * as styles from './saved.css.ts';

/** A job as the saved list shows it. */
export interface SavedJobSummary {
  id: string;
  title: string;
  companyName: string;
  locationLabel: string;
  salaryLabel: string | null;
  listedAt: string;
}

export interface SavedJobItem {
  jobId: string;
  savedAt: string;
  /** Null when the job is no longer in the store at all. */
  job: SavedJobSummary | null;
  expired: boolean;
  /** Live jobs like an expired one. */
  similar: SavedJobSummary[];
}

export interface SavedSearchItem {
  id: string;
  name: string;
  /** Its results page. */
  href: string;
  alertOn: boolean;
  frequency: 'daily' | 'weekly';
}

/**
 * Every page of saving, by view: one page module (one chunk), like the account pages, so the
 * results page's chunks stay as they are.
 */
export type SavedViewData =
  | {
      view: 'saved-jobs';
      items: SavedJobItem[];
      total: number;
      page: number;
      pageCount: number;
      now: string;
    }
  | {
      view: 'save-job';
      job: { id: string; title: string; companyName: string };
      returnTo: string;
      alreadySaved: boolean;
    }
  | {
      view: 'saved-searches';
      searches: SavedSearchItem[];
      /** Rename forms that came back with problems, by saved search id. */
      forms: Record<string, FormState>;
    }
  | {
      view: 'new-saved-search';
      /** The canonical query string being saved. */
      search: string;
      href: string;
      defaultName: string;
      existing: { id: string; name: string } | null;
      form: FormState;
    }
  | { view: 'delete-saved-search'; search: SavedSearchItem };

const jobHref = (id: string) => `/job/${encodeURIComponent(id)}`;

// Its own small formatting (not the search pages' format module: sharing it with them would cut
// the results page's chunks along one more line).
const savedDate = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' });
const countFormat = new Intl.NumberFormat('en-AU');

function SavedJobsView({ data }: { data: Extract<SavedViewData, { view: 'saved-jobs' }> }) {
  const returnTo = data.page > 1 ? `/saved?page=${data.page}` : '/saved';
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="2" component="h1">
          Saved jobs
        </Heading>
        {data.total === 0 ? null : (
          <Text tone="secondary">
            {data.total === 1 ? '1 saved job' : `${countFormat.format(data.total)} saved jobs`},
            newest first
          </Text>
        )}
      </Stack>
      {data.items.length === 0 ? (
        <Text>
          {data.total === 0 ? 'You have not saved any jobs yet. ' : 'No saved jobs on this page. '}
          <TextLink href="/jobs">Search jobs</TextLink> and press Save on the ones to come back to.
        </Text>
      ) : (
        <ul className={styles.list} aria-label="Saved jobs">
          {data.items.map((item) => (
            <li key={item.jobId} className={styles.item} id={`saved-${item.jobId}`}>
              {item.job === null ? (
                <Text>This job is no longer on Joblane.</Text>
              ) : (
                <Stack space="xxsmall">
                  <Heading level="4" component="h2">
                    <TextLink href={jobHref(item.job.id)}>{item.job.title}</TextLink>
                  </Heading>
                  <Text>
                    {item.job.companyName} · {item.job.locationLabel}
                  </Text>
                  {item.job.salaryLabel === null ? null : (
                    <Text tone="secondary">{item.job.salaryLabel}</Text>
                  )}
                </Stack>
              )}
              {item.expired ? <span className={styles.expired}>Expired</span> : null}
              <div className={styles.row}>
                <Text size="small" tone="secondary">
                  Saved{' '}
                  <time dateTime={item.savedAt}>{savedDate.format(new Date(item.savedAt))}</time>
                </Text>
                {/* A plain form: the page comes back without the job (no toggle to keep). */}
                <form
                  method="post"
                  action={`/saved/${encodeURIComponent(item.jobId)}/delete`}
                  className={styles.inlineForm}
                >
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <Button
                    type="submit"
                    variant="soft"
                    size="small"
                    aria-label={`Remove ${item.job?.title ?? 'this job'} from saved jobs`}
                  >
                    Remove
                  </Button>
                </form>
              </div>
              {item.similar.length === 0 ? null : (
                <Stack space="xsmall">
                  <Text weight="medium">Similar jobs still open</Text>
                  <ul className={styles.similar}>
                    {item.similar.map((job) => (
                      <li key={job.id}>
                        <Text>
                          <TextLink href={jobHref(job.id)}>{job.title}</TextLink> ·{' '}
                          {job.companyName}, {job.locationLabel}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Stack>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.pageCount > 1 ? (
        <nav aria-label="Saved job pages" className={styles.row}>
          {data.page > 1 ? (
            <TextLink href={data.page > 2 ? `/saved?page=${data.page - 1}` : '/saved'}>
              Newer saved jobs
            </TextLink>
          ) : (
            <span />
          )}
          <Text tone="secondary">
            Page {data.page} of {data.pageCount}
          </Text>
          {data.page < data.pageCount ? (
            <TextLink href={`/saved?page=${data.page + 1}`}>Older saved jobs</TextLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <Text>
        <TextLink href="/saved-searches">Your saved searches</TextLink>
      </Text>
    </Stack>
  );
}

function SaveJobView({ data }: { data: Extract<SavedViewData, { view: 'save-job' }> }) {
  const { job } = data;
  return (
    <Stack space="large">
      <Heading level="2" component="h1">
        {data.alreadySaved ? 'You saved this job' : 'Save this job?'}
      </Heading>
      <Text>
        <TextLink href={jobHref(job.id)}>{job.title}</TextLink> at {job.companyName}
      </Text>
      {data.alreadySaved ? (
        <Text>
          It is in your <TextLink href="/saved">saved jobs</TextLink>.{' '}
          <TextLink href={data.returnTo}>Go back</TextLink>
        </Text>
      ) : (
        <form method="post" action={`/saved/${encodeURIComponent(job.id)}`}>
          <input type="hidden" name="returnTo" value={data.returnTo} />
          <Stack space="medium">
            <div>
              <Button type="submit" tone="brandAccent">
                Save job
              </Button>
            </div>
            <Text>
              <TextLink href={data.returnTo}>Go back without saving</TextLink>
            </Text>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** What a change of the alert did, in words (shown and announced). */
function alertStatus(on: boolean, frequency: string, changed: 'switch' | 'frequency'): string {
  if (changed === 'switch') {
    return on
      ? `Alert on: we will email you new jobs ${frequency}.`
      : 'Alert off: no more emails for this search.';
  }
  return on
    ? `Saved: we will email you new jobs ${frequency}.`
    : `Saved: ${frequency}, once you switch the alert on.`;
}

/**
 * A saved search's alert: the kit's Toggle (a switch) and the frequency in one POST form with
 * its own button, so it works without JavaScript. With it, each change is sent at once, the
 * button goes, and what changed is said in a status message (announced politely).
 */
function AlertForm({ search }: { search: SavedSearchItem }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [on, setOn] = useState(search.alertOn);
  const [frequency, setFrequency] = useState<string>(search.frequency);
  const [status, setStatus] = useState('');
  const action = `/saved-searches/${encodeURIComponent(search.id)}/alert`;

  async function send(nextOn: boolean, nextFrequency: string, changed: 'switch' | 'frequency') {
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: new URLSearchParams({
          ...(nextOn ? { alert: 'on' } : {}),
          frequency: nextFrequency,
        }),
        headers: { accept: 'application/json' },
      });
      await response.arrayBuffer(); // read to the end (see saveJobClient.tsx)
      if (!response.ok) throw new Error(`the alert answered ${response.status}`);
      setStatus(alertStatus(nextOn, nextFrequency, changed));
    } catch {
      // Anything unexpected: the plain form, and the server's page says what happened.
      formRef.current?.submit();
    }
  }

  return (
    <form ref={formRef} method="post" action={action} className={styles.inlineForm}>
      <div className={styles.actions}>
        <Toggle
          id={`alert-${search.id}`}
          name="alert"
          label="Email alert"
          on={on}
          onChange={(next) => {
            setOn(next);
            if (hydrated) void send(next, frequency, 'switch');
          }}
        />
        <Dropdown
          id={`frequency-${search.id}`}
          name="frequency"
          label="How often"
          options={frequencyOptions}
          value={frequency}
          onChange={(next) => {
            setFrequency(next);
            if (hydrated) void send(on, next, 'frequency');
          }}
        />
        {/*
          With JavaScript every change is saved at once: nothing is left to press. The button
          keeps its place, unseen and out of the Tab order, so nothing below it moves.
        */}
        <span className={hydrated ? styles.keptPlace : undefined}>
          <Button type="submit" variant="soft" size="small">
            Save alert
          </Button>
        </span>
      </div>
      {/* In the page from the start, so what is written into it later is announced. */}
      <output className={styles.alertStatus}>
        {status === '' ? null : (
          <>
            <IconTick tone="positive" />
            <span>{status}</span>
          </>
        )}
      </output>
    </form>
  );
}

type DeleteDialog = ComponentType<DeleteSearchDialogProps>;
let deleteDialogRequest: Promise<DeleteDialog> | null = null;
const loadDeleteDialog = () =>
  (deleteDialogRequest ??= import('./DeleteSearchDialog.tsx').then(
    (module) => module.DeleteSearchDialog,
    (error: unknown) => {
      deleteDialogRequest = null;
      throw error;
    },
  ));

function SavedSearchesView({ data }: { data: Extract<SavedViewData, { view: 'saved-searches' }> }) {
  const hydrated = useHydrated();
  const [deleting, setDeleting] = useState<{
    search: SavedSearchItem;
    Dialog: DeleteDialog;
  } | null>(null);
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="2" component="h1">
          Saved searches
        </Heading>
        <Text tone="secondary">
          Switch on an alert to get a search&apos;s new jobs by email, daily or weekly.
        </Text>
      </Stack>
      {data.searches.length === 0 ? (
        <Text>
          You have no saved searches yet. <TextLink href="/jobs">Search jobs</TextLink> and choose
          &ldquo;Save this search&rdquo;.
        </Text>
      ) : (
        <ul className={styles.list} aria-label="Saved searches">
          {data.searches.map((search) => {
            const renameId = `rename-${search.id}`;
            const deleteHref = `/saved-searches/${encodeURIComponent(search.id)}/delete`;
            return (
              <li key={search.id} id={`search-${search.id}`} className={styles.item}>
                <div className={styles.row}>
                  <Heading level="4" component="h2">
                    {search.name}
                  </Heading>
                  <TextLink href={search.href}>See jobs</TextLink>
                </div>
                <AlertForm key={`${search.alertOn}-${search.frequency}`} search={search} />
                <details open={data.forms[search.id] !== undefined}>
                  <summary>Rename or delete</summary>
                  <Stack space="medium">
                    <AccountForm
                      key={search.name}
                      action={`/saved-searches/${encodeURIComponent(search.id)}/rename`}
                      form={data.forms[search.id] ?? { values: { name: search.name }, errors: {} }}
                      fieldIds={{ name: renameId }}
                      submitLabel="Rename"
                    >
                      <FormTextField id={renameId} name="name" label="Name" />
                    </AccountForm>
                    <div>
                      <TextLink
                        href={deleteHref}
                        aria-haspopup={hydrated ? 'dialog' : undefined}
                        onClick={(event) => {
                          if (!hydrated) return;
                          event.preventDefault();
                          const href = event.currentTarget.href;
                          loadDeleteDialog().then(
                            (Dialog) => setDeleting({ search, Dialog }),
                            () => window.location.assign(href),
                          );
                        }}
                      >
                        Delete this saved search
                      </TextLink>
                    </div>
                  </Stack>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <Text>
        <TextLink href="/saved">Your saved jobs</TextLink>
      </Text>
      {deleting === null ? null : (
        <deleting.Dialog search={deleting.search} onClose={() => setDeleting(null)} />
      )}
    </Stack>
  );
}

function NewSavedSearchView({
  data,
}: {
  data: Extract<SavedViewData, { view: 'new-saved-search' }>;
}) {
  return (
    <Stack space="large">
      <Heading level="2" component="h1">
        Save this search
      </Heading>
      <Text>
        <TextLink href={data.href}>{data.defaultName}</TextLink>
      </Text>
      {data.existing === null ? (
        <AccountForm
          action="/saved-searches"
          form={
            data.form.errors.name === undefined && data.form.values.name === undefined
              ? { values: { name: data.defaultName }, errors: data.form.errors }
              : data.form
          }
          fieldIds={{ name: 'saved-search-name' }}
          submitLabel="Save search"
          hidden={{ search: data.search }}
        >
          <FormTextField
            id="saved-search-name"
            name="name"
            label="Name"
            description="Up to 80 characters."
          />
          <AlertChoice
            idPrefix="saved-search"
            // A fresh form starts with the alert on; one sent back keeps what was chosen.
            defaultOn={data.form.values.name === undefined || data.form.values.alert === 'on'}
            defaultFrequency={data.form.values.frequency ?? 'daily'}
          />
        </AccountForm>
      ) : (
        <Text>
          You saved this search already, as &ldquo;{data.existing.name}&rdquo;. See it in{' '}
          <TextLink href={`/saved-searches#search-${data.existing.id}`}>
            your saved searches
          </TextLink>
          .
        </Text>
      )}
    </Stack>
  );
}

function DeleteSavedSearchView({
  data,
}: {
  data: Extract<SavedViewData, { view: 'delete-saved-search' }>;
}) {
  return (
    <Stack space="large">
      <Heading level="2" component="h1">
        Delete &ldquo;{data.search.name}&rdquo;?
      </Heading>
      <Text>Its email alert stops too. The jobs it found stay on Joblane.</Text>
      <AccountForm
        action={`/saved-searches/${encodeURIComponent(data.search.id)}/delete`}
        form={emptyForm}
        fieldIds={{}}
        submitLabel="Delete saved search"
        tone="critical"
      />
      <Text>
        <TextLink href="/saved-searches">Keep it</TextLink>
      </Text>
    </Stack>
  );
}

export default function SavedPage({ data }: PageProps<SavedViewData>) {
  switch (data.view) {
    case 'saved-jobs':
      return <SavedJobsView data={data} />;
    case 'save-job':
      return <SaveJobView data={data} />;
    case 'saved-searches':
      return <SavedSearchesView data={data} />;
    case 'new-saved-search':
      return <NewSavedSearchView data={data} />;
    case 'delete-saved-search':
      return <DeleteSavedSearchView data={data} />;
  }
}
