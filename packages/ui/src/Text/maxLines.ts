export const maxLinesValues = [1, 2, 3, 4, 5] as const;
export type MaxLines = (typeof maxLinesValues)[number];

/** Throws a developer error for a `maxLines` outside 1-5 (each value is a prebuilt class). */
export function assertMaxLines(
  componentName: string,
  maxLines: unknown,
): asserts maxLines is MaxLines {
  if (!(maxLinesValues as readonly unknown[]).includes(maxLines)) {
    throw new Error(
      `${componentName} does not support maxLines=${JSON.stringify(maxLines)}; use a whole number from 1 to 5.`,
    );
  }
}
