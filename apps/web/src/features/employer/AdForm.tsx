import {
  adFieldLimits,
  payCurrencies,
  payTypes,
  questionKinds,
  type AdFormErrors,
  type AdFormValues,
  type QuestionValues,
} from '@joblane/ads/fields';
import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Dropdown } from '@joblane/ui/Dropdown';
import { Heading } from '@joblane/ui/Heading';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { Textarea } from '@joblane/ui/Textarea';
import { TextDropdown } from '@joblane/ui/TextDropdown';
import { TextField } from '@joblane/ui/TextField';
import { TextLink } from '@joblane/ui/TextLink';
import { Toggle } from '@joblane/ui/Toggle';
import { useEffect, useRef, useState } from 'react';

import { useHydrated } from '../../app/navigate.ts';
import * as styles from './employer.css.ts';
import { AdPlaceField } from './AdPlaceField.tsx';
import { adEditHref } from './Dashboard.tsx';

/** The ad the form edits (null: a new ad). */
export interface AdFormAd {
  id: string;
  title: string;
  status: 'draft' | 'live' | 'closed' | 'expired';
}

/** The choices the form offers, from the job taxonomy (sent by the server: the browser has none). */
export interface AdFormOptions {
  classifications: {
    id: string;
    label: string;
    subClassifications: { id: string; label: string }[];
  }[];
  workTypes: { id: string; label: string }[];
  workArrangements: { id: string; label: string }[];
}

export interface AdFormProps {
  ad: AdFormAd | null;
  values: AdFormValues;
  errors: AdFormErrors;
  options: AdFormOptions;
}

const countMessage = (remaining: number) =>
  remaining >= 0
    ? `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`
    : `${-remaining} ${remaining === -1 ? 'character' : 'characters'} over the limit`;

/** The id of the control a problem belongs to (`sellingPoints.1` -> `ad-selling-point-2`). */
export function fieldIdOf(key: string): string {
  const point = /^sellingPoints(?:\.(\d+))?$/.exec(key);
  if (point) return `ad-selling-point-${Number(point[1] ?? 0) + 1}`;
  const question = /^questions(?:\.(\d+)\.(kind|text|options))?$/.exec(key);
  if (question) return `ad-question-${Number(question[1] ?? 0) + 1}-${question[2] ?? 'text'}`;
  return `ad-${key.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const problem = (message: string | undefined) =>
  message === undefined ? {} : { message, tone: 'critical' as const };

/** One of the options, or the first: a kit select's value must be one of its options. */
const oneOf = <Value extends string>(options: readonly Value[], value: string): Value =>
  (options as readonly string[]).includes(value) ? (value as Value) : options[0]!;

function ErrorSummary({ errors }: { errors: AdFormErrors }) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <Alert tone="critical">
      <Stack space="small">
        <Text weight="strong">
          {keys.length === 1 ? 'Please check this:' : `Please check these ${keys.length} things:`}
        </Text>
        {keys.map((key) => (
          <Text key={key}>
            <TextLink href={`#${fieldIdOf(key)}`}>{errors[key]}</TextLink>
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function QuestionSlot({
  index,
  question,
  errors,
}: {
  index: number;
  question: QuestionValues;
  errors: AdFormErrors;
}) {
  const slot = index + 1;
  const [kind, setKind] = useState(
    oneOf(
      questionKinds.map((each) => each.id),
      question.kind,
    ),
  );
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Question {slot}</legend>
      <Stack space="medium">
        <TextField
          id={fieldIdOf(`questions.${index}.text`)}
          name={`question.${slot}.text`}
          label="Question"
          secondaryLabel="leave empty to ask nothing"
          defaultValue={question.text}
          characterLimit={adFieldLimits.question}
          characterCountMessage={countMessage}
          {...problem(
            errors[`questions.${index}.text`] ?? (index === 0 ? errors.questions : undefined),
          )}
        />
        <Dropdown
          id={fieldIdOf(`questions.${index}.kind`)}
          name={`question.${slot}.kind`}
          label="Answer"
          options={questionKinds.map((each) => ({ text: each.label, value: each.id }))}
          value={kind}
          onChange={(value) =>
            setKind(
              oneOf(
                questionKinds.map((each) => each.id),
                value,
              ),
            )
          }
          {...problem(errors[`questions.${index}.kind`])}
        />
        {hydrated && kind !== 'choice' ? (
          <input type="hidden" name={`question.${slot}.options`} value={question.options} />
        ) : (
          <Textarea
            id={fieldIdOf(`questions.${index}.options`)}
            name={`question.${slot}.options`}
            label="Options"
            secondaryLabel={hydrated ? undefined : 'single choice only'}
            description={`${adFieldLimits.options.min} to ${adFieldLimits.options.max} options, one per line.`}
            defaultValue={question.options}
            {...problem(errors[`questions.${index}.options`])}
          />
        )}
      </Stack>
    </fieldset>
  );
}

