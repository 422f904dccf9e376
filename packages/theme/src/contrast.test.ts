import { parse, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';

import { joblaneTokens } from './joblaneTokens.ts';
import type { BackgroundColor, BorderColor, ColorTokens, ForegroundColor } from './tokens.ts';

/** WCAG 2 contrast of two token values; a value culori cannot parse fails loudly. */
function contrast(foreground: string, background: string): number {
  for (const value of [foreground, background]) {
    if (parse(value) === undefined) throw new Error(`"${value}" is not a CSS colour`);
  }
  return wcagContrast(foreground, background);
}

// Text minimum (WCAG 1.4.3 AA) and large text / UI component minimum (1.4.3, 1.4.11).
const TEXT = 4.5;
const LARGE_OR_UI = 3;

const toneTexts = [
  ['brandAccent', 'brandAccentLight'],
  ['formAccent', 'formAccentLight'],
  ['critical', 'criticalLight'],
  ['caution', 'cautionLight'],
  ['positive', 'positiveLight'],
  ['info', 'infoLight'],
  ['promote', 'promoteLight'],
] as const satisfies readonly (readonly [ForegroundColor, BackgroundColor])[];

/** Every text-on-background pair the kit uses for body text. */
function textPairs(): [ForegroundColor, BackgroundColor][] {
  const pairs: [ForegroundColor, BackgroundColor][] = [];
  const plainBackgrounds = ['body', 'surface', 'neutralLight', 'neutralSoft'] as const;
  for (const background of plainBackgrounds) {
    for (const text of ['neutral', 'secondary', 'link', 'linkHover', 'linkVisited'] as const) {
      pairs.push([text, background]);
    }
  }
  for (const [tone, light] of toneTexts) {
    pairs.push([tone, 'body'], [tone, 'surface'], [tone, light]);
    // Alerts and badges set neutral and secondary text on the tone's light background.
    pairs.push(['neutral', light], ['secondary', light]);
  }
  // Buttons, badges and the header: inverted text on solid backgrounds.
  const solidBackgrounds = [
    'brand',
    'neutral',
    'brandAccent',
    'brandAccentHover',
    'brandAccentActive',
    'formAccent',
    'formAccentHover',
    'formAccentActive',
    'critical',
    'criticalHover',
    'criticalActive',
    'positive',
    'info',
    'promote',
  ] as const;
  for (const background of solidBackgrounds) pairs.push(['neutralInverted', background]);
  // Secondary inverted text appears only on the dark brand and neutral backgrounds.
  pairs.push(['secondaryInverted', 'brand'], ['secondaryInverted', 'neutral']);
  // The caution tone's solid background carries neutral (not inverted) text.
  pairs.push(['neutral', 'caution']);
  return pairs;
}

/** Borders and indicators that must stand out from what surrounds them (non-text contrast). */
function uiPairs(color: ColorTokens): [string, string, string][] {
  const pairs: [string, string, string][] = [];
  const edges: BorderColor[] = [
    'neutral',
    'field',
    'fieldHover',
    'brandAccent',
    'formAccent',
    'critical',
    'caution',
    'positive',
    'info',
    'promote',
  ];
  for (const background of ['body', 'surface'] as const) {
    for (const border of edges) {
      pairs.push([`border.${border}`, color.border[border], `background.${background}`]);
    }
    pairs.push([`focus`, color.focus, `background.${background}`]);
    pairs.push([`foreground.rating`, color.foreground.rating, `background.${background}`]);
  }
  for (const background of ['brand', 'neutral'] as const) {
    pairs.push([
      `border.neutralInverted`,
      color.border.neutralInverted,
      `background.${background}`,
    ]);
  }
  return pairs.map(([name, value, backgroundName]) => {
    const [group, key] = backgroundName.split('.') as ['background', BackgroundColor];
    return [name, value, `${group}.${key}=${color.background[key]}`];
  });
}

describe.each(['light', 'dark'] as const)('%s colour mode', (mode) => {
  const color = joblaneTokens.color[mode];

  it.each(textPairs())('foreground.%s on background.%s is at least 4.5:1', (text, background) => {
    expect(contrast(color.foreground[text], color.background[background])).toBeGreaterThanOrEqual(
      TEXT,
    );
  });

  it.each(uiPairs(color))('%s (%s) against %s is at least 3:1', (_name, value, against) => {
    const background = against.split('=')[1] ?? '';
    expect(contrast(value, background)).toBeGreaterThanOrEqual(LARGE_OR_UI);
  });

  it('every foreground colour is at least 3:1 on the body as large text', () => {
    for (const [name, value] of Object.entries(color.foreground)) {
      if (name === 'neutralInverted' || name === 'secondaryInverted') continue;
      expect(
        contrast(value, color.background.body),
        `foreground.${name} on background.body`,
      ).toBeGreaterThanOrEqual(LARGE_OR_UI);
    }
  });
});

describe('the contrast check', () => {
  it('uses the WCAG 2 formula: black on white is 21:1, equal colours 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#cc4210', '#cc4210')).toBe(1);
  });

  it('fails a low-contrast token value', () => {
    const washedOut = { ...joblaneTokens.color.light.foreground, critical: '#f2a0a5' };
    expect(contrast(washedOut.critical, joblaneTokens.color.light.background.body)).toBeLessThan(
      TEXT,
    );
  });

  it('rejects a value that is not a colour', () => {
    expect(() => contrast('brandish', '#ffffff')).toThrow('"brandish" is not a CSS colour');
  });
});
