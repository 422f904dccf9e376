// The built server plus one slow route, for the shutdown tests (run with `node --import tsx`).
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';

import type * as Start from '../../src/server/start.ts';

const built = '../../dist/server/start.js';
const { startServer } = (await import(built)) as typeof Start;

await startServer({
  appRoot: resolve(import.meta.dirname, '..', '..'),
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
