// Where the consumer install's node-gyp finds headers: never the network on a machine without them cached.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { nodeHeadersDir } from './commands.ts';

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
