/** An error the root error handler answers with this status and message (4xx messages are shown). */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}
