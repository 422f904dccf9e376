import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TProperties, type TUnsafe } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** For routes that take no query parameters: unknown ones are dropped, not rejected. */
export const emptyQuerystring = Type.Object({}, { additionalProperties: false });

export const VERSION_PARAM_MAX_LENGTH = 64;

/**
 * The longest route parameter (a job id) the router accepts, and what route schemas allow: a
 * longer one is answered 414 by the router before any schema runs, so the two must agree.
 */
export const ROUTE_PARAM_MAX_LENGTH = 200;

/** The `v` pin every page accepts (see @joblane/router-links). */
export const versionParamSchema = Type.String({ maxLength: VERSION_PARAM_MAX_LENGTH });

/** A string of at most `maxLength` characters (a form field or query parameter). */
export const text = (maxLength: number) => Type.String({ maxLength });

/**
 * One of a few strings, typed as their union. A plain `enum` rather than a union of literals, so
 * the validation message stays "must be equal to one of the allowed values".
 */
export function stringEnum<const Values extends readonly string[]>(
  values: Values,
): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values] });
}

/** The body of every error response from a JSON route. */
export const errorResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  requestId: Type.Optional(Type.String()),
});

/**
 * A form's body (`@fastify/formbody` gives every value as a string): fields it does not name are
 * not accepted.
 */
export const formBody = <Properties extends TProperties>(properties: Properties) =>
  Type.Object(properties, { additionalProperties: false });

/**
 * The request a route with these TypeBox schemas receives, its params, querystring and body typed
 * by the schemas themselves: a handler typed with it matches only a route given the same schema.
 */
export type SchemaRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  Schema,
  TypeBoxTypeProvider
>;

/** A record's id in a path (`/job/:id/apply`, `/employer/ads/:id`). */
export const idParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: ROUTE_PARAM_MAX_LENGTH }),
});

/** The app as route plugins typed by their TypeBox schemas see it (`FastifyPluginAsyncTypebox`). */
export type TypeBoxApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
