import { Writable } from 'node:stream';

import { HtmlValidate } from 'html-validate';

import { buildApp, type AppOptions } from '../src/server/app.ts';
import { loadConfig, type AppConfig } from '../src/server/config.ts';
import { openJobDatabase, type JobDatabase } from '../src/server/jobDatabase.ts';
import { SAMPLE_JOB_COUNT } from '../src/server/sampleJobs.ts';
import { appRoot, builtManifest, clientDir } from './paths.ts';

/** The moment tests run at: sample listings are dated back from it and ages count from it. */
export const TEST_NOW = new Date('2026-11-20T00:00:00.000Z');

let sampleDatabase: Promise<JobDatabase> | undefined;

/**
 * 3 000 sample jobs (seed 1, listed over the 30 days before `TEST_NOW`) in an in-memory store,
 * opened once per test file. Tests that change jobs open their own.
 */
export function testDatabase(): Promise<JobDatabase> {
  sampleDatabase ??= openJobDatabase({
    path: ':memory:',
    sampleJobs: SAMPLE_JOB_COUNT,
    now: TEST_NOW,
  });
  return sampleDatabase;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
}

/** The app as `server.ts` builds it, on the real client build, with its logs captured. */
export async function testApp({
  config: overrides,
  ...options
}: Partial<Omit<AppOptions, 'config'>> & { config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line !== '') logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  // The defaults a laptop gets, plus what the test changes. Shedding waits for a 30 s stall: a
  // CI machine running several suites at once can block a test's loop for seconds (seeding the
  // sample jobs), and a 503 there is noise; the shedding tests set their own threshold.
  const config = { ...loadConfig({}, appRoot), maxEventLoopDelayMs: 30_000, ...overrides };
  const app = await buildApp({
    manifest: builtManifest(),
    clientDir,
    checkDatabase: () => {},
    database: await testDatabase(),
    now: () => TEST_NOW,
    logger: { level: 'info', stream },
    ...options,
    config,
  });
  return { app, logs };
}

/** The JSON data block of a document, as the browser would read it. */
export function contextBlock(html: string): string {
  const match = /<script type="application\/json" id="joblane-context">([^<]*)<\/script>/.exec(
    html,
  );
  if (match?.[1] === undefined) throw new Error('the document has no context block');
  return match[1];
}

// Whole documents as React writes them: `<input/>`, `hidden=""`, camelCase `autoComplete` and
// `useId` ids such as `_R_3_` are all valid HTML; the autosuggest's popup is an ARIA listbox on
// purpose. Inline styles are not allowed (the CSP forbids them).
const documentValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'error',
    'void-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'doctype-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // Checkboxes share a name: that is how a form sends a list (`worktype=a&worktype=b`).
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // Job descriptions are stored HTML; a bare `&` before a space is valid HTML.
    'no-raw-characters': ['error', { relaxed: true }],
  },
});

/** What html-validate finds wrong with a whole document, one `rule: message` line each. */
export async function documentProblems(html: string): Promise<string[]> {
  const report = await documentValidator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  );
}
