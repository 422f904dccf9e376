/**
 * Reading Prometheus' text format and PromQL in tests: the samples a node exports, the metric
 * names it declares, and the metric names a dashboard's or a rule's expressions use.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample line (`name{label="value",...} number`). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? '').matchAll(
      /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g,
    )) {
      labels[label[1]!] = label[2]!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * The names a query may use: each declared family (`# TYPE`), with a histogram's `_bucket`,
 * `_sum` and `_count` series and a summary's `_sum` and `_count`.
 */
export function metricFamilies(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram')
      for (const end of ['_bucket', '_sum', '_count']) names.add(name! + end);
    if (type === 'summary') for (const end of ['_sum', '_count']) names.add(name! + end);
  }
  return names;
}

const promqlWords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names in PromQL expressions: identifiers that are not functions or aggregations
 * (followed by `(`), label matchers, grouping labels, strings, ranges or keywords.
 */
export function metricNamesInExpressions(expressions: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const expression of expressions) {
    const bare = expression
      .replace(/"(?:[^"\\]|\\.)*"/g, '""')
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
    for (const match of bare.matchAll(/(?<![\w.$])([a-zA-Z_:][a-zA-Z0-9_:]*)(?![\w:])(?!\s*\()/g)) {
      const name = match[1]!;
      if (!promqlWords.has(name.toLowerCase())) names.add(name);
    }
  }
  return names;
}
