import { Badge } from '@joblane/ui/Badge';
import { Button } from '@joblane/ui/Button';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Checkbox } from '@joblane/ui/Checkbox';
import { ErrorSummary, type ErrorSummaryItem } from '@joblane/ui/ErrorSummary';
import { FileInput } from '@joblane/ui/FileInput';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextField } from '@joblane/ui/TextField';
import { TextLink } from '@joblane/ui/TextLink';
import { useState, type ComponentType, type ReactNode } from 'react';

import type { PageProps } from '../../app/context.ts';
import { PlaceField } from '../../components/PlaceField.tsx';
import { scrollList } from '../../components/scrollList.css.ts';
import { useHydrated } from '../../app/navigate.ts';
import * as styles from './profile.css.ts';
import type { RemoveResumeDialogProps } from './RemoveResumeDialog.tsx';
import { RemoveResumeForm } from './RemoveResumeForm.tsx';

/** An option of one of the profile's lists (the search's own values and labels). */
export interface ProfileOption {
  id: string;
  label: string;
}

/** The details form as typed (every value a string, as a form posts it). */
export interface ProfileFormValues {
  name: string;
  headline: string;
  place: string;
  workRights: string;
  classifications: string[];
  workTypes: string[];
  workArrangements: string[];
  salaryExpectation: string;
}

/** A résumé kept in the profile, as the page lists it. */
export interface ProfileResume {
  id: string;
  name: string;
  typeLabel: string;
  sizeLabel: string;
  isDefault: boolean;
}

export interface ProfileViewData {
  values: ProfileFormValues;
  /** Problems of the details form by field (`name`, `headline`, `place`, ...). */
  errors: Record<string, string>;
  /** Whether the profile was ever saved. */
  saved: boolean;
  resumes: ProfileResume[];
  maxResumes: number;
  /** The upload's problem, when the last upload was refused. */
  resumeError: string | null;
  rememberedAnswers: number;
  /** `/profile/resumes/:id/remove`: the kept résumé to remove, asked about instead of the form. */
  removing?: ProfileResume;
  options: {
    workRights: ProfileOption[];
    classifications: ProfileOption[];
    workTypes: ProfileOption[];
    workArrangements: ProfileOption[];
  };
}

export const profileFieldIds = {
  name: 'profile-name',
  headline: 'profile-headline',
  place: 'profile-place',
  workRights: 'profile-work-rights',
  classifications: 'profile-classifications',
  workTypes: 'profile-work-types',
  workArrangements: 'profile-work-arrangements',
  salaryExpectation: 'profile-salary',
  resume: 'profile-resume',
} as const;

type DetailField = Exclude<keyof typeof profileFieldIds, 'resume'>;

const detailOrder: DetailField[] = [
  'name',
  'headline',
  'place',
  'workRights',
  'classifications',
  'workTypes',
  'workArrangements',
  'salaryExpectation',
];

const problem = (message: string | undefined) =>
  message === undefined ? {} : { message, tone: 'critical' as const };

/** The profile's lists of checkboxes, in the form's order. */
const choiceLists: {
  name: 'classifications' | 'workTypes' | 'workArrangements';
  legend: string;
  scroll: boolean;
}[] = [
  { name: 'classifications', legend: 'Classifications you want to work in', scroll: true },
  { name: 'workTypes', legend: 'Work types', scroll: false },
  { name: 'workArrangements', legend: 'Arrangements', scroll: false },
];

