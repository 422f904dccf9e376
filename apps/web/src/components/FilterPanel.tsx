import type { FacetGroup, FacetValue } from '@joblane/jobs';
import {
  findSubClassification,
  parseJobSearchQuery,
  salaryBands,
  salaryTypes,
  type JobSearchQuery,
} from '@joblane/jobs/query';
import { VersionField } from '@joblane/router-links';
import { RadioItem } from '@joblane/ui/RadioItem';
import { Button } from '@joblane/ui/Button';
import { Checkbox } from '@joblane/ui/Checkbox';
import { Dropdown } from '@joblane/ui/Dropdown';
import { RadioGroup } from '@joblane/ui/RadioGroup';
import { TextLink } from '@joblane/ui/TextLink';
import { useState, type ChangeEvent, type ReactNode } from 'react';

import { formatCount } from '../app/format.ts';
import { navigateTo, useHydrated } from '../app/navigate.ts';
import { searchHref } from '../app/search.ts';
import * as styles from './FilterPanel.css.ts';

export interface FilterPanelProps {
  query: JobSearchQuery;
  /** The canonical query string the page shows: a pending change is forgotten once it moves. */
  canonicalQuery: string;
  facets: Record<FacetGroup, FacetValue[]>;
}

/** `$80k`, `$45/h`: a salary threshold as the selects show it. */
function bandLabel(amount: number, type: JobSearchQuery['salaryType']): string {
  if (type === 'hourly') return `$${amount}/h`;
  return amount >= 1000 ? `$${amount / 1000}k` : `$${amount}`;
}

/** The query the form's fields describe now, with what a change makes stale dropped. */
function queryFromForm(form: HTMLFormElement, changed: string): JobSearchQuery {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && name !== 'v') fields.append(name, value);
  }
  // Thresholds of the other salary type mean nothing for this one.
  if (changed === 'salarytype') {
    fields.delete('salarymin');
    fields.delete('salarymax');
  }
  const { query } = parseJobSearchQuery(fields);
  // A sub-classification stays only while its classification is chosen.
  query.subClassifications = query.subClassifications.filter((id) => {
    const parent = findSubClassification(id)?.classification.id;
    return parent !== undefined && query.classifications.includes(parent);
  });
  return { ...query, page: 1 };
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
      {scroll ? <div className={styles.scrollList}>{children}</div> : children}
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
  type: JobSearchQuery['salaryType'],
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
export function FilterPanel({ query: current, canonicalQuery, facets }: FilterPanelProps) {
  const hydrated = useHydrated();
  // What the visitor just chose, shown until the page for it arrives.
  const [pending, setPending] = useState<{ from: string; query: JobSearchQuery } | null>(null);
  const query = pending !== null && pending.from === canonicalQuery ? pending.query : current;

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    const next = queryFromForm(event.currentTarget, target.name);
    setPending({ from: canonicalQuery, query: next });
    navigateTo(searchHref(next), { keepFocus: true });
  }

  const bands = salaryBands[query.salaryType].filter((amount) => amount > 0);
  const clearQuery: JobSearchQuery = {
    ...current,
    classifications: [],
    subClassifications: [],
    workTypes: [],
    workArrangements: [],
    salaryMin: null,
    salaryMax: null,
    salaryType: 'annual',
    dateRange: null,
    page: 1,
  };

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

      <CheckboxGroup
        legend="Classification"
        name="classification"
        values={withJobsOrChosen(facets.classification)}
        chosen={query.classifications}
        scroll
      />
      {facets.subClassification.length === 0 ? null : (
        <CheckboxGroup
          legend="Sub-classification"
          name="subclassification"
          values={withJobsOrChosen(facets.subClassification)}
          chosen={query.subClassifications}
          scroll
        />
      )}
      <CheckboxGroup
        legend="Work type"
        name="worktype"
        values={facets.workType}
        chosen={query.workTypes}
      />
      <CheckboxGroup
        legend="Work arrangement"
        name="workarrangement"
        values={facets.workArrangement}
        chosen={query.workArrangements}
      />

      <Group legend="Salary">
        <RadioGroup label="Paid" name="salarytype" value={query.salaryType}>
          {salaryTypes.map((type) => (
            <RadioItem key={type.id} value={type.id} label={type.label} />
          ))}
        </RadioGroup>
        <div className={styles.salaryRow}>
          <Dropdown
            label="Minimum"
            name="salarymin"
            placeholder="Any"
            value={query.salaryMin === null ? '' : String(query.salaryMin)}
            options={salaryOptions(
              bands,
              query.salaryMin,
              query.salaryType,
              new Map(facets.salary.map((facet) => [Number(facet.value), facet.count])),
            )}
          />
          <Dropdown
            label="Maximum"
            name="salarymax"
            placeholder="Any"
            value={query.salaryMax === null ? '' : String(query.salaryMax)}
            options={salaryOptions(bands, query.salaryMax, query.salaryType)}
          />
        </div>
      </Group>

      <RadioGroup
        label="Date listed"
        name="daterange"
        value={query.dateRange === null ? '' : String(query.dateRange)}
      >
        <RadioItem value="" label="Any time" />
        {facets.dateRange.map((facet) => (
          <RadioItem
            key={facet.value}
            value={facet.value}
            label={`${facet.label} (${formatCount(facet.count)})`}
          />
        ))}
      </RadioGroup>

      <div className={styles.actions}>
        {/* With JavaScript every change applies at once; without it this button sends the form. */}
        {hydrated ? null : <Button type="submit">Apply filters</Button>}
        <TextLink href={searchHref(clearQuery)}>Clear filters</TextLink>
      </div>
    </form>
  );
}
