import {
  adFieldLimits,
  payCurrencies,
  payTypeLabels,
  payTypes,
  type AdFormErrors,
  type AdFormValues,
} from '@joblane/ads/fields';
import { Dropdown } from '@joblane/ui/Dropdown';
import { Heading } from '@joblane/ui/Heading';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { Textarea } from '@joblane/ui/Textarea';
import { TextDropdown } from '@joblane/ui/TextDropdown';
import { TextField } from '@joblane/ui/TextField';
import { Toggle } from '@joblane/ui/Toggle';
import { useState } from 'react';

import { useHydrated } from '../../app/navigate.ts';
import { PlaceField } from '../../components/PlaceField.tsx';
import * as styles from './employer.css.ts';
import { countMessage, fieldIdOf, oneOf, problem } from './adFormFields.ts';
import { FixedQuestions, ScreeningQuestions } from './AdQuestions.tsx';

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

interface FieldGroupProps {
  values: AdFormValues;
  errors: AdFormErrors;
}

/** The job: title, summary, selling points and details. */
export function AdJobFields({ values, errors }: FieldGroupProps) {
  const sellingPoints = Array.from(
    { length: Math.max(adFieldLimits.sellingPoints, values.sellingPoints.length) },
    (_, index) => values.sellingPoints[index] ?? '',
  );
  return (
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
  );
}

/** Where and how: classification (which narrows the sub-classifications), place, work type. */
export function AdWhereFields({
  values,
  errors,
  options,
}: FieldGroupProps & { options: AdFormOptions }) {
  const [classification, setClassification] = useState(values.classification);
  const subGroups = options.classifications
    .filter((each) => classification === '' || each.id === classification)
    .map((each) => ({
      label: each.label,
      options: each.subClassifications.map((sub) => ({ text: sub.label, value: sub.id })),
    }));
  return (
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
      <PlaceField
        id={fieldIdOf('where')}
        name="where"
        label="Place"
        description="The suburb, city, region or country the job is based in."
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
  );
}

/** Pay: type and currency in a sentence, the range, and whether the ad shows it. */
export function AdPayFields({ values, errors }: FieldGroupProps) {
  return (
    <Stack space="large">
      <Heading level="3" component="h2">
        Pay
      </Heading>
      <RadioGroup
        id={fieldIdOf('payType')}
        name="payType"
        label="Pay type"
        defaultValue={oneOf(payTypes, values.payType)}
        {...problem(errors.payType)}
      >
        {payTypes.map((type) => (
          <RadioItem key={type} value={type} label={payTypeLabels[type]} />
        ))}
      </RadioGroup>
      <Text>
        <span className={styles.sentence}>
          Paid in{' '}
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
  );
}

/**
 * Applications: where people apply, the address or the screening questions. A live ad's way is
 * fixed. Without JavaScript both the address and the questions are there (the chosen way is
 * used); with it, only the chosen way's fields.
 */
export function AdApplicationFields({ values, errors, live }: FieldGroupProps & { live: boolean }) {
  const [applyMethod, setApplyMethod] = useState(values.applyMethod);
  const hydrated = useHydrated();
  const showsUrl = live
    ? values.applyMethod === 'external'
    : !hydrated || applyMethod === 'external';
  const showsQuestions = !hydrated || applyMethod === 'joblane';
  return (
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
          <RadioItem value="joblane" label="On Joblane: cover letter, résumé and your questions" />
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
  );
}

/**
 * Transparency (issue 30, as Ontario asks of ads): whether the ad is for an existing vacancy,
 * and whether applications are screened with automated tools. Both are shown on the ad; a
 * question left unanswered is not stated.
 */
export function AdTransparencyFields({ values, errors }: FieldGroupProps) {
  return (
    <Stack space="large">
      <Heading level="3" component="h2">
        Transparency
      </Heading>
      <RadioGroup
        id={fieldIdOf('existingVacancy')}
        name="existingVacancy"
        label="Is this ad for an existing vacancy?"
        description="Seekers see your answer on the ad and can search for existing vacancies only."
        {...(values.existingVacancy === '' ? {} : { defaultValue: values.existingVacancy })}
        {...problem(errors.existingVacancy)}
      >
        <RadioItem value="yes" label="Yes: the role is open now" />
        <RadioItem value="no" label="No: we are building a pipeline for roles that may open" />
      </RadioGroup>
      <RadioGroup
        id={fieldIdOf('automatedScreening')}
        name="automatedScreening"
        label="Are applications screened with automated tools?"
        description="Such as software or AI that sorts or rejects applications."
        {...(values.automatedScreening === '' ? {} : { defaultValue: values.automatedScreening })}
        {...problem(errors.automatedScreening)}
      >
        <RadioItem value="yes" label="Yes" />
        <RadioItem value="no" label="No" />
      </RadioGroup>
    </Stack>
  );
}
