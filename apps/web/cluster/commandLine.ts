import { parseArgs } from 'node:util';

/** A whole-number option: its default and the range it must fall in. */
export interface WholeNumberOption {
  default: number;
  min: number;
  max: number;
}

/** Prints the message and the usage, and exits 2 (a command-line mistake). */
export function failWithUsage(usage: string, message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

/**
 * Reads `--name N` options that are whole numbers in a range (`pnpm cluster`, `pnpm
 * bench:cluster`): an unknown option or a value out of range prints what is wrong and the usage,
 * and exits 2.
 */
export function wholeNumberOptions<Name extends string>(
  usage: string,
  options: Record<Name, WholeNumberOption>,
  args: string[] = process.argv.slice(2),
): Record<Name, number> {
  const names = Object.keys(options) as Name[];
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    failWithUsage(usage, (error as Error).message);
  }
  const read = {} as Record<Name, number>;
  for (const name of names) {
    const { default: fallback, min, max } = options[name];
    const text = values[name];
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
      failWithUsage(
        usage,
        `--${name} must be a whole number from ${min} to ${max} (got "${text}").`,
      );
    }
    read[name] = value;
  }
  return read;
}
