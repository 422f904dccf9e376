import { brand } from './brand.ts';
import type { Block, Inline, MailContent } from './content.ts';
import { html, renderHtml, type SafeHtml } from './html.ts';

export interface RenderedContent {
  subject: string;
  html: string;
  text: string;
}

/** Collapses every run of whitespace (newlines too) to one space: a subject is one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

const inlineLinkStyle = 'color:inherit;text-decoration:underline';

function inlinePartHtml(part: Inline): SafeHtml {
  if (typeof part === 'string') return html`${part}`;
  if ('strong' in part) return html`<strong>${part.strong}</strong>`;
  // prettier-ignore
  return html`<a href="${part.url}" style="${inlineLinkStyle}">${part.link}</a>`;
}

const inlineHtml = (text: readonly Inline[]): SafeHtml[] => text.map(inlinePartHtml);

const inlineText = (text: readonly Inline[]): string =>
  text
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'strong' in part
          ? part.strong
          : `${part.link}: ${part.url}`,
    )
    .join('');

const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:24px;color:${brand.text}`;
const noteStyle = `margin:0 0 12px;font-size:14px;line-height:20px;color:${brand.secondaryText}`;
const buttonStyle =
  `display:inline-block;padding:12px 24px;border-radius:8px;background:${brand.accent};` +
  `color:${brand.onBrand};font-size:16px;line-height:24px;font-weight:700;text-decoration:none`;
const linkStyle = `color:${brand.link};text-decoration:underline`;

// The markup below is formatted by hand (prettier would reflow it and change its whitespace).
function blockHtml(block: Block): SafeHtml {
  switch (block.type) {
    case 'paragraph':
      return html`<p style="${paragraphStyle}">${inlineHtml(block.text)}</p>`;
    case 'note':
      return html`<p style="${noteStyle}">${inlineHtml(block.text)}</p>`;
    case 'action':
      // prettier-ignore
      return html`<p style="margin:24px 0"><a href="${block.url}" style="${buttonStyle}">${block.label}</a></p>
<p style="${noteStyle}">If the button does not work, copy this address into your browser:<br>
<a href="${block.url}" style="${linkStyle};word-break:break-all">${block.url}</a></p>`;
    case 'list':
      // prettier-ignore
      return html`<ul style="margin:0 0 16px;padding:0;list-style:none">
${block.items.map((item) => html`<li style="margin:0 0 12px;padding:0 0 12px;border-bottom:1px solid ${brand.border}">
<a href="${item.url}" style="${linkStyle};font-size:16px;line-height:24px;font-weight:700">${item.title}</a>${
  item.detail === undefined ? '' : html`<br>
<span style="${noteStyle}">${item.detail}</span>`}
</li>
`)}</ul>`;
  }
}

/** Wraps running text at `width` columns; a word longer than that (a URL) gets its own line. */
export function wrapText(text: string, width = 72): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u).filter((part) => part !== '')) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return wrapText(inlineText(block.text));
    case 'action':
      return `${wrapText(`${block.label}:`)}\n${block.url}`;
    case 'list':
      return block.items
        .map((item) =>
          [
            wrapText(`* ${item.title}`),
            item.url,
            item.detail === undefined ? '' : wrapText(item.detail),
          ]
            .filter((line) => line !== '')
            .join('\n'),
        )
        .join('\n\n');
  }
}

/**
 * The Joblane layout around a message: the wordmark on the brand band, the message on a white
 * card, and the site's address at the foot; written once as HTML (inline styles, no tables) and
 * once as plain text.
 */
export function layout(content: MailContent, homeUrl: string): RenderedContent {
  const subject = oneLine(content.subject);
  // prettier-ignore
  const body = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:${brand.body};color:${brand.text};font-family:${brand.fontFamily}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${oneLine(content.preview)}</div>
<div role="article" aria-roledescription="email" aria-label="${subject}" lang="en" style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="padding:16px 24px;border-radius:12px 12px 0 0;background:${brand.brand};border-bottom:4px solid ${brand.accent}">
<a href="${homeUrl}" style="color:${brand.onBrand};font-size:24px;line-height:32px;font-weight:800;letter-spacing:-0.5px;text-decoration:none">Joblane</a>
</div>
<div style="padding:32px 24px 16px;border-radius:0 0 12px 12px;background:${brand.surface};border:1px solid ${brand.border};border-top:0">
<h1 style="margin:0 0 24px;font-size:24px;line-height:32px;font-weight:700;color:${brand.text}">${content.heading}</h1>
${content.blocks.map((block) => html`${blockHtml(block)}
`)}</div>
<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:${brand.secondaryText};text-align:center">Joblane · <a href="${homeUrl}" style="color:${brand.secondaryText}">${homeUrl}</a></p>
</div>
</body>
</html>
`;
  const text = [
    'JOBLANE',
    '',
    wrapText(content.heading),
    '',
    content.blocks.map(blockText).join('\n\n'),
    '',
    '-- ',
    `Joblane · ${homeUrl}`,
    '',
  ].join('\n');
  return { subject, html: renderHtml(body), text };
}
