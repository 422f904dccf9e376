import { breakpointQuery, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xlarge });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const card = style({
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  '@media': { [breakpointQuery.tablet]: { padding: vars.space.medium } },
});

/** A candidate's row: the checkbox, then what there is to know at a glance. */
export const candidate = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xsmall,
  alignItems: 'start',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

/** A select and its button side by side where there is room. */
export const field = style({ minWidth: '12rem', flex: '1 1 12rem', maxWidth: '20rem' });

export const answers = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
  color: vars.color.foreground.secondary,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  overflowWrap: 'anywhere',
});

export const answer = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xxsmall}` });

export const answerTerm = style({ fontWeight: vars.font.weight.strong });

export const answerDetail = style({ margin: 0 });

export const definitions = style({ margin: 0, display: 'grid', gap: vars.space.small });

export const term = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});

export const detail = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': {
    [breakpointQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.small}`,
  display: 'grid',
  gap: vars.space.xxsmall,
  borderLeft: `${vars.borderWidth.large} solid ${vars.color.border.neutralLight}`,
  color: vars.color.foreground.secondary,
});

export const note = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.neutralLight,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});
