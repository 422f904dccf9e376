// The public packages as a team outside this repository meets them: `pnpm pack` each one, install
// the tarballs (with react and react-dom, nothing from the workspace) into a project under the
// system's temporary folder, then in that project: run the jobs CLI from dist, type-check against
// the published declarations, server-render a page on plain Node.js, bundle its client with
// esbuild (the consumer's bundler) and hydrate it in Chromium over a real socket.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  realpath,
  rm,
  writeFile,
} from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ThemeTokens } from '@joblane/theme';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lockedSubtree, nodeHeadersDir, pnpm, run, workspace } from './commands.ts';

const here = dirname(fileURLToPath(import.meta.url));
const consumerSource = join(here, '..', 'consumer');
const publicPackages = ['theme', 'router-links', 'ui', 'jobs'] as const;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A version from the workspace catalog, so the consumer gets the React the kit is tested with. */
async function catalogVersion(name: string): Promise<string> {
  const workspaceFile = parse(await readFile(join(workspace, 'pnpm-workspace.yaml'), 'utf8')) as {
    catalog?: Record<string, string>;
  };
  const version = workspaceFile.catalog?.[name];
  if (version === undefined)
    throw new Error(`${name} is not in the catalog of pnpm-workspace.yaml`);
  return version;
}

const hexToRgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
};

