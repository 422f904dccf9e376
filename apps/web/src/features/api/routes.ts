import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { facetGroups } from '@joblane/jobs';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';

import {
  errorResponseSchema,
  idParams,
  stringEnum,
  type SchemaRequest,
} from '../../routing/schemas.ts';
import { httpError } from '../../routing/httpError.ts';
import { serverTiming } from '../../routing/serverTiming.ts';
import { JOB_NOT_FOUND_MESSAGE, SIMILAR_JOBS } from '../search/jobRoute.ts';
import { RESULTS_PER_PAGE } from '../search/jobsRoute.ts';
import { readSearchQuery, searchQuerystring } from '../search/searchQuery.ts';

const string = Type.String();
const integer = Type.Integer();
const strings = Type.Array(string);
/** A value or null, as one JSON type list (`fast-json-stringify` serialises it without `anyOf`). */
const nullable = <Schema extends TSchema>(schema: Schema) =>
  Type.Unsafe<Static<Schema> | null>({ type: [schema.type as string, 'null'] });

const jobCardSchema = Type.Object({
  id: string,
  title: string,
  companyName: string,
  companySlug: Type.Optional(nullable(string)),
  verifiedEmployer: Type.Optional(Type.Boolean()),
  locationLabel: string,
  workType: Type.Optional(string),
  workTypeLabel: Type.Optional(string),
  workArrangement: Type.Optional(string),
  workArrangementLabel: Type.Optional(string),
  classification: Type.Optional(string),
  classificationLabel: Type.Optional(string),
  subClassification: Type.Optional(string),
  subClassificationLabel: Type.Optional(string),
  salaryLabel: Type.Optional(nullable(string)),
  listedAt: string,
  summary: Type.Optional(string),
  keySellingPoints: Type.Optional(strings),
});

const ignoredSchema = Type.Array(Type.Object({ param: string, value: string, message: string }));

const facetListSchema = Type.Array(
  Type.Object({ value: string, label: string, count: integer, selected: Type.Boolean() }),
);

const searchResponse = Type.Object({
  query: Type.Partial(
    Type.Object({
      keywords: string,
      where: string,
      classifications: strings,
      subClassifications: strings,
      workTypes: strings,
      workArrangements: strings,
      salaryType: string,
      salaryMin: nullable(Type.Number()),
      salaryMax: nullable(Type.Number()),
      dateRange: nullable(integer),
      sortMode: string,
      verifiedOnly: Type.Boolean(),
      existingVacancyOnly: Type.Boolean(),
      page: integer,
    }),
  ),
  canonicalQuery: string,
  total: integer,
  page: integer,
  pageSize: Type.Optional(integer),
  pageCount: integer,
  where: Type.Optional(nullable(string)),
  jobs: Type.Array(jobCardSchema),
  facets: Type.Partial(
    Type.Object(Object.fromEntries(facetGroups.map((group) => [group, facetListSchema]))),
  ),
  ignored: ignoredSchema,
});

const optionalText = Type.Optional(Type.String({ maxLength: 2000 }));
const jobResponse = Type.Object({
  id: string,
  status: stringEnum(['active', 'expired'] as const),
  title: string,
  company: Type.Object({
    name: Type.Optional(string),
    logoUrl: optionalText,
    profileUrl: optionalText,
  }),
  location: Type.Partial(
    Type.Object({ placeId: string, label: string, city: string, region: string, country: string }),
  ),
  workArrangement: Type.Optional(string),
  workType: Type.Optional(string),
  classification: Type.Optional(string),
  subClassification: Type.Optional(string),
  salary: Type.Optional(
    Type.Partial(
      Type.Object({
        min: Type.Number(),
        max: Type.Number(),
        currency: string,
        period: string,
        hidden: Type.Boolean(),
        label: string,
      }),
    ),
  ),
  listedAt: string,
  validThrough: string,
  summary: Type.Optional(string),
  keySellingPoints: Type.Optional(strings),
  descriptionHtml: Type.Optional(string),
  howToApply: Type.Optional(
    Type.Partial(
      Type.Object({
        url: string,
        email: string,
        instructions: string,
        onJoblane: Type.Partial(
          Type.Object({
            questions: Type.Array(
              Type.Partial(
                Type.Object({ id: string, kind: string, question: string, options: strings }),
              ),
            ),
          }),
        ),
      }),
    ),
  ),
  similar: Type.Optional(Type.Array(jobCardSchema)),
});