function ScreeningQuestions({ values, errors }: { values: AdFormValues; errors: AdFormErrors }) {
  const hydrated = useHydrated();
  // Without JavaScript every slot is there (empty ones are ignored); with it, the filled ones
  // and one more, and a button adds the next.
  const slots = Math.max(adFieldLimits.questions, values.questions.length);
  const filled = values.questions.filter((question) => question.text.trim() !== '').length;
  const [shown, setShown] = useState(Math.min(adFieldLimits.questions, Math.max(1, filled)));
  const count = hydrated ? Math.max(shown, values.questions.length > slots ? slots : 0) : slots;
  const list = Array.from(
    { length: count },
    (_, index) => values.questions[index] ?? { kind: 'text', text: '', options: '' },
  );
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level="4" component="h3" id="ad-questions-heading">
          Screening questions
        </Heading>
        <Text tone="secondary" size="small">
          Up to {adFieldLimits.questions}, asked of everyone who applies. They cannot change once
          the ad is live.
        </Text>
      </Stack>
      {list.map((question, index) => (
        // oxlint-disable-next-line react/no-array-index-key -- a slot is its position
        <QuestionSlot key={index} index={index} question={question} errors={errors} />
      ))}
      {hydrated && count < adFieldLimits.questions ? (
        <div>
          <Button type="button" variant="soft" onClick={() => setShown(count + 1)}>
            Add a question
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/** A live ad's questions: shown, and sent back unchanged (they are fixed once live). */
function FixedQuestions({ values }: { values: AdFormValues }) {
  const asked = values.questions.filter((question) => question.text.trim() !== '');
  return (
    <Stack space="small">
      <Heading level="4" component="h3">
        Screening questions
      </Heading>
      <Text tone="secondary" size="small">
        Fixed while the ad is live: applicants have answered them.
      </Text>
      {asked.length === 0 ? (
        <Text>No screening questions.</Text>
      ) : (
        <ol className={styles.fixedList}>
          {asked.map((question, index) => (
            // oxlint-disable-next-line react/no-array-index-key -- fixed positions
            <li key={index}>
              <Text>
                {question.text} ({questionKinds.find((kind) => kind.id === question.kind)?.label})
              </Text>
            </li>
          ))}
        </ol>
      )}
      {asked.map((question, index) => (
        // oxlint-disable-next-line react/no-array-index-key -- fixed positions
        <span key={index} hidden>
          <input type="hidden" name={`question.${index + 1}.kind`} value={question.kind} />
          <input type="hidden" name={`question.${index + 1}.text`} value={question.text} />
          <input type="hidden" name={`question.${index + 1}.options`} value={question.options} />
        </span>
      ))}
    </Stack>
  );
}

/**
 * The ad form: a plain form that posts to the server, which checks it with the ad form's schema
 * and answers with the form again, every value kept and each problem at its field. The kit's
 * counters show each limit as it is approached (the limits are the schema's).
 */
export function AdForm({ ad, values, errors, options }: AdFormProps) {
  const [classification, setClassification] = useState(values.classification);
  const [applyMethod, setApplyMethod] = useState(values.applyMethod);
  const formRef = useRef<HTMLFormElement>(null);
  const live = ad?.status === 'live';
  // Without JavaScript both the address and the questions are there (the chosen way is used);
  // with it, only the chosen way's fields.
  const hydrated = useHydrated();
  const showsUrl = live
    ? values.applyMethod === 'external'
    : !hydrated || applyMethod === 'external';
  const showsQuestions = !hydrated || applyMethod === 'joblane';

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const sellingPoints = Array.from(
    { length: Math.max(adFieldLimits.sellingPoints, values.sellingPoints.length) },
    (_, index) => values.sellingPoints[index] ?? '',
  );
  const subGroups = options.classifications
    .filter((each) => classification === '' || each.id === classification)
    .map((each) => ({
      label: each.label,
      options: each.subClassifications.map((sub) => ({ text: sub.label, value: sub.id })),
    }));

  return (
    <form
      ref={formRef}
      method="post"
      action={ad === null ? '/employer/ads/new' : adEditHref(ad.id)}
      noValidate
    >
      <Stack space="xlarge">
        <Stack space="small">
          <Text tone="secondary">{ad === null ? 'New ad' : live ? 'Live ad' : 'Draft'}</Text>
          <Heading level="2" component="h1">
            {ad === null ? 'Post an ad' : `Edit ${ad.title}`}
          </Heading>
          {live ? <Text>Saved changes reach search at once; the ad keeps its address.</Text> : null}
        </Stack>
        <ErrorSummary errors={errors} />

        <Stack space="large">
          <Heading level="3" component="h2">
            The job
          </Heading>
          <TextField
            id={fieldIdOf('title')}
            name="title"
            label="Job title"
            defaultValue={values.title}
            characterLimit={adFieldLimits.title}
            characterCountMessage={countMessage}
            {...problem(errors.title)}
          />
          <TextField
            id={fieldIdOf('summary')}
            name="summary"
            label="Summary"
            description="What the search result card shows under the title."
            defaultValue={values.summary}
            characterLimit={adFieldLimits.summary}
            characterCountMessage={countMessage}
            {...problem(errors.summary)}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Key selling points (up to 3)</legend>
            <Stack space="medium">
              {sellingPoints.map((point, index) => (
                <TextField
                  // oxlint-disable-next-line react/no-array-index-key -- a slot is its position
                  key={index}
                  id={fieldIdOf(`sellingPoints.${index}`)}
                  name={`sellingPoint.${index + 1}`}
                  label={`Selling point ${index + 1}`}
                  secondaryLabel="optional"
                  defaultValue={point}
                  characterLimit={adFieldLimits.sellingPoint}
                  characterCountMessage={countMessage}
                  {...problem(
                    errors[`sellingPoints.${index}`] ??
                      (index === 0 ? errors.sellingPoints : undefined),
                  )}
                />
              ))}
            </Stack>
          </fieldset>
          <Textarea
            id={fieldIdOf('details')}
            name="details"
            label="Details"
            description="Paragraphs are separated by a blank line. Start lines with - for a bullet list; wrap words in **two stars** for bold."
            defaultValue={values.details}
            characterLimit={adFieldLimits.details}
            characterCountMessage={countMessage}
            {...problem(errors.details)}
          />
        </Stack>

        <Stack space="large">
          <Heading level="3" component="h2">
            Where and how
          </Heading>
          <Dropdown
            id={fieldIdOf('classification')}
            name="classification"
            label="Classification"
            placeholder="Choose a classification"
            options={options.classifications.map((each) => ({ text: each.label, value: each.id }))}
            value={classification}
            onChange={setClassification}
            {...problem(errors.classification)}
          />
          <Dropdown
            id={fieldIdOf('subClassification')}
            name="subClassification"
            label="Sub-classification"
            placeholder="Choose a sub-classification"
            options={subGroups}
            defaultValue={values.subClassification}
            {...problem(errors.subClassification)}
          />
          <AdPlaceField
            id={fieldIdOf('where')}
            defaultValue={values.where}
            {...(errors.where === undefined ? {} : { message: errors.where })}
          />
          <RadioGroup
            id={fieldIdOf('workType')}
            name="workType"
            label="Work type"
            defaultValue={values.workType}
            {...problem(errors.workType)}
          >
            {options.workTypes.map((type) => (
              <RadioItem key={type.id} value={type.id} label={type.label} />
            ))}
          </RadioGroup>
          <RadioGroup
            id={fieldIdOf('workArrangement')}
            name="workArrangement"
            label="Work arrangement"
            defaultValue={values.workArrangement}
            {...problem(errors.workArrangement)}
          >
            {options.workArrangements.map((arrangement) => (
              <RadioItem key={arrangement.id} value={arrangement.id} label={arrangement.label} />
            ))}
          </RadioGroup>
        </Stack>

        <Stack space="large">
          <Heading level="3" component="h2">
            Pay
          </Heading>
          <Text>
            <span className={styles.sentence}>
              Pay is{' '}
              <TextDropdown
                id={fieldIdOf('payType')}
                label="Pay type"
                name="payType"
                options={payTypes.map((type) => ({
                  text: type === 'annual' ? 'annual' : 'hourly',
                  value: type,
                }))}
                defaultValue={oneOf(payTypes, values.payType)}
              />{' '}
              in{' '}
              <TextDropdown
                id={fieldIdOf('payCurrency')}
                label="Currency"
                name="payCurrency"
                options={payCurrencies}
                defaultValue={oneOf(payCurrencies, values.payCurrency)}
              />
            </span>
          </Text>
          <div className={styles.pair}>
            <TextField
              id={fieldIdOf('payMin')}
              name="payMin"
              label="Minimum"
              inputMode="decimal"
              prefix="$"
              defaultValue={values.payMin}
              {...problem(errors.payMin)}
            />
            <TextField
              id={fieldIdOf('payMax')}
              name="payMax"
              label="Maximum"
              secondaryLabel="optional"
              inputMode="decimal"
              prefix="$"
              defaultValue={values.payMax}
              {...problem(errors.payMax)}
            />
          </div>
          <Toggle
            id={fieldIdOf('payShow')}
            name="payShow"
            value="on"
            label="Show pay on the ad"
            description="Hidden pay is not shown to seekers, but their pay filter still finds the ad."
            defaultOn={values.payShow}
          />
        </Stack>

        <Stack space="large">
          <Heading level="3" component="h2">
            Applications
          </Heading>
          {live ? (
            <>
              <input type="hidden" name="applyMethod" value={values.applyMethod} />
              <Text>
                {values.applyMethod === 'external'
                  ? 'People apply on your site.'
                  : 'People apply on Joblane.'}{' '}
                This is fixed while the ad is live.
              </Text>
            </>
          ) : (
            <RadioGroup
              id={fieldIdOf('applyMethod')}
              name="applyMethod"
              label="Where people apply"
              value={applyMethod}
              onChange={setApplyMethod}
              {...problem(errors.applyMethod)}
            >
              <RadioItem
                value="joblane"
                label="On Joblane: cover letter, résumé and your questions"
              />
              <RadioItem value="external" label="On your own site" />
            </RadioGroup>
          )}
          {showsUrl ? (
            <TextField
              id={fieldIdOf('applyUrl')}
              name="applyUrl"
              label="Your site's apply address"
              secondaryLabel={live ? undefined : 'when people apply on your site'}
              description="A secure address, starting with https://"
              type="url"
              defaultValue={values.applyUrl}
              {...problem(errors.applyUrl)}
            />
          ) : null}
          {live ? (
            values.applyMethod === 'joblane' ? (
              <FixedQuestions values={values} />
            ) : null
          ) : showsQuestions ? (
            <ScreeningQuestions values={values} errors={errors} />
          ) : null}
        </Stack>

        <div className={styles.row}>
          {live ? (
            <Button type="submit" name="action" value="save" tone="brandAccent">
              Save changes
            </Button>
          ) : (
            <>
              <Button type="submit" name="action" value="preview" tone="brandAccent">
                Preview
              </Button>
              <Button type="submit" name="action" value="draft" variant="soft">
                Save draft
              </Button>
            </>
          )}
          <ButtonLink href="/employer" variant="ghost">
            Cancel
          </ButtonLink>
        </div>
      </Stack>
    </form>
  );
}
