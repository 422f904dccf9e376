import {
  parseJobSearchQuery,
  serializeJobSearchQuery,
  type IgnoredParam,
  type JobSearchQuery,
} from '@joblane/jobs';

import type { ObjectSchema } from './types.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
// Checkbox filters submit one parameter per ticked box (`worktype=a&worktype=b`) and links use
// commas (`worktype=a,b`): both are lists. Single-valued parameters given twice are rejected.
const list = { type: 'array', items: text(2000), maxItems: 100 } as const;

/** The `/jobs` parameters (product spec): unknown values are the parser's to report, not 400s. */
export const searchQuerystring: ObjectSchema = {
  type: 'object',
  properties: {
    keywords: text(1000),
    where: text(500),
    classification: list,
    subclassification: list,
    worktype: list,
    workarrangement: list,
    salarymin: text(100),
    salarymax: text(100),
    salarytype: text(100),
    daterange: text(100),
    sortmode: text(100),
    page: text(100),
  },
  additionalProperties: false,
};

export type SearchQuerystring = Record<string, string | string[] | undefined>;

/** The typed query of a request, what was ignored, and its canonical query string. */
export function readSearchQuery(querystring: SearchQuerystring): {
  query: JobSearchQuery;
  ignored: IgnoredParam[];
  canonicalQuery: string;
} {
  const { v: _pin, ...params } = querystring;
  const { query, ignored } = parseJobSearchQuery(params);
  return { query, ignored, canonicalQuery: serializeJobSearchQuery(query) };
}

export const searchPath = (canonicalQuery: string) =>
  canonicalQuery === '' ? '/jobs' : `/jobs?${canonicalQuery}`;
