import { style } from '@vanilla-extract/css';

/** The browser defaults every `Box` starts without, so spacing comes only from the kit. */
export const base = style({
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  verticalAlign: 'baseline',
  WebkitTapHighlightColor: 'transparent',
});

const block = style({ display: 'block' });
const list = style({ listStyle: 'none' });
const appearanceNone = style({ appearance: 'none' });
const field = style([
  appearanceNone,
  { background: 'transparent', color: 'inherit', outline: 'none' },
]);

/** Per-element resets, keyed by tag name. */
export const element: Partial<Record<string, string>> = {
  article: block,
  aside: block,
  details: block,
  figcaption: block,
  figure: block,
  footer: block,
  header: block,
  hgroup: block,
  menu: block,
  nav: block,
  section: block,
  ul: list,
  ol: list,
  blockquote: style({ quotes: 'none', selectors: { '&:before, &:after': { content: "''" } } }),
  table: style({ borderCollapse: 'collapse', borderSpacing: 0 }),
  a: style({ textDecoration: 'none', color: 'inherit' }),
  button: style([appearanceNone, { background: 'none', color: 'inherit', cursor: 'pointer' }]),
  input: field,
  select: field,
  textarea: style([field, { resize: 'none' }]),
  mark: style({ backgroundColor: 'transparent', color: 'inherit' }),
};
