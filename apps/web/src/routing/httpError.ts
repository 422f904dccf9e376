/** The 404 sentence every page, form and file route of the site shows for what is not there. */
export const NOT_FOUND_MESSAGE =
  'We could not find that page. It may have moved, or the address may be mistyped.';

/** An error the root error handler answers with this status and message (4xx messages are shown). */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}
