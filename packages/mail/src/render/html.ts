import { escapeUTF8 } from 'entities/escape';

const markup = Symbol('trusted markup');

/** Markup built by `html` (or `trustedHtml`): interpolated into more markup without escaping. */
export interface SafeHtml {
  readonly [markup]: string;
}

export type HtmlValue =
  string | number | SafeHtml | readonly HtmlValue[] | null | undefined | false;

function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && markup in value;
}

function toMarkup(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeUTF8(value);
  if (isSafeHtml(value)) return value[markup];
  return value.map(toMarkup).join('');
}

/**
 * Email markup with every interpolated value escaped (`& < > " '`), so user-provided text cannot
 * become markup in text or in a quoted attribute; nested `html` results and arrays of them are
 * kept as they are.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let index = 0; index < values.length; index++) {
    out += toMarkup(values[index]) + (strings[index + 1] ?? '');
  }
  return { [markup]: out };
}

/** The finished markup as a string. */
export function renderHtml(value: SafeHtml): string {
  return value[markup];
}
