import { breakpointQuery, vars } from '@joblane/theme';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { compactProperties } from './compactSprinkles.ts';

// The resets must come before the atoms in the style sheet (same specificity: the later rule
// wins), so `Box`'s `padding` is never undone by its own reset.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import './reset.css.ts';

/**
 * The kit's one responsive sprinkles definition. Every `Box` prop and every `atoms({...})` call
 * in a component's `.css.ts` resolves to these classes, so a value costs one shared class.
 * Responsive values are mobile first: `{ mobile: 'small', desktop: 'large' }` or
 * `['small', null, 'large']` (mobile, tablet, desktop, wide).
 */

const space = vars.space;
const negativeSpace = Object.fromEntries(
  Object.entries(vars.space).map(([name, value]) => [`-${name}`, `calc(${value} * -1)`]),
) as Record<`-${keyof typeof vars.space}`, string>;

const flexAlignment = {
  flexStart: 'flex-start',
  center: 'center',
  flexEnd: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': breakpointQuery.tablet },
    desktop: { '@media': breakpointQuery.desktop },
    wide: { '@media': breakpointQuery.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: {
      none: 'none',
      block: 'block',
      inline: 'inline',
      inlineBlock: 'inline-block',
      flex: 'flex',
      inlineFlex: 'inline-flex',
      grid: 'grid',
    },
    position: ['relative', 'absolute', 'fixed', 'sticky'],
    flexDirection: {
      row: 'row',
      rowReverse: 'row-reverse',
      column: 'column',
      columnReverse: 'column-reverse',
    },
    flexWrap: { wrap: 'wrap', nowrap: 'nowrap' },
    alignItems: flexAlignment,
    justifyContent: {
      flexStart: 'flex-start',
      center: 'center',
      flexEnd: 'flex-end',
      spaceBetween: 'space-between',
    },
    textAlign: ['left', 'center', 'right'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, ...negativeSpace },
    marginBottom: { ...space, ...negativeSpace },
    marginLeft: { ...space, ...negativeSpace },
    marginRight: { ...space, ...negativeSpace },
    borderRadius: vars.borderRadius,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Inset box shadows draw borders without changing the box size. */
const borderShadows = Object.fromEntries(
  Object.entries(vars.color.border).map(([name, color]) => [
    `border${name[0]!.toUpperCase()}${name.slice(1)}`,
    `inset 0 0 0 ${vars.borderWidth.standard} ${color}`,
  ]),
) as Record<`border${Capitalize<keyof typeof vars.color.border>}`, string>;

const unresponsiveProperties = defineProperties({
  properties: {
    background: vars.color.background,
    color: vars.color.foreground,
    boxShadow: { ...vars.shadow, ...borderShadows },
    overflow: ['hidden', 'auto', 'visible'],
    width: { full: '100%' },
    height: { full: '100%' },
    minWidth: { 0: '0' },
    maxWidth: vars.contentWidth,
    flexGrow: { 0: '0', 1: '1' },
    flexShrink: { 0: '0', 1: '1' },
    cursor: ['default', 'pointer'],
    pointerEvents: ['none'],
    userSelect: ['none'],
    zIndex: { 0: '0', 1: '1', 2: '2' },
    top: { 0: '0' },
    bottom: { 0: '0' },
    left: { 0: '0' },
    right: { 0: '0' },
  },
  shorthands: {
    inset: ['top', 'bottom', 'left', 'right'],
  },
});

const sprinkles = createSprinkles(responsiveProperties, unresponsiveProperties);

/**
 * `sprinkles` itself where `.css.ts` files compose with it; in the browser, the same function
 * rebuilt from a compact class map (see compactSprinkles.ts).
 */
export const atoms: typeof sprinkles = addFunctionSerializer(
  Object.assign((props: Parameters<typeof sprinkles>[0]) => sprinkles(props), {
    properties: sprinkles.properties,
  }),
  {
    importPath: './compactSprinkles.ts',
    importName: 'createCompactSprinkles',
    args: [compactProperties(responsiveProperties), compactProperties(unresponsiveProperties)],
  },
);

/** Every `atoms` / `Box` style prop, with its responsive forms. */
export type Atoms = Parameters<typeof atoms>[0];
