/** Headers the mailer writes itself: a message may not set them. */
const reservedHeaders = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);

const headerName = /^[A-Za-z0-9][A-Za-z0-9-]{0,75}$/u;
// oxlint-disable-next-line no-control-regex -- control characters are what a header value may not hold
const controlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f]/u;

/**
 * Checks extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`, ...): names are letters,
 * digits and hyphens and not ones the mailer writes itself; values are one line (no CR or LF, so
 * no header can be smuggled in) of at most 998 characters. Returns the problems, empty when none.
 */
export function headerProblems(headers: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!headerName.test(name)) problems.push(`header name "${name}" is not a valid header name`);
    else if (reservedHeaders.has(name.toLowerCase())) {
      problems.push(`header "${name}" is written by the mailer and cannot be set`);
    }
    if (typeof value !== 'string') problems.push(`header "${name}" must be a string`);
    else if (controlCharacters.test(value)) {
      problems.push(`header "${name}" must be one line without control characters`);
    } else if (value.length > 998) problems.push(`header "${name}" is longer than 998 characters`);
  }
  return problems;
}
