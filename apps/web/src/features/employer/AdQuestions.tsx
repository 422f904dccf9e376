import {
  adFieldLimits,
  questionKinds,
  type AdFormErrors,
  type AdFormValues,
  type QuestionValues,
} from '@joblane/ads/fields';
import { Button } from '@joblane/ui/Button';
import { Dropdown } from '@joblane/ui/Dropdown';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { Textarea } from '@joblane/ui/Textarea';
import { TextField } from '@joblane/ui/TextField';
import { useState } from 'react';

import { useHydrated } from '../../app/navigate.ts';
import * as styles from './employer.css.ts';
import { countMessage, fieldIdOf, oneOf, problem } from './adFormFields.ts';

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

export function ScreeningQuestions({
  values,
  errors,
}: {
  values: AdFormValues;
  errors: AdFormErrors;
}) {
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
export function FixedQuestions({ values }: { values: AdFormValues }) {
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
