import { facetGroups } from '@joblane/jobs';
import type { FastifyInstance } from 'fastify';

import { errorResponseSchema } from '../../routing/schemas.ts';
import { httpError } from '../../routing/httpError.ts';
import { JOB_NOT_FOUND_MESSAGE, SIMILAR_JOBS } from '../search/jobRoute.ts';
import { RESULTS_PER_PAGE } from '../search/jobsRoute.ts';
import {
  readSearchQuery,
  searchQuerystring,
  type SearchQuerystring,
} from '../search/searchQuery.ts';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const strings = { type: 'array', items: string } as const;
const nullable = (type: 'string' | 'number' | 'integer') => ({ type: [type, 'null'] }) as const;

const jobCardSchema = {
  type: 'object',
  properties: {
    id: string,
    title: string,
    companyName: string,
    companySlug: nullable('string'),
    locationLabel: string,
    workType: string,
    workTypeLabel: string,
    workArrangement: string,
    workArrangementLabel: string,
    classification: string,
    classificationLabel: string,
    subClassification: string,
    subClassificationLabel: string,
    salaryLabel: nullable('string'),
    listedAt: string,
    summary: string,
    keySellingPoints: strings,
  },
  required: ['id', 'title', 'companyName', 'locationLabel', 'listedAt'],
} as const;

const ignoredSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { param: string, value: string, message: string },
    required: ['param', 'value', 'message'],
  },
} as const;

const facetListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { value: string, label: string, count: integer, selected: { type: 'boolean' } },
    required: ['value', 'label', 'count', 'selected'],
  },
} as const;

const searchResponse = {
  type: 'object',
  properties: {
    query: {
      type: 'object',
      properties: {
        keywords: string,
        where: string,
        classifications: strings,
        subClassifications: strings,
        workTypes: strings,
        workArrangements: strings,
        salaryType: string,
        salaryMin: nullable('number'),
        salaryMax: nullable('number'),
        dateRange: nullable('integer'),
        sortMode: string,
        page: integer,
      },
    },
    canonicalQuery: string,
    total: integer,
    page: integer,
    pageSize: integer,
    pageCount: integer,
    where: nullable('string'),
    jobs: { type: 'array', items: jobCardSchema },
    facets: {
      type: 'object',
      properties: Object.fromEntries(facetGroups.map((group) => [group, facetListSchema])),
    },
    ignored: ignoredSchema,
  },
  required: ['query', 'canonicalQuery', 'total', 'page', 'pageCount', 'jobs', 'facets', 'ignored'],
} as const;

const optionalText = { type: 'string', maxLength: 2000 } as const;
const jobResponse = {
  type: 'object',
  properties: {
    id: string,
    status: { type: 'string', enum: ['active', 'expired'] },
    title: string,
    company: {
      type: 'object',
      properties: { name: string, logoUrl: optionalText, profileUrl: optionalText },
    },
    location: {
      type: 'object',
      properties: {
        placeId: string,
        label: string,
        city: string,
        region: string,
        country: string,
      },
    },
    workArrangement: string,
    workType: string,
    classification: string,
    subClassification: string,
    salary: {
      type: 'object',
      properties: {
        min: { type: 'number' },
        max: { type: 'number' },
        currency: string,
        period: string,
        hidden: { type: 'boolean' },
        label: string,
      },
    },
    listedAt: string,
    validThrough: string,
    summary: string,
    keySellingPoints: strings,
    descriptionHtml: string,
    howToApply: {
      type: 'object',
      properties: {
        url: string,
        email: string,
        instructions: string,
        onJoblane: {
          type: 'object',
          properties: {
            questions: {
              type: 'array',
              items: {
                type: 'object',
                properties: { id: string, kind: string, question: string, options: strings },
              },
            },
          },
        },
      },
    },
    similar: { type: 'array', items: jobCardSchema },
  },
  required: ['id', 'status', 'title', 'company', 'location', 'listedAt', 'validThrough'],
} as const;

const suggestQuerystring = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 },
    limit: { type: 'integer', minimum: 1, maximum: 20, default: 8 },
  },
  required: ['q'],
  additionalProperties: false,
} as const;

/** A suggest answer: `{ suggestions: [item, ...] }`. */
const suggestionsOf = (item: { properties: object; required: readonly string[] }) =>
  ({
    type: 'object',
    properties: { suggestions: { type: 'array', items: { type: 'object', ...item } } },
    required: ['suggestions'],
  }) as const;

const placeSuggestions = suggestionsOf({
  properties: { id: string, kind: string, label: string, within: string, count: integer },
  required: ['id', 'label', 'count'],
});

const keywordSuggestions = suggestionsOf({
  properties: { text: string, count: integer },
  required: ['text', 'count'],
});

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema };

/**
 * The JSON APIs under `/api/`: search (the same parameters and answer as the results page),
 * one job, and suggestions for the where and keywords fields.
 */
export async function apiRoutes(app: FastifyInstance) {
  async function searchResults(querystring: SearchQuerystring) {
    const { query, ignored, canonicalQuery } = readSearchQuery(querystring);
    const result = await app.jobs.search(query, { pageSize: RESULTS_PER_PAGE, now: app.now() });
    return { ...result, query, canonicalQuery, ignored: [...ignored, ...result.ignored] };
  }

  /** A job with similar ones; 404 when unknown, 410 once expired. */
  async function activeJob(id: string) {
    const now = app.now();
    const job = await app.jobs.getJob(id, { now });
    if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
    if (job.status === 'expired') {
      throw httpError(410, `The job ${job.id} has expired and is no longer advertised.`);
    }
    return { ...job, similar: await app.jobs.similarJobs(job, SIMILAR_JOBS, { now }) };
  }

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/search',
    {
      schema: {
        querystring: {
          ...searchQuerystring,
          properties: { ...searchQuerystring.properties, v: string },
        },
        response: { 200: searchResponse, 400: errorResponseSchema },
      },
    },
    (request) => searchResults(request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['id'],
        },
        querystring: {
          type: 'object',
          properties: { v: string },
          additionalProperties: false,
        },
        response: { 200: jobResponse, ...errors },
      },
    },
    (request) => activeJob(request.params.id),
  );

  /** A suggest endpoint: `q` trimmed (blank asks the store nothing), cacheable for a minute. */
  function suggestRoute<Suggestion>(
    path: string,
    suggestionsSchema: object,
    suggest: (prefix: string, limit: number) => Promise<Suggestion[]>,
  ) {
    app.get<{ Querystring: { q: string; limit: number } }>(
      path,
      {
        schema: {
          querystring: suggestQuerystring,
          response: { 200: suggestionsSchema, 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        const prefix = request.query.q.trim();
        const suggestions = prefix === '' ? [] : await suggest(prefix, request.query.limit);
        return { suggestions };
      },
    );
  }

  suggestRoute('/api/suggest/places', placeSuggestions, (prefix, limit) =>
    app.jobs.suggestPlaces(prefix, limit, { now: app.now() }),
  );
  suggestRoute('/api/suggest/keywords', keywordSuggestions, (prefix, limit) =>
    app.jobs.suggestKeywords(prefix, limit),
  );
}
