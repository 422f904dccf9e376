import type { FacetGroup, FacetValue, JobSearchQuery, SalaryType } from '@joblane/jobs';
import { classificationIdOf, salaryBands, salaryTypes } from '@joblane/jobs/query';
import { VersionField } from '@joblane/router-links';
import { Button } from '@joblane/ui/Button';
import { Checkbox } from '@joblane/ui/Checkbox';
import { Dropdown } from '@joblane/ui/Dropdown';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { TextLink } from '@joblane/ui/TextLink';
import { useState, type ChangeEvent, type ReactNode } from 'react';

import { formatCount } from '../../app/format.ts';
import { navigateTo } from '../../app/navigate.ts';
import { searchPath } from '../../app/search.ts';
import { scrollList } from '../../components/scrollList.css.ts';
import * as styles from './FilterPanel.css.ts';

export interface FilterPanelProps {
  query: JobSearchQuery;
  /** The canonical query string the page shows: a pending change is forgotten once it moves. */
  canonicalQuery: string;
  facets: Record<FacetGroup, FacetValue[]>;
  /** "Clear filters": this search without any filter. */
  clearHref: string;
  /** Offer "Hide jobs I've applied for" (signed-in seekers only). */
  canHideApplied?: boolean | undefined;
}

/** What the filters show as chosen: the page's query, or the form just changed. */
interface FilterChoice {
  classifications: readonly string[];
  subClassifications: readonly string[];
  workTypes: readonly string[];
  workArrangements: readonly string[];
  salaryType: SalaryType;
  /** Amounts as the selects' values spell them; '' for any. */
  salaryMin: string;
  salaryMax: string;
  dateRange: string;
  /** Verified employers only (`verified=1`). */
  verified: boolean;
  /** Existing vacancies only (`vacancy=existing`). */
  existingVacancy: boolean;
}

const fieldValue = (value: number | null) => (value === null ? '' : String(value));

function choiceOfQuery(query: JobSearchQuery): FilterChoice {
  return {
    classifications: query.classifications,
    subClassifications: query.subClassifications,
    workTypes: query.workTypes,
    workArrangements: query.workArrangements,
    salaryType: query.salaryType,
    salaryMin: fieldValue(query.salaryMin),
    salaryMax: fieldValue(query.salaryMax),
    dateRange: fieldValue(query.dateRange),
    verified: query.verifiedOnly,
    existingVacancy: query.existingVacancyOnly,
  };
}

/** The choice the form's fields make (the names are the ones this form renders). */
function choiceOfFields(fields: URLSearchParams): FilterChoice {
  const salaryType = salaryTypes.find((type) => type.id === fields.get('salarytype'))?.id;
  return {
    classifications: fields.getAll('classification'),
    subClassifications: fields.getAll('subclassification'),
    workTypes: fields.getAll('worktype'),
    workArrangements: fields.getAll('workarrangement'),
    salaryType: salaryType ?? 'annual',
    salaryMin: fields.get('salarymin') ?? '',
    salaryMax: fields.get('salarymax') ?? '',
    dateRange: fields.get('daterange') ?? '',
    verified: fields.get('verified') === '1',
    existingVacancy: fields.get('vacancy') === 'existing',
  };
}

/** `$80k`, `$45/h`: a salary threshold as the selects show it. */
function bandLabel(amount: number, type: SalaryType): string {
  if (type === 'hourly') return `$${amount}/h`;
  return amount >= 1000 ? `$${amount / 1000}k` : `$${amount}`;
}

/**
 * The search the form's fields describe now, with what a change makes stale dropped. The server
 * reads it like any other search and answers with its canonical URL; a new choice starts again
 * from the first page, so there is no `page`.
 */
function fieldsOfForm(form: HTMLFormElement, changed: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '' && name !== 'v') fields.append(name, value);
  }
  // Thresholds of the other salary type mean nothing for this one.
  if (changed === 'salarytype') {
    fields.delete('salarymin');
    fields.delete('salarymax');
  }
  // A sub-classification stays only while its classification is chosen.
  const classifications = fields.getAll('classification');
  const subClassifications = fields.getAll('subclassification');
  fields.delete('subclassification');
  for (const id of subClassifications) {
    if (classifications.includes(classificationIdOf(id))) fields.append('subclassification', id);
  }
  return fields;
}

/** Values worth offering: those with jobs, and those already chosen (so they can be unticked). */
const withJobsOrChosen = (values: readonly FacetValue[]) =>
  values.filter((facet) => facet.count > 0 || facet.selected);

function Group({
  legend,
  children,
  scroll = false,
}: {
  legend: string;
  children: ReactNode;
  scroll?: boolean;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {scroll ? <div className={scrollList}>{children}</div> : children}
    </fieldset>
  );
}

/** Checkboxes of one list parameter, each value with its count. */
function CheckboxGroup(props: {
  legend: string;
  name: string;
  values: readonly FacetValue[];
  chosen: readonly string[];
  scroll?: boolean;
}) {
  if (props.values.length === 0) return null;
  return (
    <Group legend={props.legend} scroll={props.scroll}>
      {props.values.map((facet) => (
        <Checkbox
          key={facet.value}
          name={props.name}
          value={facet.value}
          checked={props.chosen.includes(facet.value)}
          label={facet.label}
          secondaryLabel={`(${formatCount(facet.count)})`}
        />
      ))}
    </Group>
  );
}

