import { facetGroups } from '@joblane/jobs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
    verifiedEmployer: { type: 'boolean' },
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
        verifiedOnly: { type: 'boolean' },
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

/**
 * The where field's: places with live jobs only (a search anywhere else finds nothing);
 * `all=1` (the ad form's place) offers every matching place.
 */
const placesQuerystring = {
  ...suggestQuerystring,
  properties: { ...suggestQuerystring.properties, all: { type: 'string', enum: ['1'] } },
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

const jobParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['id'],
} as const;

const versionOnly = { type: 'object', properties: { v: string }, additionalProperties: false };

type SuggestRequest = FastifyRequest<{ Querystring: { q: string; limit: number } }>;

/** `GET /api/search`: the results page's search, as JSON. */
async function searchJobs(request: FastifyRequest<{ Querystring: SearchQuerystring }>) {
  const { jobs, now } = request.server;
  const { query, ignored, canonicalQuery } = readSearchQuery(request.query);
  const result = await jobs.search(query, { pageSize: RESULTS_PER_PAGE, now: now() });
  return { ...result, query, canonicalQuery, ignored: [...ignored, ...result.ignored] };
}

/** `GET /api/jobs/:id`: a job with similar ones; 404 when unknown, 410 once expired. */
async function showJob(request: FastifyRequest<{ Params: { id: string } }>) {
  const { jobs } = request.server;
  const now = request.server.now();
  const job = await jobs.getJob(request.params.id, { now });
  if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
  if (job.status === 'expired') {
    throw httpError(410, `The job ${job.id} has expired and is no longer advertised.`);
  }
  return { ...job, similar: await jobs.similarJobs(job, SIMILAR_JOBS, { now }) };
}

/** A suggest answer: `q` trimmed (blank asks the store nothing), cacheable for a minute. */
async function suggestions<Suggestion>(
  request: SuggestRequest,
  reply: FastifyReply,
  suggest: (prefix: string, limit: number) => Promise<Suggestion[]>,
) {
  reply.header('cache-control', 'public, max-age=60');
  const prefix = request.query.q.trim();
  return { suggestions: prefix === '' ? [] : await suggest(prefix, request.query.limit) };
}

/** `GET /api/suggest/places`: places for the where field (with jobs), or any (`all=1`). */
async function suggestPlaces(
  request: FastifyRequest<{ Querystring: { q: string; limit: number; all?: '1' } }>,
  reply: FastifyReply,
) {
  const { jobs, now } = request.server;
  const withJobs = request.query.all !== '1';
  return suggestions(request, reply, (prefix, limit) =>
    jobs.suggestPlaces(prefix, limit, { now: now(), withJobs }),
  );
}

/** `GET /api/suggest/keywords`: keywords for the keywords field. */
async function suggestKeywords(request: SuggestRequest, reply: FastifyReply) {
  const { jobs } = request.server;
  return suggestions(request, reply, (prefix, limit) => jobs.suggestKeywords(prefix, limit));
}

/**
 * The JSON APIs under `/api/`: search (the same parameters and answer as the results page),
 * one job, and suggestions for the where and keywords fields.
 */
export async function apiRoutes(app: FastifyInstance) {
  const searchParameters = {
    ...searchQuerystring,
    properties: { ...searchQuerystring.properties, v: string },
  };
  app.get(
    '/api/search',
    {
      schema: {
        querystring: searchParameters,
        response: { 200: searchResponse, 400: errorResponseSchema },
      },
    },
    searchJobs,
  );
  app.get(
    '/api/jobs/:id',
    {
      schema: {
        params: jobParams,
        querystring: versionOnly,
        response: { 200: jobResponse, ...errors },
      },
    },
    showJob,
  );
  const suggest = (response: object, querystring: object = suggestQuerystring) => ({
    schema: { querystring, response: { 200: response, 400: errorResponseSchema } },
  });
  app.get('/api/suggest/places', suggest(placeSuggestions, placesQuerystring), suggestPlaces);
  app.get('/api/suggest/keywords', suggest(keywordSuggestions), suggestKeywords);
}
