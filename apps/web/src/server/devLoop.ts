// The dev loop's side of the server (`pnpm dev`, development builds only: build/dev.ts adds
// src/server/devStart.ts to the server bundle, the production build never does). It re-reads the
// manifest the loop rewrites, serves the reload client, and tells connected pages what changed.
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { readManifest, type BuildManifest } from '../document/manifest.ts';
import { emptyQuerystring } from '../routing/schemas.ts';

/** Where the reload client and the change events are served. */
export const DEV_CLIENT_PATH = '/__dev/client.js';
export const DEV_EVENTS_PATH = '/__dev/events';

/** What the dev loop (build/dev.ts) tells the server over IPC. */
export interface DevChange {
  type: 'change';
  /** The build's number; pages rendered from an older one reload. */
  version: number;
  /**
   * `css`: only stylesheets changed (swapped in place); `reload`: pages reload; `gallery`: the
   * gallery's bundle or its docs changed (gallery pages reload).
   */
  kind: 'css' | 'reload' | 'gallery';
}

export interface DevLoop {
  manifest: () => BuildManifest;
  documentScripts: () => readonly string[];
  register: (app: FastifyInstance) => Promise<void>;
  /** Ends every event stream (before shutting down: they would hold the drain). */
  closeStreams: () => void;
}

export async function createDevLoop(options: {
  clientDir: string;
  version: number;
}): Promise<DevLoop> {
  const manifestPath = join(options.clientDir, 'manifest.json');
  let manifest = { stamp: manifestStamp(manifestPath), value: await readManifest(manifestPath) };
  let version = options.version;
  const startedAt = Date.now();
  const streams = new Set<ServerResponse>();

  const send = (event: string, data: unknown) => {
    const message = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of streams) stream.write(message);
  };

  process.on('message', (message: DevChange) => {
    if (message?.type !== 'change') return;
    version = message.version;
    send('change', { version: message.version, kind: message.kind });
  });

  return {
    // Read again when the file changed: a stat per document, in development only.
    manifest() {
      const stamp = manifestStamp(manifestPath);
      if (stamp !== manifest.stamp) {
        manifest = {
          stamp,
          value: JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest,
        };
      }
      return manifest.value;
    },
    documentScripts: () => [`${DEV_CLIENT_PATH}?v=${version}`],
    closeStreams() {
      for (const stream of streams) stream.end();
      streams.clear();
    },
    async register(app) {
      app.get(
        DEV_CLIENT_PATH,
        {
          schema: {
            querystring: Type.Object(
              { v: Type.Optional(Type.String({ maxLength: 20 })) },
              { additionalProperties: false },
            ),
          },
        },
        async (_request, reply) =>
          reply
            .type('text/javascript; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(await readFile(join(options.clientDir, 'dev', 'client.js'))),
      );
      app.get(
        DEV_EVENTS_PATH,
        {
          schema: { querystring: emptyQuerystring },
        },
        (request, reply) => {
          // A stream of its own: compression and the other reply hooks would buffer it.
          reply.hijack();
          const stream = reply.raw;
          stream.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'keep-alive',
          });
          // Reconnect quickly: a restarting server is back within a second or two.
          stream.write('retry: 200\n\n');
          stream.write(
            `event: hello\ndata: ${JSON.stringify({ version, pid: process.pid, startedAt })}\n\n`,
          );
          streams.add(stream);
          const heartbeat = setInterval(() => stream.write(': ping\n\n'), 15_000);
          request.raw.on('close', () => {
            clearInterval(heartbeat);
            streams.delete(stream);
          });
        },
      );
    },
  };
}

function manifestStamp(path: string): string {
  const { mtimeMs, size } = statSync(path);
  return `${mtimeMs}:${size}`;
}
