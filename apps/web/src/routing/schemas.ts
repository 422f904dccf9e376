/** For routes that take no query parameters: unknown ones are dropped, not rejected. */
export const emptyQuerystring = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

export const VERSION_PARAM_MAX_LENGTH = 64;

/**
 * The longest route parameter (a job id) the router accepts, and what route schemas allow: a
 * longer one is answered 414 by the router before any schema runs, so the two must agree.
 */
export const ROUTE_PARAM_MAX_LENGTH = 200;

/** The `v` pin every page accepts (see @joblane/router-links). */
export const versionParamSchema = { type: 'string', maxLength: VERSION_PARAM_MAX_LENGTH } as const;

/** The body of every error response from a JSON route. */
export const errorResponseSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    requestId: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;
