import type { ScreeningQuestion } from '@joblane/jobs/query';
import { Button } from '@joblane/ui/Button';
import { ErrorSummary, type ErrorSummaryItem } from '@joblane/ui/ErrorSummary';
import { FileInput } from '@joblane/ui/FileInput';
import { Heading } from '@joblane/ui/Heading';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { Stack } from '@joblane/ui/Stack';
import { formatNumber, Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { Textarea } from '@joblane/ui/Textarea';
import { useState, type FormEvent } from 'react';

/** The job as the apply pages show it. */
export interface ApplyJob {
  id: string;
  title: string;
  companyName: string;
  locationLabel: string;
  questions: ScreeningQuestion[];
}

/** A résumé already uploaded (kept between the form and the review step). */
export interface KeptResume {
  id: string;
  name: string;
  typeLabel: string;
  sizeLabel: string;
}

export interface ApplyFormState {
  coverLetter: string;
  answers: Record<string, string>;
  resume: KeptResume | null;
  /** Problems by field: `coverLetter`, `resume`, `answer.<questionId>`. */
  errors: Record<string, string>;
  /** The résumés kept in the seeker's profile, to choose from (absent: none). */
  storedResumes?: KeptResume[];
  /** Questions whose answer is the one the seeker gave before (filled in from their profile). */
  remembered?: string[];
}

/** What the employer will see of the applicant besides the application (from the account). */
export interface Applicant {
  name: string;
  email: string;
}

export const COVER_LETTER_LIMIT = 2000;

const countMessage = (remaining: number) =>
  remaining >= 0
    ? `${formatNumber(remaining)} ${remaining === 1 ? 'character' : 'characters'} left`
    : `${formatNumber(-remaining)} ${remaining === -1 ? 'character' : 'characters'} over the limit`;

/** Where the apply form posts (every step: review, edit, submit). */
export const applyAction = (jobId: string) => `/job/${encodeURIComponent(jobId)}/apply`;

export const fieldIds = {
  coverLetter: 'apply-cover-letter',
  resume: 'apply-resume',
  resumeChoice: 'apply-resume-choice',
  answer: (id: string) => `apply-answer-${id}`,
};

/** How the summary names a problem: the field first, so two questions never read the same. */
function summaryMessage(job: ApplyJob, name: string, message: string): string {
  if (!name.startsWith('answer.')) return message;
  const question = job.questions.find((each) => `answer.${each.id}` === name)?.question;
  if (question === undefined) return message;
  // "Answer this question." and "Choose an answer to this question." both mean none was given.
  if (message.endsWith('this question.')) return `Answer ‘${question}’`;
  return `${message.replace(/\.$/u, '')} for ‘${question}’`;
}

/** The form's problems in the order of its fields (cover letter, résumé, then each question). */
function summaryErrors(job: ApplyJob, errors: Record<string, string>): ErrorSummaryItem[] {
  const order = [
    ['coverLetter', fieldIds.coverLetter],
    ['resume', fieldIds.resume],
    ...job.questions.map((question) => [`answer.${question.id}`, fieldIds.answer(question.id)]),
  ] as const;
  const known = new Set<string>(order.map(([name]) => name));
  return [
    ...order.flatMap(([name, fieldId]) =>
      errors[name] === undefined
        ? []
        : [{ message: summaryMessage(job, name, errors[name]), fieldId }],
    ),
    // Anything else the server said (none today) still shows, after the fields' problems.
    ...Object.entries(errors)
      .filter(([name]) => !known.has(name))
      .map(([, message]) => ({ message })),
  ];
}

/** One screening question as the apply form asks it (the employer's preview shows the same). */
export function Question({
  question,
  value,
  error,
  remembered = false,
}: {
  question: ScreeningQuestion;
  value: string;
  error: string | undefined;
  /** The answer is one the seeker gave before to the same question: say so. */
  remembered?: boolean;
}) {
  const id = fieldIds.answer(question.id);
  const name = `answer.${question.id}`;
  const problem = error === undefined ? {} : { message: error, tone: 'critical' as const };
  const note = remembered
    ? {
        description:
          'Filled in with your answer from an earlier application. Check it still holds.',
      }
    : {};
  if (question.kind === 'text') {
    return (
      <Textarea
        id={id}
        name={name}
        label={question.question}
        defaultValue={value}
        {...note}
        {...problem}
      />
    );
  }
  const options =
    question.kind === 'yes-no'
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : question.options.map((option) => ({ value: option, label: option }));
  return (
    <RadioGroup
      id={id}
      name={name}
      label={question.question}
      defaultValue={value}
      {...note}
      {...problem}
    >
      {options.map((option) => (
        <RadioItem key={option.value} value={option.value} label={option.label} />
      ))}
    </RadioGroup>
  );
}

const resumeAccept =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const resumeLabel = (resume: KeptResume) =>
  `${resume.name} (${resume.typeLabel}, ${resume.sizeLabel})`;

/**
 * The résumé to send: with résumés kept in the profile, a choice among them (the default chosen)
 * and a file input to send another instead; without, the file input alone (with the upload kept
 * from the review step, if any).
 */
function ResumeChoice({ state, error }: { state: ApplyFormState; error: string | undefined }) {
  const problem = error === undefined ? {} : { message: error, tone: 'critical' as const };
  const stored = state.storedResumes ?? [];
  if (stored.length === 0) {
    return (
      <div>
        <FileInput
          id={fieldIds.resume}
          name="resume"
          label="Résumé"
          accept={resumeAccept}
          description={
            state.resume === null
              ? 'A PDF or Word (.docx) document of up to 5 MB.'
              : `Kept: ${resumeLabel(state.resume)}. Choose a file only to replace it.`
          }
          {...problem}
        />
        {state.resume === null ? null : (
          <input type="hidden" name="resumeId" value={state.resume.id} />
        )}
      </div>
    );
  }
  // An upload for this application only (from the review step) is offered beside the kept ones.
  const choices =
    state.resume === null || stored.some((resume) => resume.id === state.resume!.id)
      ? stored
      : [...stored, state.resume];
  return (
    <Stack space="medium">
      <RadioGroup
        id={fieldIds.resumeChoice}
        name="resumeId"
        label="Résumé"
        description="From your profile. The employer gets only the one you choose."
        defaultValue={state.resume?.id ?? ''}
      >
        {choices.map((resume) => (
          <RadioItem key={resume.id} value={resume.id} label={resumeLabel(resume)} />
        ))}
      </RadioGroup>
      <FileInput
        id={fieldIds.resume}
        name="resume"
        label="Or upload another résumé"
        secondaryLabel="optional"
        accept={resumeAccept}
        description="A PDF or Word (.docx) document of up to 5 MB, sent instead of the one chosen above."
        {...problem}
      />
    </Stack>
  );
}

/**
 * The application form: a plain multipart form (cover letter, résumé, answers) that goes to the
 * review step. Its problems come back in a summary at the top (GOV.UK's pattern: it takes focus,
 * one link per problem in the fields' order) and at each field. With JavaScript, a cover letter
 * over the limit is stopped before it is sent, with the same message the server gives.
 */
export function ApplyForm({ job, state }: { job: ApplyJob; state: ApplyFormState }) {
  const [errors, setErrors] = useState(state.errors);

  function check(event: FormEvent<HTMLFormElement>) {
    const letter = event.currentTarget.elements.namedItem('coverLetter');
    const length = letter instanceof HTMLTextAreaElement ? letter.value.trimEnd().length : 0;
    if (length <= COVER_LETTER_LIMIT) return;
    event.preventDefault();
    setErrors({
      ...errors,
      coverLetter: `Your cover letter is ${formatNumber(length)} characters long. Shorten it to ${formatNumber(COVER_LETTER_LIMIT)} characters or fewer.`,
    });
  }

  const resumeError = errors.resume;
  return (
    <form
      method="post"
      action={applyAction(job.id)}
      encType="multipart/form-data"
      noValidate
      onSubmit={check}
    >
      <Stack space="xlarge">
        {/* Only with problems: an empty item would still take the stack's space. */}
        {Object.keys(errors).length === 0 ? null : (
          <ErrorSummary errors={summaryErrors(job, errors)} />
        )}
        <Textarea
          id={fieldIds.coverLetter}
          name="coverLetter"
          label="Cover letter"
          secondaryLabel="optional"
          description={`Tell the employer why you want this job and what you bring to it. Up to ${formatNumber(COVER_LETTER_LIMIT)} characters.`}
          characterLimit={COVER_LETTER_LIMIT}
          characterCountMessage={countMessage}
          defaultValue={state.coverLetter}
          {...(errors.coverLetter === undefined
            ? {}
            : { message: errors.coverLetter, tone: 'critical' as const })}
        />
        <ResumeChoice state={state} error={resumeError} />
        {job.questions.length === 0 ? null : (
          <Stack space="large">
            <Heading level="3" component="h2">
              Questions from {job.companyName}
            </Heading>
            {job.questions.map((question) => (
              <Question
                key={question.id}
                question={question}
                value={state.answers[question.id] ?? ''}
                error={errors[`answer.${question.id}`]}
                remembered={state.remembered?.includes(question.id) ?? false}
              />
            ))}
          </Stack>
        )}
        <div>
          <Button type="submit" name="step" value="review" tone="brandAccent">
            Review application
          </Button>
        </div>
        <Text tone="secondary">
          Nothing is sent yet: the next step shows exactly what {job.companyName} will see.{' '}
          {(state.storedResumes ?? []).length === 0 ? (
            <>
              Keep your résumé in <TextLink href="/profile">your profile</TextLink> to apply faster
              next time.
            </>
          ) : (
            <TextLink href="/profile">Change your profile</TextLink>
          )}
        </Text>
      </Stack>
    </form>
  );
}
