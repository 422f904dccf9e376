import { wcagContrast } from 'culori';

import { joblaneTokens } from '../src/index.ts';

const ratio = (a: string, b: string) => `${wcagContrast(a, b).toFixed(2)}:1`;
const swatch = (value: string) => `\`${value}\``;

/** The README's token tables, generated from `joblaneTokens` so they cannot drift. */
export function readmeTables(): string {
  const { light, dark } = joblaneTokens.color;
  const lines: string[] = [];

  lines.push('### Foreground colours', '');
  lines.push(
    '| Token | Light | Contrast on body | Dark | Contrast on body |',
    '|---|---|---|---|---|',
  );
  for (const name of Object.keys(light.foreground) as (keyof typeof light.foreground)[]) {
    const inverted = name.endsWith('Inverted');
    const lightOn = inverted ? light.background.brand : light.background.body;
    const darkOn = inverted ? dark.background.brand : dark.background.body;
    const on = inverted ? ' (on brand)' : '';
    lines.push(
      `| \`foreground.${name}\` | ${swatch(light.foreground[name])} | ${ratio(light.foreground[name], lightOn)}${on} | ${swatch(dark.foreground[name])} | ${ratio(dark.foreground[name], darkOn)}${on} |`,
    );
  }

  lines.push('', '### Background colours', '');
  lines.push('| Token | Light | Dark |', '|---|---|---|');
  for (const name of Object.keys(light.background) as (keyof typeof light.background)[]) {
    lines.push(
      `| \`background.${name}\` | ${swatch(light.background[name])} | ${swatch(dark.background[name])} |`,
    );
  }

  lines.push('', '### Border and focus colours', '');
  lines.push(
    '| Token | Light | Contrast on body | Dark | Contrast on body |',
    '|---|---|---|---|---|',
  );
  const borders = [
    ...Object.entries(light.border).map(([name, value]) => [
      `border.${name}`,
      value,
      dark.border[name as keyof typeof dark.border],
    ]),
    ['focus', light.focus, dark.focus],
  ] as const;
  for (const [name, lightValue, darkValue] of borders) {
    lines.push(
      `| \`${name}\` | ${swatch(lightValue)} | ${ratio(lightValue, light.background.body)} | ${swatch(darkValue)} | ${ratio(darkValue, dark.background.body)} |`,
    );
  }

  const { typography } = joblaneTokens;
  lines.push('', '### Type scale (font size / line height, px)', '');
  lines.push('| Token | Mobile | Tablet and up |', '|---|---|---|');
  for (const [name, size] of Object.entries(typography.heading)) {
    lines.push(
      `| \`heading.${name}\` | ${size.mobile.fontSize} / ${size.mobile.lineHeight} | ${size.tablet.fontSize} / ${size.tablet.lineHeight} |`,
    );
  }
  for (const [name, size] of Object.entries(typography.text)) {
    lines.push(
      `| \`text.${name}\` | ${size.mobile.fontSize} / ${size.mobile.lineHeight} | ${size.tablet.fontSize} / ${size.tablet.lineHeight} |`,
    );
  }
  lines.push('', '| Weight | Value |', '|---|---|');
  for (const [name, value] of Object.entries(typography.fontWeight)) {
    lines.push(`| \`font.weight.${name}\` | ${value} |`);
  }

  const table = (title: string, header: string, entries: [string, string | number][]) => {
    lines.push('', `### ${title}`, '', `| Token | ${header} |`, '|---|---|');
    for (const [name, value] of entries) lines.push(`| \`${name}\` | ${value} |`);
  };
  table(
    'Spacing (4 px grid)',
    'px',
    Object.entries(joblaneTokens.space).map(([k, v]) => [`space.${k}`, v]),
  );
  table('Breakpoints (min-width)', 'px', Object.entries(joblaneTokens.breakpoints));
  table(
    'Content widths',
    'px',
    Object.entries(joblaneTokens.contentWidth).map(([k, v]) => [`contentWidth.${k}`, v]),
  );
  table(
    'Border radius',
    'CSS',
    Object.entries(joblaneTokens.borderRadius).map(([k, v]) => [`borderRadius.${k}`, `\`${v}\``]),
  );
  table(
    'Border width',
    'px',
    Object.entries(joblaneTokens.borderWidth).map(([k, v]) => [`borderWidth.${k}`, v]),
  );
  table(
    'Shadows',
    'CSS',
    Object.entries(joblaneTokens.shadow).map(([k, v]) => [`shadow.${k}`, `\`${v}\``]),
  );
  table('Motion', 'Value', [
    ...Object.entries(joblaneTokens.motion.duration).map(([k, v]): [string, string] => [
      `motion.duration.${k}`,
      `${v} ms`,
    ]),
    ['motion.easing', `\`${joblaneTokens.motion.easing}\``],
  ]);
  table('Sizes', 'px', [
    ['touchableSize', joblaneTokens.touchableSize],
    ['focusRingSize', joblaneTokens.focusRingSize],
  ]);
  return lines.join('\n');
}
