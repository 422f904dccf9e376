import { afterEach, describe, expect, it } from 'vitest';

import { colorModeClass, joblaneTheme, joblaneTokens, vars, type ColorTokens } from './index.ts';

/** Every leaf of a vars object as [dotted path, custom property name]. */
function leaves(node: object, path: string[] = []): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value.replace(/^var\((--[^)]+)\)$/, '$1')]]
      : leaves(value as object, [...path, key]),
  );
}

/** The colour tokens flattened to the same dotted paths as `vars.color`. */
function colorLeaves(color: ColorTokens): Map<string, string> {
  const entries: [string, string][] = [['color.focus', color.focus]];
  for (const group of ['foreground', 'background', 'border'] as const) {
    for (const [name, value] of Object.entries(color[group])) {
      entries.push([`color.${group}.${name}`, value]);
    }
  }
  return new Map(entries);
}

const html = document.documentElement;
const valueOf = (cssVar: string) => getComputedStyle(html).getPropertyValue(cssVar).trim();
const body = vars.color.background.body.slice(4, -1);
const setPrefersColorScheme = (scheme: 'light' | 'dark') => {
  (
    window as unknown as { happyDOM: { settings: { device: { prefersColorScheme: string } } } }
  ).happyDOM.settings.device.prefersColorScheme = scheme;
};

afterEach(() => {
  html.className = '';
  setPrefersColorScheme('light');
});

describe('joblaneTheme on <html>', () => {
  it('sets every var in the contract', () => {
    html.className = joblaneTheme;
    const all = leaves(vars);
    expect(all.length).toBeGreaterThan(100);
    for (const [path, cssVar] of all) {
      expect(valueOf(cssVar), `${path} (${cssVar})`).not.toBe('');
    }
  });

  it('is unset without the class, so nothing works by accident', () => {
    expect(valueOf(body)).toBe('');
  });

  it('uses the light colours by default', () => {
    html.className = joblaneTheme;
    const expected = colorLeaves(joblaneTokens.color.light);
    for (const [path, cssVar] of leaves(vars.color, ['color'])) {
      expect(valueOf(cssVar), path).toBe(expected.get(path));
    }
  });

  it('turns the numeric tokens into CSS lengths and durations', () => {
    html.className = joblaneTheme;
    expect(valueOf(vars.space.gutter.slice(4, -1))).toBe('24px');
    expect(valueOf(vars.space.none.slice(4, -1))).toBe('0px');
    expect(valueOf(vars.motion.duration.toast.slice(4, -1))).toBe('200ms');
    expect(valueOf(vars.touchableSize.slice(4, -1))).toBe('44px');
    expect(valueOf(vars.font.weight.strong.slice(4, -1))).toBe('700');
    expect(valueOf(vars.font.family.slice(4, -1))).toBe(joblaneTokens.typography.fontFamily);
    expect(valueOf(vars.text.standard.mobile.fontSize.slice(4, -1))).toBe('16px');
    expect(valueOf(vars.heading['1'].tablet.lineHeight.slice(4, -1))).toBe('44px');
  });

  it('gives the page its body background, text colour and font', () => {
    html.className = joblaneTheme;
    const style = getComputedStyle(html);
    expect(style.backgroundColor).toBe(joblaneTokens.color.light.background.body);
    expect(style.color).toBe(joblaneTokens.color.light.foreground.neutral);
    expect(style.fontFamily).toBe(joblaneTokens.typography.fontFamily);

    html.classList.add(colorModeClass.dark);
    expect(getComputedStyle(html).backgroundColor).toBe(joblaneTokens.color.dark.background.body);
  });
});

describe('colour modes', () => {
  const dark = colorLeaves(joblaneTokens.color.dark);

  it('follows prefers-color-scheme: dark when the user has not chosen', () => {
    setPrefersColorScheme('dark');
    html.className = joblaneTheme;
    for (const [path, cssVar] of leaves(vars.color, ['color'])) {
      expect(valueOf(cssVar), path).toBe(dark.get(path));
    }
    expect(getComputedStyle(html).colorScheme).toBe('light dark');
  });

  it('forces dark with the dark class, even when the system prefers light', () => {
    html.className = `${joblaneTheme} ${colorModeClass.dark}`;
    for (const [path, cssVar] of leaves(vars.color, ['color'])) {
      expect(valueOf(cssVar), path).toBe(dark.get(path));
    }
    expect(getComputedStyle(html).colorScheme).toBe('dark');
  });

  it('forces light with the light class, even when the system prefers dark', () => {
    setPrefersColorScheme('dark');
    html.className = `${joblaneTheme} ${colorModeClass.light}`;
    expect(valueOf(body)).toBe(joblaneTokens.color.light.background.body);
    expect(getComputedStyle(html).colorScheme).toBe('light');
  });

  it('changes only colours: spacing and type stay the same in dark mode', () => {
    html.className = `${joblaneTheme} ${colorModeClass.dark}`;
    expect(valueOf(body)).toBe(joblaneTokens.color.dark.background.body);
    expect(valueOf(vars.space.medium.slice(4, -1))).toBe('24px');
    expect(valueOf(vars.text.large.tablet.fontSize.slice(4, -1))).toBe('20px');
  });
});
