import { Parser } from 'htmlparser2';

/** Elements whose content is never text a reader sees. */
const hiddenElements = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'option',
  'head',
  'iframe',
  'object',
]);

/** Elements that start a new block (or line): their edges separate words. */
const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * Walks HTML with htmlparser2 and returns the text a reader sees: tags and comments dropped,
 * hidden elements' content dropped, a space at each block edge.
 */
function textContent(html: string, decodeEntities: boolean): string {
  const out: string[] = [];
  let hiddenDepth = 0;
  const separate = () => {
    const last = out.at(-1);
    if (last !== undefined && !/\s$/.test(last)) out.push(' ');
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (hiddenElements.has(name)) hiddenDepth += 1;
        else if (blockElements.has(name)) separate();
      },
      onclosetag(name) {
        if (hiddenElements.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (blockElements.has(name)) separate();
      },
      ontext(text) {
        if (hiddenDepth === 0) out.push(text);
      },
    },
    { decodeEntities, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return out.join('');
}

/**
 * The plain text of an HTML fragment, as a reader sees it: tags, comments and the content of
 * scripts and styles dropped, character references decoded (`&lt;` is `<`), block edges
 * (`</p>`, `<br>`, `</li>`) separating words, white space collapsed to single spaces. For
 * search indexes and summaries; the result is text to render as text, not HTML.
 */
export function htmlToText(html: string): string {
  return textContent(html, true).replaceAll(/\s+/g, ' ').trim();
}

/**
 * A plain-text field without markup: tags, comments and hidden elements' content removed, the
 * characters around them kept exactly (no character references decoded: `AT&amp;T` in a plain
 * text field is what its writer typed). Text without `<` comes back unchanged, so
 * `Pay < 5 & "fun"` stays itself. Repeated until no markup is left (`<<b>b>` would otherwise
 * leave `<b>`).
 */
export function plainText(text: string): string {
  let current = text;
  for (;;) {
    if (!current.includes('<')) return current;
    // Without decoding, the parser gives back text unchanged: a change means markup was removed
    // (each removal shortens the text, so this ends).
    const next = textContent(current, false);
    if (next === current) return current;
    current = next.trim();
  }
}
