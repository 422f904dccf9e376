// Where the consumer install's node-gyp finds headers: never the network on a machine without them cached.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { lockedSubtree, nodeHeadersDir } from './commands.ts';

describe('nodeHeadersDir', () => {
  it('keeps a nodedir the environment sets', () => {
    expect(nodeHeadersDir({ npm_config_nodedir: '/opt/node-headers' })).toBe('/opt/node-headers');
  });

  it('otherwise finds the headers installed with the Node.js that runs the test', () => {
    const dir = nodeHeadersDir({});
    // Debian's nodejs (this machine and CI) and the official tarballs install them.
    expect(dir).toBeDefined();
    expect(existsSync(join(dir!, 'include', 'node', 'node.h'))).toBe(true);
    expect(process.execPath.startsWith(dir!)).toBe(true);
  });
});

describe('lockedSubtree', () => {
  it('pins better-sqlite3 and everything under it to the versions the workspace resolved', async () => {
    const pins = await lockedSubtree('better-sqlite3@12.6.2');
    expect(pins['better-sqlite3']).toBe('12.6.2');
    // Its build script's dependencies, which decide pnpm's side-effects cache key too.
    expect(pins).toHaveProperty('prebuild-install');
    expect(pins).toHaveProperty('node-abi');
    expect(pins).toHaveProperty('bindings');
    for (const version of Object.values(pins)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('says so when the lockfile resolves no such package', async () => {
    await expect(lockedSubtree('better-sqlite3@0.0.1')).rejects.toThrow(
      'The workspace lockfile resolves no better-sqlite3@0.0.1',
    );
  });
});
