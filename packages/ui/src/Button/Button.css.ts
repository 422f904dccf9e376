import { responsiveStyle, vars } from '@joblane/theme';
import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/reset.css.ts';
import { interactionLayerRule } from '../private/styleRules.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';

const solidBackground = {
  formAccent: vars.color.background.formAccent,
  brandAccent: vars.color.background.brandAccent,
  critical: vars.color.background.critical,
  neutral: vars.color.background.neutral,
} as const;

const solidHover = {
  formAccent: [vars.color.background.formAccentHover, vars.color.background.formAccentActive],
  brandAccent: [vars.color.background.brandAccentHover, vars.color.background.brandAccentActive],
  critical: [vars.color.background.criticalHover, vars.color.background.criticalActive],
} as const;

const softBackground = {
  formAccent: vars.color.background.formAccentLight,
  brandAccent: vars.color.background.brandAccentLight,
  critical: vars.color.background.criticalLight,
  neutral: vars.color.background.neutralLight,
} as const;

type ButtonToneName = keyof typeof solidBackground;
const toneNames = Object.keys(solidBackground) as ButtonToneName[];

// Plain classes rather than a `recipe`: the recipe's runtime (1.7 KB minified) rode on every
// page for this one component. Rule order is the recipe's: base, then variants, then the
// variant-and-tone pairs, so a pair's colours win over its variant's.
export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  maxWidth: '100%',
  borderRadius: vars.borderRadius.standard,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  '::before': interactionLayerRule,
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled)::before': { opacity: 0.08 },
    '&:active:not([aria-disabled="true"]):not(:disabled)::before': { opacity: 0.16 },
    '&[aria-disabled="true"], &:disabled': { cursor: 'default' },
    '&:disabled': { opacity: 0.5 },
  },
});

export const variant = styleVariants({
  solid: { color: vars.color.foreground.neutralInverted },
  ghost: { backgroundColor: 'transparent' },
  soft: {},
  transparent: { backgroundColor: 'transparent' },
});

export const size = styleVariants({
  standard: [
    untrimmedTextRule(vars.text.standard),
    {
      minHeight: vars.touchableSize,
      paddingTop: vars.space.xxsmall,
      paddingBottom: vars.space.xxsmall,
      paddingLeft: vars.space.medium,
      paddingRight: vars.space.medium,
    },
  ],
  small: [
    untrimmedTextRule(vars.text.small),
    {
      paddingTop: vars.space.xxsmall,
      paddingBottom: vars.space.xxsmall,
      paddingLeft: vars.space.small,
      paddingRight: vars.space.small,
    },
  ],
});

const solidTone = (tone: ButtonToneName): StyleRule =>
  tone === 'neutral'
    ? { backgroundColor: solidBackground[tone] }
    : {
        backgroundColor: solidBackground[tone],
        // Solid tones have their own hover and press colours; no layer needed.
        '::before': { display: 'none' },
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            backgroundColor: solidHover[tone][0],
          },
          '&:active:not([aria-disabled="true"]):not(:disabled)': {
            backgroundColor: solidHover[tone][1],
          },
        },
      };

/** Keyed `variant tone`, e.g. `ghost critical`. */
export const variantTone = styleVariants(
  Object.fromEntries(
    toneNames.flatMap((tone) => [
      [`solid ${tone}`, solidTone(tone)],
      [
        `ghost ${tone}`,
        {
          color: vars.color.foreground[tone],
          boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border[tone]}`,
        },
      ],
      [
        `soft ${tone}`,
        { color: vars.color.foreground[tone], backgroundColor: softBackground[tone] },
      ],
      [`transparent ${tone}`, { color: vars.color.foreground[tone] }],
    ]),
  ) as Record<`${keyof typeof variant} ${ButtonToneName}`, StyleRule>,
);

/** Inside `Actions` on mobile: the full width of the column. */
export const fullWidthOnMobile = style(
  responsiveStyle({ mobile: { width: '100%' }, tablet: { width: 'auto' } }),
);

export const content = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5em',
  minWidth: 0,
});

/** While loading the label stays in place (and in the accessibility tree) but unseen. */
export const contentHidden = style({ opacity: 0 });

export const loadingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
