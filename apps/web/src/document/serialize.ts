/** The id of the `<script type="application/json">` block that carries the client context. */
export const CONTEXT_ELEMENT_ID = 'joblane-context';

const unsafeInScript = /[<>&\u2028\u2029]/g;
const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/json">` block. `<`, `>` and `&` become `\u` escapes so
 * no value can close the element or open a comment (`</script>`, `<!--`); U+2028/U+2029 are
 * escaped for tools that still read the block as JavaScript. `JSON.parse` restores every value.
 */
export function serializeContext(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) {
    throw new TypeError(
      `The client context must be a JSON value; got ${typeof value}. Return plain data from the route's load().`,
    );
  }
  return json.replace(unsafeInScript, (character) => escapes[character]!);
}

/** Text or a quoted attribute value, safe inside HTML: the project's one escaping function. */
export { escapeHtml } from '@joblane/jobs/query';
