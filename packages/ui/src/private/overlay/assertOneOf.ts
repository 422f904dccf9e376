/** Throws a developer error naming the component, the prop, the bad value and the good ones. */
export function assertOneOf<Allowed extends string>(
  componentName: string,
  propName: string,
  value: unknown,
  allowed: readonly Allowed[],
): asserts value is Allowed {
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw new Error(
      `${componentName} does not support ${propName} ${JSON.stringify(value)}; use one of ${allowed.join(', ')}.`,
    );
  }
}
