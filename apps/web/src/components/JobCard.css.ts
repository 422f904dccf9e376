import { vars } from '@joblane/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const text = (size: 'small' | 'standard' | 'large') => ({
  margin: 0,
  fontSize: vars.text[size].mobile.fontSize,
  lineHeight: vars.text[size].mobile.lineHeight,
});

// Every gap comes from the card's own grid, so an absent part leaves no gap behind.
export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  color: vars.color.foreground.neutral,
  selectors: {
    '&:hover': {
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.neutral}`,
    },
    '&:focus-within': { borderColor: vars.color.border.formAccent },
  },
  '@media': {
    'screen and (max-width: 739.98px)': { padding: vars.space.small },
  },
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.small,
});

export const mark = styleVariants(
  {
    standard: {
      width: '2.75rem',
      height: '2.75rem',
      fontSize: vars.text.large.mobile.fontSize,
    },
    large: {
      width: '3.5rem',
      height: '3.5rem',
      fontSize: vars.heading['3'].mobile.fontSize,
    },
    xlarge: {
      width: '6rem',
      height: '6rem',
      fontSize: vars.heading['1'].mobile.fontSize,
    },
  },
  (size) => [
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: vars.borderRadius.standard,
      background: vars.color.background.formAccentLight,
      color: vars.color.foreground.formAccent,
      fontWeight: vars.font.weight.strong,
    },
    size,
  ],
);

/** An uploaded logo: the letter tile's box, the image fitted in it on a light ground. */
export const logo = styleVariants(
  {
    standard: { width: '2.75rem', height: '2.75rem' },
    large: { width: '3.5rem', height: '3.5rem' },
    xlarge: { width: '6rem', height: '6rem' },
  },
  (size) => [
    {
      display: 'block',
      flexShrink: 0,
      objectFit: 'contain',
      borderRadius: vars.borderRadius.standard,
      // The image carries its own white ground (logos are drawn for light pages), so a dark
      // logo stays readable in the dark theme too.
      border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
      boxSizing: 'border-box',
    },
    size,
  ],
);

export const titles = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const title = style({
  ...text('large'),
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: vars.color.foreground.link,
  textDecoration: 'none',
  borderRadius: vars.borderRadius.small,
  selectors: {
    '&:hover': {
      textDecoration: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
    },
    '&:visited': { color: vars.color.foreground.linkVisited },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const company = style({ ...text('standard'), color: vars.color.foreground.neutral });

// An ad's company name links to its company page: styled here, so the card's script carries
// no class name for it.
globalStyle(`${company} a`, {
  color: 'inherit',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.borderRadius.small,
});
globalStyle(`${company} a:hover`, { color: vars.color.foreground.link });
globalStyle(`${company} a:focus-visible`, {
  outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
});

// The kit's Badge look in the positive tone, as a plain span: the results page's script budget
// has no room for the Badge component and its tone checks.
export const newBadge = style({
  alignSelf: 'start',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.borderRadius.small,
  background: vars.color.background.positiveLight,
  color: vars.color.foreground.positive,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const facts = style({ ...text('standard'), color: vars.color.foreground.secondary });

export const salary = style({ ...text('standard'), fontWeight: vars.font.weight.medium });

export const summary = style({ ...text('standard') });

export const points = style({ ...text('small') });

export const listed = style({ ...text('small'), color: vars.color.foreground.secondary });

/** The organisation's response signal: a fact about the employer, quieter than the job's. */
export const signal = style({ ...text('small'), color: vars.color.foreground.secondary });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

// A grid, so the button fills the form: stretched (the job page's action bar on phones) it is as
// wide as the signed-out link in its place, and otherwise both are as wide as their content.
export const saveForm = style({ display: 'inline-grid', margin: 0 });

// A quiet outlined button that fills in the accent when pressed (the job is saved).
export const saveButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  // Stretched to a full row (the job page's action bar on phones), it stays centred.
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.borderRadius.standard,
  // The outline is an inset shadow, not a border: no native button face or border is left
  // (a link and a button draw the same box).
  appearance: 'none',
  border: 'none',
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.formAccent}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.formAccent,
  font: 'inherit',
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.background.formAccentLight,
    },
    '&:hover': {
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.neutral}`,
    },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const saveIcon = style({
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  selectors: {
    '[aria-pressed="true"] > &': { fill: 'currentColor' },
  },
});

/** The job's title in the Save button's name, for screen readers only. */
export const saveTitle = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

// "Verified employer": the kit's Badge look in the info tone, as a plain span with a tick (the
// results page's script budget again). The text is the meaning; the tick only supports it.
export const verifiedBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.borderRadius.small,
  background: vars.color.background.infoLight,
  color: vars.color.foreground.info,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const verifiedIcon = style({
  width: '1em',
  height: '1em',
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
});

/**
 * The company name with the badge: side by side when there is room, the badge on a line of its
 * own (flush with the name, not indented) when there is not.
 */
export const companyWithBadge = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
});

/** "Reposted": a fact to weigh, not a warning; quieter than "New". */
export const repostedBadge = style({
  alignSelf: 'start',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.borderRadius.small,
  background: vars.color.background.neutralLight,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const alsoIn = style({ ...text('small'), color: vars.color.foreground.secondary });

export const alsoInList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.small}`,
  margin: `${vars.space.xxsmall} 0 0`,
  padding: 0,
  listStyle: 'none',
});

/** "More": the card's quieter actions (not interested, block the employer). */
export const hideMenu = style({
  ...text('small'),
  color: vars.color.foreground.secondary,
  justifySelf: 'start',
});

export const hideActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: vars.space.xxsmall,
});

export const hideButton = style([
  saveButton,
  { boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.neutralLight}` },
]);

globalStyle(`${hideMenu} > summary, ${alsoIn} > summary`, {
  width: 'fit-content',
  cursor: 'pointer',
});

globalStyle(`${hideMenu} > summary`, { lineHeight: vars.touchableSize });

globalStyle(`${hideMenu} > summary:focus-visible, ${alsoIn} > summary:focus-visible`, {
  outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
