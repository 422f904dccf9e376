import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';

/**
 * The class map `atoms` resolves props with travels to the browser in a compact form. Sprinkles
 * would serialise every value as `{ conditions: { mobile: 'a0', tablet: 'a1', ... },
 * defaultClass: 'a0' }` (736 class names, about 2 KB of the results page after brotli); here it
 * is the property and value names, plus the class names as one list, or, when they are numbered
 * in order as vanilla-extract's short identifiers are, a prefix and the first number. The
 * browser rebuilds the same map and hands it to sprinkles' own runtime.
 */

/** What sprinkles' `defineProperties` returns and its runtime reads. */
// Type aliases, not interfaces: vanilla-extract serialises only index-signature-compatible types.
export type SprinklesConditions = {
  defaultCondition: string | false | readonly string[];
  conditionNames: string[];
  responsiveArray?: readonly string[];
};

export interface SprinklesValue {
  conditions?: Record<string, string>;
  defaultClass?: string;
}

export type SprinklesStyle =
  | {
      values: Record<string, SprinklesValue>;
      responsiveArray?: readonly string[];
      mappings?: undefined;
    }
  | { mappings: string[]; values?: undefined };

export interface SprinklesProperties {
  conditions?: SprinklesConditions;
  styles: Record<string, SprinklesStyle>;
}

/** A property and its value names, or a shorthand and the properties it sets. */
export type CompactStyle = [name: string, values: string[]] | [name: string, 0, mappings: string[]];

export type CompactProperties = {
  conditions?: SprinklesConditions;
  styles: CompactStyle[];
  /** Class names in order (each value, each condition): a list, or `[prefix, first number]`. */
  classes: string | [prefix: string, first: number];
};

function defaultConditionsOf(conditions: SprinklesConditions | undefined): string[] {
  if (conditions === undefined || !conditions.defaultCondition) return [];
  return [conditions.defaultCondition].flat();
}

/** `[prefix, first]` if `classes` are `prefix` + consecutive base-36 numbers, else `null`. */
function numberedRun(classes: readonly string[]): [string, number] | null {
  const first = classes[0];
  if (first === undefined) return null;
  for (let split = first.length - 1; split > 0; split -= 1) {
    const prefix = first.slice(0, split);
    const start = Number.parseInt(first.slice(split), 36);
    if (!Number.isSafeInteger(start) || start.toString(36) !== first.slice(split)) continue;
    if (classes.every((name, index) => name === prefix + (start + index).toString(36))) {
      return [prefix, start];
    }
  }
  return null;
}

/** At build time (in a `.css.ts` file): the compact form of `defineProperties`' result. */
export function compactProperties(properties: SprinklesProperties): CompactProperties {
  const conditionNames = properties.conditions?.conditionNames;
  const styles: CompactStyle[] = [];
  const classes: string[] = [];
  for (const [name, style] of Object.entries(properties.styles)) {
    if (style.mappings !== undefined) {
      styles.push([name, 0, style.mappings]);
      continue;
    }
    styles.push([name, Object.keys(style.values)]);
    for (const value of Object.values(style.values)) {
      if (conditionNames === undefined) classes.push(value.defaultClass!);
      else classes.push(...conditionNames.map((condition) => value.conditions![condition]!));
    }
  }
  const compact: CompactProperties = {
    ...(properties.conditions === undefined ? {} : { conditions: properties.conditions }),
    styles,
    classes: numberedRun(classes) ?? classes.join(' '),
  };
  // The browser must get exactly the map sprinkles made: fail the build otherwise.
  const original = JSON.stringify(properties);
  const expanded = JSON.stringify(expandProperties(compact));
  if (expanded !== original) {
    let at = 0;
    while (expanded[at] === original[at]) at += 1;
    throw new Error(
      `compactProperties: the compact class map does not expand to the original: ` +
        `${original.slice(Math.max(0, at - 80), at + 80)} became ${expanded.slice(Math.max(0, at - 80), at + 80)}`,
    );
  }
  return compact;
}

/** In the browser: the map `defineProperties` made, from its compact form. */
export function expandProperties({ conditions, styles, classes }: CompactProperties) {
  const names = typeof classes === 'string' ? classes.split(' ') : null;
  let next = 0;
  const className = () =>
    names === null ? classes[0] + (Number(classes[1]) + next++).toString(36) : names[next++]!;
  const defaults = defaultConditionsOf(conditions);
  const expanded: Record<string, SprinklesStyle> = {};
  for (const [name, values, mappings] of styles) {
    if (values === 0) {
      expanded[name] = { mappings: mappings! };
      continue;
    }
    const byValue: Record<string, SprinklesValue> = {};
    for (const value of values) {
      if (conditions === undefined) {
        byValue[value] = { defaultClass: className() };
        continue;
      }
      const byCondition: Record<string, string> = {};
      for (const condition of conditions.conditionNames) byCondition[condition] = className();
      byValue[value] = { conditions: byCondition };
      const defaultClasses = defaults.flatMap((condition) => byCondition[condition] ?? []);
      if (defaultClasses.length > 0) byValue[value].defaultClass = defaultClasses.join(' ');
    }
    expanded[name] =
      conditions?.responsiveArray === undefined
        ? { values: byValue }
        : { values: byValue, responsiveArray: conditions.responsiveArray };
  }
  return conditions === undefined ? { styles: expanded } : { conditions, styles: expanded };
}

/**
 * The runtime `atoms` function from compact definitions: what the `.css.ts` file's serialised
 * `atoms` calls in the browser (see `addFunctionSerializer` in atoms.css.ts).
 */
export function createCompactSprinkles(...definitions: CompactProperties[]) {
  // oxlint-disable-next-line typescript/no-explicit-any -- sprinkles' runtime types its input from the definitions' literal types
  return createSprinkles(...(definitions.map(expandProperties) as any[]));
}
