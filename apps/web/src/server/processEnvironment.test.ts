import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { serverProcessEnvironment } from './processEnvironment.ts';

describe('the server process environment', () => {
  it('is what `pnpm start` sets', () => {
    const { scripts } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    const set = Object.entries(serverProcessEnvironment).map(([name, value]) => `${name}=${value}`);
    expect(scripts.start).toBe(`${set.join(' ')} node dist/server/server.js`);
  });
});