/** The salary thresholds a select offers, with the chosen one even when it is not a band. */
function salaryOptions(
  amounts: readonly number[],
  chosen: number | null,
  type: SalaryType,
  counts?: ReadonlyMap<number, number>,
) {
  const all =
    chosen === null || amounts.includes(chosen)
      ? amounts
      : [...amounts, chosen].sort((a, b) => a - b);
  return all.map((amount) => {
    const count = counts?.get(amount);
    return {
      value: String(amount),
      text:
        count === undefined
          ? bandLabel(amount, type)
          : `${bandLabel(amount, type)} (${formatCount(count)})`,
    };
  });
}

/**
 * The filters of the results page, each value with its facet count. A plain GET form: without
 * JavaScript "Apply filters" submits it; with JavaScript every change goes to its canonical URL
 * in place, and focus stays on the control that changed.
 */
export function FilterPanel({
  query: current,
  canonicalQuery,
  facets,
  clearHref,
  canHideApplied,
}: FilterPanelProps) {
  // What the visitor just chose, shown until the page for it arrives.
  const [pending, setPending] = useState<{ from: string; choice: FilterChoice } | null>(null);
  const choice =
    pending !== null && pending.from === canonicalQuery ? pending.choice : choiceOfQuery(current);

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    const fields = fieldsOfForm(event.currentTarget, target.name);
    setPending({ from: canonicalQuery, choice: choiceOfFields(fields) });
    navigateTo(searchPath(fields.toString()), { keepFocus: true });
  }

  const bands = salaryBands[choice.salaryType].filter((band) => band > 0);
  const chosenAmount = (value: string) => (value === '' ? null : Number(value));

  return (
    <form
      className={styles.form}
      method="get"
      action="/jobs"
      onChange={onChange}
      aria-label="Filters"
    >
      {current.keywords === '' ? null : (
        <input type="hidden" name="keywords" value={current.keywords} />
      )}
      {current.where === '' ? null : <input type="hidden" name="where" value={current.where} />}
      {current.sortMode === 'relevance' ? null : (
        <input type="hidden" name="sortmode" value={current.sortMode} />
      )}
      <VersionField />

      {/* A group with nothing to offer (a search that found nothing) is left out, not shown empty. */}
      <CheckboxGroup
        legend="Classification"
        name="classification"
        values={withJobsOrChosen(facets.classification)}
        chosen={choice.classifications}
        scroll
      />
      {facets.subClassification.length === 0 ? null : (
        <CheckboxGroup
          legend="Sub-classification"
          name="subclassification"
          values={withJobsOrChosen(facets.subClassification)}
          chosen={choice.subClassifications}
          scroll
        />
      )}
      <CheckboxGroup
        legend="Work type"
        name="worktype"
        values={withJobsOrChosen(facets.workType)}
        chosen={choice.workTypes}
      />
      <CheckboxGroup
        legend="Work arrangement"
        name="workarrangement"
        values={withJobsOrChosen(facets.workArrangement)}
        chosen={choice.workArrangements}
      />
      <CheckboxGroup
        legend="Employer"
        name="verified"
        values={withJobsOrChosen(facets.verified)}
        chosen={choice.verified ? ['1'] : []}
      />
      <CheckboxGroup
        legend="Vacancy"
        name="vacancy"
        values={withJobsOrChosen(facets.vacancy)}
        chosen={choice.existingVacancy ? ['existing'] : []}
      />

      <Group legend="Salary">
        <RadioGroup label="Paid" name="salarytype" value={choice.salaryType}>
          {salaryTypes.map((type) => (
            <RadioItem key={type.id} value={type.id} label={type.label} />
          ))}
        </RadioGroup>
        <div className={styles.salaryRow}>
          <Dropdown
            label="Minimum"
            name="salarymin"
            placeholder="Any"
            value={choice.salaryMin}
            options={salaryOptions(
              bands,
              chosenAmount(choice.salaryMin),
              choice.salaryType,
              new Map(facets.salary.map((facet) => [Number(facet.value), facet.count])),
            )}
          />
          <Dropdown
            label="Maximum"
            name="salarymax"
            placeholder="Any"
            value={choice.salaryMax}
            options={salaryOptions(bands, chosenAmount(choice.salaryMax), choice.salaryType)}
          />
        </div>
      </Group>

      <RadioGroup label="Date listed" name="daterange" value={choice.dateRange}>
        <RadioItem value="" label="Any time" />
        {withJobsOrChosen(facets.dateRange).map((facet) => (
          <RadioItem
            key={facet.value}
            value={facet.value}
            label={`${facet.label} (${formatCount(facet.count)})`}
          />
        ))}
      </RadioGroup>

      {canHideApplied ? (
        <Checkbox
          key={String(current.hideApplied)}
          name="hideapplied"
          value="1"
          label="Hide jobs I've applied for"
          // Uncontrolled, so it shows what was ticked until the page for it arrives; the key
          // starts it again from each page's query (Back included).
          defaultChecked={current.hideApplied}
        />
      ) : null}

      <div className={styles.actions}>
        {/* With JavaScript every change applies at once; without it this button sends the form.
            In `noscript`, so hydrating removes nothing and the panel never moves. */}
        <noscript>
          <Button type="submit">Apply filters</Button>
        </noscript>
        <TextLink href={clearHref}>Clear filters</TextLink>
      </div>
    </form>
  );
}