const suggestQuerystring = Type.Object(
  {
    q: Type.String({ maxLength: 100 }),
    limit: Type.Integer({ minimum: 1, maximum: 20, default: 8 }),
  },
  { additionalProperties: false },
);

/** A suggest answer: `{ suggestions: [item, ...] }`. */
const suggestionsOf = <Item extends TSchema>(item: Item) =>
  Type.Object({ suggestions: Type.Array(item) });

const placeSuggestions = suggestionsOf(
  Type.Object({
    id: string,
    kind: Type.Optional(string),
    label: string,
    within: Type.Optional(string),
    count: integer,
  }),
);

const keywordSuggestions = suggestionsOf(Type.Object({ text: string, count: integer }));

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema };

const versionOnly = Type.Object({ v: Type.Optional(string) }, { additionalProperties: false });

const searchSchema = {
  querystring: Type.Composite([searchQuerystring, Type.Object({ v: Type.Optional(string) })], {
    additionalProperties: false,
  }),
  response: { 200: searchResponse, 400: errorResponseSchema },
};

const jobSchema = {
  params: idParams,
  querystring: versionOnly,
  response: { 200: jobResponse, ...errors },
};

const suggestSchema = <Response extends TSchema>(response: Response) => ({
  querystring: suggestQuerystring,
  response: { 200: response, 400: errorResponseSchema },
});
/**
 * The where field's: places with live jobs only (a search anywhere else finds nothing);
 * `all=1` (the ad form's place) offers every matching place.
 */
const placesSchema = {
  ...suggestSchema(placeSuggestions),
  querystring: Type.Composite(
    [suggestQuerystring, Type.Object({ all: Type.Optional(stringEnum(['1'] as const)) })],
    { additionalProperties: false },
  ),
};
const keywordsSchema = suggestSchema(keywordSuggestions);

type SuggestRequest = SchemaRequest<typeof placesSchema> | SchemaRequest<typeof keywordsSchema>;

/** `GET /api/search`: the results page's search, as JSON. */
async function searchJobs(request: SchemaRequest<typeof searchSchema>, reply: FastifyReply) {
  const { jobs, now } = request.server;
  const { query, ignored, canonicalQuery } = readSearchQuery(request.query);
  const searching = performance.now();
  const result = await jobs.search(query, { pageSize: RESULTS_PER_PAGE, now: now() });
  reply.header('server-timing', serverTiming({ search: performance.now() - searching }));
  return { ...result, query, canonicalQuery, ignored: [...ignored, ...result.ignored] };
}

/** `GET /api/jobs/:id`: a job with similar ones; 404 when unknown, 410 once expired. */
async function showJob(request: SchemaRequest<typeof jobSchema>) {
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
async function suggestPlaces(request: SchemaRequest<typeof placesSchema>, reply: FastifyReply) {
  const { jobs, now } = request.server;
  const withJobs = request.query.all !== '1';
  return suggestions(request, reply, (prefix, limit) =>
    jobs.suggestPlaces(prefix, limit, { now: now(), withJobs }),
  );
}

/** `GET /api/suggest/keywords`: keywords for the keywords field. */
async function suggestKeywords(request: SchemaRequest<typeof keywordsSchema>, reply: FastifyReply) {
  const { jobs } = request.server;
  return suggestions(request, reply, (prefix, limit) => jobs.suggestKeywords(prefix, limit));
}

/**
 * The JSON APIs under `/api/`: search (the same parameters and answer as the results page),
 * one job, and suggestions for the where and keywords fields.
 */
export async function apiRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/api/search', { schema: searchSchema }, searchJobs);
  typed.get('/api/jobs/:id', { schema: jobSchema }, showJob);
  typed.get('/api/suggest/places', { schema: placesSchema }, suggestPlaces);
  typed.get('/api/suggest/keywords', { schema: keywordsSchema }, suggestKeywords);
}
