import type { ScreeningQuestion } from '@joblane/jobs/query';
import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { FieldLabel } from '@joblane/ui/FieldLabel';
import { FieldMessage } from '@joblane/ui/FieldMessage';
import { Heading } from '@joblane/ui/Heading';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { Textarea } from '@joblane/ui/Textarea';
import { TextLink } from '@joblane/ui/TextLink';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import * as styles from './applications.css.ts';

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
}

export const COVER_LETTER_LIMIT = 2000;

const countMessage = (remaining: number) =>
  remaining >= 0
    ? `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`
    : `${-remaining} ${remaining === -1 ? 'character' : 'characters'} over the limit`;

/** Where the apply form posts (every step: review, edit, submit). */
export const applyAction = (jobId: string) => `/job/${encodeURIComponent(jobId)}/apply`;

export const fieldIds = {
  coverLetter: 'apply-cover-letter',
  resume: 'apply-resume',
  answer: (id: string) => `apply-answer-${id}`,
};

const idOfField = (name: string): string | undefined =>
  name.startsWith('answer.')
    ? fieldIds.answer(name.slice('answer.'.length))
    : name === 'coverLetter'
      ? fieldIds.coverLetter
      : name === 'resume'
        ? fieldIds.resume
        : undefined;

function ErrorSummary({ errors }: { errors: Record<string, string> }) {
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return (
    <Alert tone="critical">
      <Stack space="small">
        <Text weight="strong">Please check {names.length === 1 ? 'this' : 'these'}:</Text>
        {names.map((name) => {
          const id = idOfField(name);
          return (
            <Text key={name}>
              {id === undefined ? (
                errors[name]
              ) : (
                <TextLink href={`#${id}`}>{errors[name]}</TextLink>
              )}
            </Text>
          );
        })}
      </Stack>
    </Alert>
  );
}

/** One screening question as the apply form asks it (the employer's preview shows the same). */
export function Question({
  question,
  value,
  error,
}: {
  question: ScreeningQuestion;
  value: string;
  error: string | undefined;
}) {
  const id = fieldIds.answer(question.id);
  const name = `answer.${question.id}`;
  const problem = error === undefined ? {} : { message: error, tone: 'critical' as const };
  if (question.kind === 'text') {
    return (
      <Textarea id={id} name={name} label={question.question} defaultValue={value} {...problem} />
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
    <RadioGroup id={id} name={name} label={question.question} defaultValue={value} {...problem}>
      {options.map((option) => (
        <RadioItem key={option.value} value={option.value} label={option.label} />
      ))}
    </RadioGroup>
  );
}

/**
 * The application form: a plain multipart form (cover letter, résumé, answers) that goes to the
 * review step. With JavaScript, a cover letter over the limit is stopped before it is sent, with
 * the same message the server gives.
 */
export function ApplyForm({ job, state }: { job: ApplyJob; state: ApplyFormState }) {
  const [errors, setErrors] = useState(state.errors);
  const formRef = useRef<HTMLFormElement>(null);
  // Every step is a new document (the pages have no in-page navigation): the server's problems
  // are the starting state, and a blocked submit adds the cover letter's.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function check(event: FormEvent<HTMLFormElement>) {
    const letter = event.currentTarget.elements.namedItem('coverLetter');
    const length = letter instanceof HTMLTextAreaElement ? letter.value.trimEnd().length : 0;
    if (length <= COVER_LETTER_LIMIT) return;
    event.preventDefault();
    setErrors({
      ...errors,
      coverLetter: `Your cover letter is ${length.toLocaleString('en-AU').replace(/,/gu, ' ')} characters long. Shorten it to 2 000 characters or fewer.`,
    });
  }

  const resumeError = errors.resume;
  return (
    <form
      ref={formRef}
      method="post"
      action={applyAction(job.id)}
      encType="multipart/form-data"
      noValidate
      onSubmit={check}
    >
      <Stack space="xlarge">
        <ErrorSummary errors={errors} />
        <Textarea
          id={fieldIds.coverLetter}
          name="coverLetter"
          label="Cover letter"
          secondaryLabel="optional"
          description="Tell the employer why you want this job and what you bring to it."
          characterLimit={COVER_LETTER_LIMIT}
          characterCountMessage={countMessage}
          defaultValue={state.coverLetter}
          {...(errors.coverLetter === undefined
            ? {}
            : { message: errors.coverLetter, tone: 'critical' as const })}
        />
        <Stack space="xsmall">
          <FieldLabel
            htmlFor={fieldIds.resume}
            label="Résumé"
            description={
              state.resume === null
                ? 'A PDF or Word (.docx) document of up to 5 MB.'
                : `Kept: ${state.resume.name} (${state.resume.typeLabel}, ${state.resume.sizeLabel}). Choose a file only to replace it.`
            }
            descriptionId={`${fieldIds.resume}-description`}
          />
          <input
            id={fieldIds.resume}
            className={styles.fileInput}
            type="file"
            name="resume"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-describedby={`${fieldIds.resume}-description${resumeError === undefined ? '' : ` ${fieldIds.resume}-message`}`}
            aria-invalid={resumeError === undefined ? undefined : true}
          />
          {resumeError === undefined ? null : (
            <FieldMessage id={`${fieldIds.resume}-message`} message={resumeError} tone="critical" />
          )}
          {state.resume === null ? null : (
            <input type="hidden" name="resumeId" value={state.resume.id} />
          )}
        </Stack>
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
              />
            ))}
          </Stack>
        )}
        <div>
          <Button type="submit" name="step" value="review" tone="brandAccent">
            Review application
          </Button>
        </div>
      </Stack>
    </form>
  );
}