/** Checkboxes of one list, in a fieldset whose legend names it (and says what is wrong). */
function Choices({
  id,
  legend,
  name,
  options,
  chosen,
  error,
  scroll = false,
}: {
  id: string;
  legend: string;
  name: string;
  options: ProfileOption[];
  chosen: string[];
  error: string | undefined;
  scroll?: boolean;
}) {
  const boxes = options.map((option, index) => (
    <Checkbox
      key={option.id}
      // The first box is where the summary's link sends focus.
      id={index === 0 ? id : `${id}-${option.id}`}
      name={name}
      value={option.id}
      label={option.label}
      defaultChecked={chosen.includes(option.id)}
    />
  ));
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend className={styles.legend}>
        {legend} <span className={styles.optional}>optional</span>
      </legend>
      {error === undefined ? null : (
        <Text tone="critical" id={`${id}-error`}>
          {error}
        </Text>
      )}
      {scroll ? <div className={scrollList}>{boxes}</div> : boxes}
    </fieldset>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack space="large">
        <Heading level="3" component="h2" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

function DetailsForm({ data }: { data: ProfileViewData }) {
  const { values, errors, options } = data;
  const summary: ErrorSummaryItem[] = detailOrder.flatMap((field) =>
    errors[field] === undefined
      ? []
      : [{ message: errors[field], fieldId: profileFieldIds[field] }],
  );
  return (
    <form method="post" action="/profile" noValidate>
      <Stack space="xlarge">
        {/* Only when there are problems: an empty summary would still take its space. */}
        {summary.length === 0 ? null : <ErrorSummary errors={summary} />}
        <TextField
          id={profileFieldIds.name}
          name="name"
          label="Your name"
          autoComplete="name"
          defaultValue={values.name}
          {...problem(errors.name)}
        />
        <TextField
          id={profileFieldIds.headline}
          name="headline"
          label="Headline"
          secondaryLabel="optional"
          description="A line about you, such as “Registered nurse, 6 years in emergency”. Up to 120 characters."
          defaultValue={values.headline}
          {...problem(errors.headline)}
        />
        <PlaceField
          id={profileFieldIds.place}
          name="place"
          label="Location"
          secondaryLabel="optional"
          description="The suburb, city or region you want to work in."
          defaultValue={values.place}
          {...(errors.place === undefined ? {} : { message: errors.place })}
        />
        <RadioGroup
          id={profileFieldIds.workRights}
          name="workRights"
          label="Your right to work in Australia"
          secondaryLabel="optional"
          defaultValue={values.workRights}
          {...problem(errors.workRights)}
        >
          {options.workRights.map((option) => (
            <RadioItem key={option.id} value={option.id} label={option.label} />
          ))}
        </RadioGroup>
        {choiceLists.map(({ name, legend, scroll }) => (
          <Choices
            key={name}
            id={profileFieldIds[name]}
            legend={legend}
            name={name}
            options={options[name]}
            chosen={values[name]}
            error={errors[name]}
            scroll={scroll}
          />
        ))}
        <TextField
          id={profileFieldIds.salaryExpectation}
          name="salaryExpectation"
          label="Salary expectation, a year"
          secondaryLabel="optional, private"
          description="Private: used only to match jobs to you. Employers never see it, not even when you apply."
          prefix="$"
          inputMode="numeric"
          defaultValue={values.salaryExpectation}
          {...problem(errors.salaryExpectation)}
        />
        <div>
          <Button type="submit" tone="brandAccent">
            Save profile
          </Button>
        </div>
      </Stack>
    </form>
  );
}

type RemoveDialog = ComponentType<RemoveResumeDialogProps>;
let removeDialogRequest: Promise<RemoveDialog> | null = null;
const loadRemoveDialog = () =>
  (removeDialogRequest ??= import('./RemoveResumeDialog.tsx').then(
    (module) => module.RemoveResumeDialog,
    (error: unknown) => {
      removeDialogRequest = null;
      throw error;
    },
  ));

function Resumes({ data }: { data: ProfileViewData }) {
  const full = data.resumes.length >= data.maxResumes;
  const hydrated = useHydrated();
  const [removing, setRemoving] = useState<{
    resume: ProfileResume;
    Dialog: RemoveDialog;
  } | null>(null);
  return (
    <Stack space="large">
      {removing === null ? null : (
        <removing.Dialog resume={removing.resume} onClose={() => setRemoving(null)} />
      )}
      <Text>
        Keep up to {data.maxResumes} résumés. The default one is chosen for you when you apply; you
        can pick another or upload one there.
      </Text>
      {data.resumes.length === 0 ? (
        <Text tone="secondary">You have not kept a résumé yet.</Text>
      ) : (
        <ul className={styles.resumes}>
          {data.resumes.map((resume) => (
            <li key={resume.id} className={styles.resume}>
              <Stack space="small">
                <Text>
                  <strong>{resume.name}</strong> ({resume.typeLabel}, {resume.sizeLabel}){' '}
                  {resume.isDefault ? <Badge tone="positive">Default</Badge> : null}
                </Text>
                <div className={styles.actions}>
                  {resume.isDefault ? null : (
                    <form method="post" action={`/profile/resumes/${resume.id}/default`}>
                      <Button type="submit" variant="soft" size="small">
                        Make default<HiddenVisually>: {resume.name}</HiddenVisually>
                      </Button>
                    </form>
                  )}
                  <ButtonLink
                    href={`/profile/resumes/${encodeURIComponent(resume.id)}/remove`}
                    variant="ghost"
                    tone="critical"
                    size="small"
                    aria-haspopup={hydrated ? 'dialog' : undefined}
                    onClick={(event) => {
                      if (!hydrated) return;
                      event.preventDefault();
                      const href = event.currentTarget.href;
                      loadRemoveDialog().then(
                        (Dialog) => setRemoving({ resume, Dialog }),
                        () => window.location.assign(href),
                      );
                    }}
                  >
                    Remove<HiddenVisually> {resume.name}</HiddenVisually>
                  </ButtonLink>
                </div>
              </Stack>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <Text tone="secondary">
          You keep {data.maxResumes} résumés, the most a profile holds. Remove one to add another.
        </Text>
      ) : (
        <form method="post" action="/profile/resumes" encType="multipart/form-data">
          <Stack space="medium">
            <FileInput
              id={profileFieldIds.resume}
              name="resume"
              label="Add a résumé"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              description="A PDF or Word (.docx) document of up to 5 MB."
              {...problem(data.resumeError ?? undefined)}
            />
            <div>
              <Button type="submit" variant="soft">
                Upload résumé
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** `/profile/resumes/:id/remove`: asks before removing a kept résumé (without JavaScript). */
function RemoveResumeView({ resume }: { resume: ProfileResume }) {
  return (
    <div className={styles.page}>
      <Stack space="large">
        <Heading level="2" component="h1">
          Remove &ldquo;{resume.name}&rdquo;?
        </Heading>
        <RemoveResumeForm resume={resume} />
        <Text>
          <TextLink href="/profile#profile-resumes">Keep it</TextLink>
        </Text>
      </Stack>
    </div>
  );
}

export default function ProfilePage({ data }: PageProps<ProfileViewData>) {
  if (data.removing !== undefined) return <RemoveResumeView resume={data.removing} />;
  return (
    <div className={styles.page}>
      <Stack space="xxlarge">
        <Stack space="medium">
          <Heading level="2" component="h1">
            Your profile
          </Heading>
          <Text>
            Your profile fills in your applications for you. It is hidden: employers see only what
            you choose to send with an application, and the review step before you send it shows
            exactly that.
          </Text>
        </Stack>
        <Section id="profile-details" title="About you">
          <DetailsForm data={data} />
        </Section>
        <Section id="profile-resumes" title="Résumés">
          <Resumes data={data} />
        </Section>
        <Section id="profile-visibility" title="Who sees your profile">
          <Text>
            <strong>Hidden.</strong> No employer can look you up. An employer you apply to sees your
            name, email address and what you send: the résumé you choose, your cover letter and
            answers. Never your headline, location, work rights, salary expectation or other
            résumés.
          </Text>
        </Section>
        {data.rememberedAnswers === 0 ? null : (
          <Section id="profile-answers" title="Answers you gave before">
            <Text>
              {data.rememberedAnswers === 1
                ? '1 answer to a screening question is'
                : `${data.rememberedAnswers} answers to screening questions are`}{' '}
              offered filled in when an ad asks the same question. You check them before anything is
              sent. <TextLink href="/account/export">Download your data</TextLink> to read them.
            </Text>
            <form method="post" action="/profile/answers/forget">
              <Button type="submit" variant="soft" tone="critical">
                Forget my answers
              </Button>
            </form>
          </Section>
        )}
      </Stack>
    </div>
  );
}
