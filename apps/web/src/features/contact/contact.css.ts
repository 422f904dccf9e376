import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The contact form's column: a form's width (Braid's contentWidth), not the page's. */
export const page = style({ maxWidth: vars.contentWidth.small });

export const intro = style({ display: 'grid', gap: vars.space.xsmall });

export { lead, title } from '../../components/pageIntro.css.ts';

export const aside = style({ margin: 0 });
globalStyle(`${aside} a`, { color: vars.color.foreground.link });