let scratch: string;
let project: string;
const tarballs = new Map<string, string>();
let seedOutput: string;
let server: ChildProcess | undefined;
let origin: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'joblane-pack-'));
  const packs = join(scratch, 'packs');
  project = join(scratch, 'consumer');
  await mkdir(packs);
  await mkdir(project);

  await Promise.all(
    publicPackages.map(async (folder) => {
      const directory = join(workspace, 'packages', folder);
      if (!existsSync(join(directory, 'dist'))) {
        throw new Error(
          `packages/${folder}/dist is missing: run \`pnpm --filter @joblane/${folder} build\` ` +
            '(turbo builds it before this test through ^build)',
        );
      }
      const manifest = JSON.parse(await readFile(join(directory, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
      };
      await pnpm(['pack', '--pack-destination', packs], directory);
      const file = `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`;
      expect(existsSync(join(packs, file)), file).toBe(true);
      tarballs.set(manifest.name, join(packs, file));
    }),
  );

  // Dependencies between the packages (ui -> theme) resolve to the tarballs, not the registry;
  // better-sqlite3 and its dependencies to the versions the workspace built (commands.ts).
  const overrides = [
    ...[...tarballs].map(([name, file]) => [name, `file:${file}`]),
    ...Object.entries(
      await lockedSubtree(`better-sqlite3@${await catalogVersion('better-sqlite3')}`),
    ),
  ]
    .map(([name, spec]) => `  "${name}": "${spec}"`)
    .join('\n');
  await writeFile(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'joblane-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  await writeFile(
    join(project, 'pnpm-workspace.yaml'),
    `overrides:\n${overrides}\nallowBuilds:\n  better-sqlite3: true\n`,
  );
  for (const file of await readdir(consumerSource)) {
    await copyFile(join(consumerSource, file), join(project, file));
  }
  // The workspace's store: packages (and better-sqlite3's compiled binding) come from it.
  const storeDir = (await pnpm(['store', 'path'], workspace)).stdout.trim();
  const react = await catalogVersion('react');
  const types = await catalogVersion('@types/react');
  // Should the store not hold the workspace's build after all (pruned, say), better-sqlite3 is
  // compiled: with the local headers, so that never needs the network (commands.ts).
  const headers = nodeHeadersDir();
  await pnpm(
    [
      'add',
      '--workspace-root',
      '--prefer-offline',
      '--store-dir',
      storeDir,
      ...tarballs.values(),
      `react@${react}`,
      `react-dom@${react}`,
      // Only for the type check of types.tsx: React ships no declarations of its own.
      `@types/react@${types}`,
      `@types/react-dom@${await catalogVersion('@types/react-dom')}`,
    ],
    project,
    headers ? { ...process.env, npm_config_nodedir: headers } : process.env,
  );

  seedOutput = (
    await run(
      join(project, 'node_modules', '.bin', 'jobs-seed'),
      ['--db', 'jobs.db', '--count', '25'],
      project,
    )
  ).stdout;

  await build({
    absWorkingDir: project,
    entryPoints: ['client.js'],
    bundle: true,
    format: 'esm',
    minify: true,
    outdir: 'public',
    loader: { '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });

  const started = spawn(process.execPath, ['server.js'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = started;
  origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    started.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.on('exit', (code) => reject(new Error(`server.js exited with ${code}:\n${output}`)));
  });
});

afterAll(async () => {
  server?.kill();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the packed public packages', () => {
  it('ship dist, the README and a manifest whose entries point at dist', async () => {
    for (const [name, file] of tarballs) {
      const { stdout } = await run('tar', ['-tzf', file], scratch);
      const files = stdout.trim().split('\n');
      expect(files, name).toContain('package/package.json');
      expect(files, name).toContain('package/README.md');
      expect(
        files.filter(
          (path) => !/^package\/(dist\/|README\.md$|CHANGELOG\.md$|package\.json$)/.test(path),
        ),
        name,
      ).toEqual([]);

      const installed = join(project, 'node_modules', ...name.split('/'));
      // A copy from the tarball, not a link into the workspace.
      expect(relative(workspace, await realpath(installed)).startsWith('..'), name).toBe(true);
      const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
        exports: Record<string, string | { types: string; default: string }>;
        publishConfig?: unknown;
      };
      for (const [key, target] of Object.entries(manifest.exports)) {
        for (const path of typeof target === 'string' ? [target] : [target.types, target.default]) {
          expect(path, `${name} ${key}`).toMatch(/^\.\/dist\//);
          expect(existsSync(join(installed, path)), `${name} ${key}: ${path}`).toBe(true);
        }
      }
    }
    const ui = JSON.parse(
      await readFile(join(project, 'node_modules', '@joblane', 'ui', 'package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    // Every component folder of the kit is an entry of the published package too.
    const workspaceUi = JSON.parse(
      await readFile(join(workspace, 'packages', 'ui', 'package.json'), 'utf8'),
    ) as {
      exports: Record<string, unknown>;
    };
    const componentEntries = Object.keys(workspaceUi.exports).filter(
      (key) => !['./test', './examples'].includes(key),
    );
    expect(Object.keys(ui.exports).toSorted()).toEqual(
      [...componentEntries, './styles.css'].toSorted(),
    );
  });

  it('run the jobs CLI from dist', async () => {
    expect(seedOutput).toMatch(/added 25 sample jobs to jobs\.db/);
    const { stdout, stderr } = await run(
      join(project, 'node_modules', '.bin', 'jobs-seed'),
      ['--db', 'jobs.db', '--count', 'many'],
      project,
    ).catch((error: Error) => ({ stdout: '', stderr: error.message }));
    expect(stdout).toBe('');
    expect(stderr).toMatch(/count/);

    // jobs-import reads a feed and validates against the bundled taxonomies and places.
    const posting = {
      '@type': 'JobPosting',
      title: 'Registered Nurse',
      description: '<p>Ward care.</p>',
      datePosted: '2026-11-20',
      hiringOrganization: { name: 'Harbour Health' },
      jobLocation: { address: { addressLocality: 'Sydney', addressRegion: 'NSW' } },
      identifier: 'feed-1',
    };
    await writeFile(join(project, 'feed.jsonl'), `${JSON.stringify(posting)}\n`);
    const imported = spawnSync(
      join(project, 'node_modules', '.bin', 'jobs-import'),
      ['--db', 'import.db', 'feed.jsonl'],
      { cwd: project, encoding: 'utf8' },
    );
    expect(imported.status).toBe(1);
    expect(imported.stdout).toMatch(/1 records: 0 new, 0 updated, 1 bad/);
    expect(imported.stderr).toMatch(/^line 1: occupationalCategory: no classification matches/m);
  });

  it("resolve the theme's font files from dist for apps that serve them themselves", async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        "const { webFontFiles } = await import('@joblane/theme/fonts');\n" +
          "process.stdout.write(webFontFiles.map((file) => file.path).join('\\n'));",
      ],
      project,
    );
    const paths = stdout.split('\n');
    expect(paths).toHaveLength(3);
    for (const path of paths) {
      expect(path).toMatch(/figtree-latin-\d00-normal\.woff2$/);
      expect(existsSync(path), path).toBe(true);
      expect(relative(project, await realpath(path)).startsWith('..'), path).toBe(false);
    }
  });

  it('type-check a consumer against the published declarations', async () => {
    const tsc = join(here, '..', 'node_modules', '.bin', 'tsc');
    // types.tsx also holds a @ts-expect-error that fails the check if the types were `any`.
    const { stdout } = await run(tsc, ['-p', 'tsconfig.json'], project);
    expect(stdout).toBe('');
  });

  it('server-render on plain Node.js', async () => {
    const response = await fetch(`${origin}/?keywords=designer&v=abc`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Installed from the tarballs');
    expect(html).toContain('25 jobs in the store');
    expect(html).toMatch(/<input[^>]*value="designer"/);
    // router-links keeps the version pin of the current URL on kit links.
    expect(html).toMatch(/<a[^>]*href="\/\?keywords=nurse&amp;v=abc"/);
  });

  it('hydrate in Chromium with the kit and theme styles, and show a toast after a click', async () => {
    if (!existsSync(chromiumPath)) {
      throw new Error(
        `This test needs Chromium at ${chromiumPath}: \`apt-get install -y chromium\` ` +
          '(pnpm test installs it), or set CHROMIUM_PATH.',
      );
    }
    const profile = await mkdtemp(join(tmpdir(), 'joblane-pack-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });

      await page.goto(`${origin}/?keywords=designer`);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });

      const button = page.getByRole('button', { name: 'Save search' });
      // The tokens as published (the theme's source needs vanilla-extract's compiler to load).
      const { joblaneTokens } = (await import(
        join(project, 'node_modules', '@joblane', 'theme', 'dist', 'index.js')
      )) as { joblaneTokens: ThemeTokens };
      const light = joblaneTokens.color.light;
      const style = await button.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          background: computed.backgroundColor,
          radius: computed.borderRadius,
          weight: computed.fontWeight,
          font: computed.fontFamily,
        };
      });
      expect(style).toEqual({
        background: hexToRgb(light.background.formAccent),
        radius: joblaneTokens.borderRadius.standard,
        weight: String(joblaneTokens.typography.fontWeight.medium),
        font: expect.stringMatching(/^Figtree, "Figtree Fallback"/),
      });
      // The theme's font files load from the URLs its stylesheet gives them.
      const loadedFaces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter(
            (face) => face.family.replaceAll('"', '') === 'Figtree' && face.status === 'loaded',
          )
          .map((face) => face.weight);
      });
      expect(loadedFaces.length).toBeGreaterThan(0);

      await page.getByRole('textbox', { name: 'Keywords' }).fill('nurse');
      await button.click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Saved search: nurse' }).count())
        .toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
