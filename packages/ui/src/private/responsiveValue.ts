import { type Breakpoint, breakpointNames } from '@joblane/theme';

/**
 * A prop value that may change by breakpoint, mobile first: one value, an object
 * (`{ mobile: 'small', desktop: 'large' }`) or an array (`['small', null, 'large']`,
 * in mobile, tablet, desktop, wide order; `null` keeps the previous value).
 */
export type ResponsiveValue<Value> =
  | Value
  | Partial<Record<Breakpoint, Value>>
  | readonly [Value]
  | readonly [Value, Value | null]
  | readonly [Value, Value | null, Value | null]
  | readonly [Value, Value | null, Value | null, Value | null];

function isBreakpointObject<Value>(
  value: ResponsiveValue<Value>,
): value is Partial<Record<Breakpoint, Value>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => (breakpointNames as readonly string[]).includes(key))
  );
}

/** Resolves a responsive value to its value at every breakpoint (missing ones inherit). */
export function normaliseResponsiveValue<Value>(
  value: ResponsiveValue<Value>,
): Record<Breakpoint, Value> {
  const byBreakpoint: Partial<Record<Breakpoint, Value | null | undefined>> = Array.isArray(value)
    ? Object.fromEntries(breakpointNames.map((name, index) => [name, value[index]]))
    : isBreakpointObject(value)
      ? value
      : { mobile: value as Value };
  let previous = byBreakpoint.mobile as Value;
  const result = {} as Record<Breakpoint, Value>;
  for (const name of breakpointNames) {
    const own = byBreakpoint[name];
    if (own !== undefined && own !== null) previous = own;
    result[name] = previous;
  }
  return result;
}

/**
 * Maps a responsive value breakpoint by breakpoint, keeping only the breakpoints where the
 * mapped value changes, so it stays a small sprinkles value: `{ mobile: 'column', tablet: 'row' }`.
 */
export function mapResponsiveValue<Value, Mapped>(
  value: ResponsiveValue<Value>,
  map: (value: Value, breakpoint: Breakpoint) => Mapped,
): Partial<Record<Breakpoint, Mapped>> {
  const all = normaliseResponsiveValue(value);
  const result: Partial<Record<Breakpoint, Mapped>> = {};
  let previous: Mapped | undefined;
  for (const name of breakpointNames) {
    const mapped = map(all[name], name);
    if (name === 'mobile' || mapped !== previous) result[name] = mapped;
    previous = mapped;
  }
  return result;
}
