// The built server plus one slow route, for the shutdown tests (run with `node --import tsx`).
// With SLOW_SEARCH_MS set, its search pool runs slowSearchWorker.mjs: every search takes that
// much longer inside its worker thread.
import { setTimeout as sleep } from 'node:timers/promises';
import { join, resolve } from 'node:path';

import type * as Start from '../../src/server/start.ts';

const built = '../../dist/server/start.js';
const { startServer } = (await import(built)) as typeof Start;

await startServer({
  appRoot: resolve(import.meta.dirname, '..', '..'),
  ...(process.env.SLOW_SEARCH_MS === undefined
    ? {}
    : { searchWorker: join(import.meta.dirname, 'slowSearchWorker.mjs') }),
  configure: (app) => {
    app.get<{ Querystring: { ms: number } }>(
      '/slow',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { ms: { type: 'integer', minimum: 0, maximum: 5000 } },
            required: ['ms'],
          },
        },
      },
      (request) => sleep(request.query.ms).then(() => ({ done: true })),
    );
  },
});
