import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The site's one bullet style (cards' selling points, the job page's selling points and its
 * description's lists): native markers, so each sits on its line's baseline whatever the text size.
 */
export const bulletList = style({
  margin: 0,
  paddingLeft: '1.25em',
  listStyle: 'disc',
  display: 'grid',
  gap: vars.space.xxsmall,
});
globalStyle(`${bulletList} > li::marker`, { color: vars.color.foreground.secondary });
