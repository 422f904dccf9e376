// The release steps of the root README, on a scratch copy of the workspace (its files as git
// sees them, plus the public packages' built dist): `changeset version` consumes the pending
// changesets, then `pnpm publish -r --dry-run` packs what would be published. Fails when a
// changeset cannot be applied (for example one that names a public and a private package) or a
// package could not be published.
import { cp, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { pnpm, run, workspace } from './commands.ts';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
}

async function manifestsIn(root: string): Promise<Manifest[]> {
  const folders = await readdir(join(root, 'packages'));
  return Promise.all(
    folders.map(
      async (folder) =>
        JSON.parse(
          await readFile(join(root, 'packages', folder, 'package.json'), 'utf8'),
        ) as Manifest,
    ),
  );
}

let scratch: string | undefined;

/**
 * Copying the workspace, `changeset version` and the dry run take 12-15 s alone, but 58-62 s in
 * fresh-clone CI runs where every package's tests share two cores (60 s was the limit).
 */
const releaseTimeoutMs = 240_000;

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

it(
  'versions the pending changesets and publishes exactly the public packages (dry run)',
  async () => {
    scratch = await mkdtemp(join(tmpdir(), 'joblane-release-'));
    const { stdout } = await run(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      workspace,
    );
    const files = stdout
      .split('\0')
      .filter((file) => file !== '' && existsSync(join(workspace, file)));
    for (const file of files) await cp(join(workspace, file), join(scratch, file));
    const before = await manifestsIn(scratch);
    const published = before.filter((manifest) => !manifest.private);
    for (const { name } of published) {
      const folder = join('packages', name.replace('@joblane/', ''));
      await cp(join(workspace, folder, 'dist'), join(scratch, folder, 'dist'), { recursive: true });
    }
    // Installed as a release checkout is: the packages' prepublishOnly runs their tools.
    for (const folder of [
      '.',
      ...files.filter((file) => file.endsWith('/package.json')).map(dirname),
    ]) {
      if (existsSync(join(workspace, folder, 'node_modules'))) {
        await symlink(
          join(workspace, folder, 'node_modules'),
          join(scratch, folder, 'node_modules'),
        );
      }
    }
    expect(published.map(({ name }) => name).toSorted()).toEqual([
      '@joblane/jobs',
      '@joblane/router-links',
      '@joblane/theme',
      '@joblane/ui',
    ]);

    await run(join(workspace, 'node_modules', '.bin', 'changeset'), ['version'], scratch);
    const after = await manifestsIn(scratch);
    for (const manifest of after) {
      if (manifest.private) {
        // Internal packages are never versioned.
        expect(manifest.version, manifest.name).toBe('0.0.0');
      } else if (manifest.version !== before.find(({ name }) => name === manifest.name)!.version) {
        const changelog = await readFile(
          join(scratch, 'packages', manifest.name.replace('@joblane/', ''), 'CHANGELOG.md'),
          'utf8',
        );
        expect(changelog, manifest.name).toContain(`## ${manifest.version}`);
      }
    }
    // Every changeset that names a public package was consumed.
    const publicNames = published.map(({ name }) => name);
    for (const file of (await readdir(join(scratch, '.changeset'))).filter((name) =>
      name.endsWith('.md'),
    )) {
      const text = await readFile(join(scratch, '.changeset', file), 'utf8');
      expect(
        publicNames.filter((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`)),
        file,
      ).toEqual([]);
    }

    const dryRun = await pnpm(['publish', '--recursive', '--dry-run', '--no-git-checks'], scratch);
    const output = `${dryRun.stdout}\n${dryRun.stderr}`;
    const packed = [...output.matchAll(/📦 (@joblane\/[\w-]+)@(\S+)/g)].map(
      ([, name, version]) => `${name}@${version}`,
    );
    expect(packed.toSorted()).toEqual(
      after
        .filter((manifest) => !manifest.private)
        .map(({ name, version }) => `${name}@${version}`)
        .toSorted(),
    );
  },
  releaseTimeoutMs,
);
