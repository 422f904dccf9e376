import { sanitizeDescription } from '@joblane/jobs';
import MarkdownIt from 'markdown-it';

/**
 * The details markup: Markdown reduced to what a job ad needs. markdown-it's `zero` preset (text
 * and paragraphs only) with lists, emphasis and backslash escapes turned back on; raw HTML is
 * text. So:
 * - a blank line starts a new paragraph (a single line break stays inside the paragraph);
 * - lines starting `- ` (or `* `, `+ `) are a bullet list; numbered lines (`1. `) are a bullet
 *   list too, since an ad's details have no numbered lists;
 * - `**bold**` (or `__bold__`) is bold; single `*stars*` are kept as typed;
 * - `\*` is a literal star; everything else (headings, links, quotes, code, HTML) is plain text.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false }).enable(
  ['list', 'emphasis', 'escape'],
);
// A backslash at a line's end is a hard break in Markdown; the details keep breaks inside a
// paragraph as plain line breaks, as the rest of the markup does.
markdown.renderer.rules.hardbreak = () => '\n';
markdown.renderer.rules.ordered_list_open = () => '<ul>\n';
markdown.renderer.rules.ordered_list_close = () => '</ul>\n';
markdown.renderer.rules.em_open = (tokens, index) =>
  markdown.utils.escapeHtml(tokens[index]!.markup);
markdown.renderer.rules.em_close = (tokens, index) =>
  markdown.utils.escapeHtml(tokens[index]!.markup);

/**
 * The details as the job page shows them: the markup rendered, then passed through the job
 * store's `sanitizeDescription` (the store sanitises every write again). The result holds only
 * `p`, `ul`, `li` and `strong` elements.
 */
export function renderDetails(details: string): string {
  return sanitizeDescription(markdown.render(details.replaceAll(/\r\n?/g, '\n')));
}
