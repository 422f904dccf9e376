import sanitizeHtml from 'sanitize-html';

/** The markup a job description may keep: structure and emphasis, links without scripts. */
export const descriptionPolicy = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'h3', 'h4', 'h5'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }),
    h1: 'h3',
    h2: 'h3',
    div: 'p',
  },
  disallowedTagsMode: 'discard',
} satisfies sanitizeHtml.IOptions;

/**
 * A description reduced to `descriptionPolicy` with `sanitize-html`: every other tag and
 * attribute dropped (scripts and styles with their content), links only to http, https and
 * mailto, each with `rel="nofollow noopener"`. The store applies it on every write, whoever
 * writes; the importer relies on that.
 *
 * One pass can leave markup a browser would parse differently (`<li><svg><li>` becomes
 * `<li><li></li></li>`, which a parser reads as two sibling items), so the result is
 * sanitized again until it no longer changes: what is stored is what a reader's browser sees,
 * and sanitizing it again gives it back unchanged.
 */
export function sanitizeDescription(html: string): string {
  let current = sanitizeHtml(html, descriptionPolicy).trim();
  // Markup already in its stored form (a job written again, a node's snapshot of the job record)
  // comes back unchanged, and a pass over what comes back unchanged gives the same again: the
  // second pass would only repeat the first (about 150 µs for an 800-character description).
  if (current === html) return current;
  // Each pass only flattens nesting the parser would not keep; two or three passes settle.
  for (let pass = 0; pass < 8; pass += 1) {
    const next = sanitizeHtml(current, descriptionPolicy).trim();
    if (next === current) return current;
    current = next;
  }
  return current;
}
