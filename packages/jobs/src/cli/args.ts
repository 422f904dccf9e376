/**
 * The command's arguments. A leading `--` is dropped: `pnpm seed -- --db x` (the npm habit)
 * passes it through literally with pnpm 12, and `parseArgs` would read everything after it as
 * positionals.
 */
export function commandArgs(argv: readonly string[] = process.argv.slice(2)): string[] {
  return argv[0] === '--' ? argv.slice(1) : [...argv];
}
