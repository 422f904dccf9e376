import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Type } from '@sinclair/typebox';
import { afterEach, describe, expect, it } from 'vitest';

import { pageFiles, pageIdOf } from '../build/build.ts';
import type { ClientContext } from '../src/app/context.ts';
import { loadPage, pageModules } from '../src/client/pages.ts';
import { definePageRoute, pageRoutes } from '../src/features/index.ts';
import { contextBlock, testApp, type TestApp } from './helpers.ts';
import { builtManifest, clientDir } from './paths.ts';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

const SECRET = 'password=hunter2 at /srv/joblane/secret.ts:42';

// A page whose data source fails with internal details in its message.
const failingRoute = definePageRoute({
  id: 'home',
  path: '/boom',
  schema: { querystring: Type.Object({}, { additionalProperties: false }) },
  load: () => {
    throw new Error(SECRET);
  },
  head: () => ({ title: 'never', description: 'never' }),
  page: () => null,
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual headers on pages and APIs', async () => {
    current = await testApp();
    for (const url of ['/', '/api/pages', '/nowhere']) {
      const response = await current.app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('script-src'), url).toBe("'self'");
      expect(directives.get('object-src'), url).toBe("'none'");
      expect(directives.get('base-uri'), url).toBe("'none'");
      expect(directives.get('frame-ancestors'), url).toBe("'none'");
      expect(directives.get('default-src'), url).toBe("'self'");
      expect(csp, url).not.toContain('unsafe');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('errors', () => {
  it('answers an unknown page with a 404 page that hydrates like any other', async () => {
    current = await testApp();
    const response = await current.app.inject('/no/such/page?v=3');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Page not found</h1>');
    const context = JSON.parse(contextBlock(response.body)) as ClientContext;
    expect(context).toMatchObject({ route: 'not-found', url: '/no/such/page?v=3', v: '3' });
    expect(response.body).toContain(`src="${builtManifest().entry.js}"`);
  });

  it('answers unknown API paths and assets with JSON 404s', async () => {
    current = await testApp();
    for (const url of ['/api/nothing', '/assets/missing-ABC.js']) {
      const response = await current.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('shows a friendly 500 page without internals and logs the error with the request id', async () => {
    current = await testApp({ routes: [...pageRoutes, failingRoute] });
    const response = await current.app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Something went wrong');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('secret.ts');
    expect(response.body).not.toMatch(/at .*\(.*:\d+:\d+\)/);

    const requestId = response.headers['x-request-id'];
    expect(response.body).toContain(`reference ${requestId}`);
    const logged = current.logs.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, requestId, statusCode: 500 });
    expect(logged?.err).toMatchObject({ message: SECRET });
  });

  it('answers a failing JSON API with a masked JSON error', async () => {
    current = await testApp({ routes: [failingRoute] });
    const response = await current.app.inject('/api/pages/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again in a moment.',
      requestId: response.headers['x-request-id'],
    });
  });
});

describe('errors the router raises', () => {
  const badEncoding = '/job/%ED%A0%80';
  const longId = `/job/${'x'.repeat(201)}`;

  it('answers bad URL encoding and too-long parameters through the app: page, headers, log', async () => {
    current = await testApp();
    for (const [url, statusCode, title] of [
      [badEncoding, 400, 'We could not use that address'],
      [longId, 414, 'That address is too long'],
    ] as const) {
      const response = await current.app.inject(url);
      expect(response.statusCode, url).toBe(statusCode);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      const requestId = response.headers['x-request-id'];
      expect(requestId, url).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body, url).toContain(`${title}</h1>`);
      expect(current.logs, url).toContainEqual(
        expect.objectContaining({ requestId, statusCode, msg: 'request refused by the router' }),
      );
    }
  });

  it('answers them as JSON on API paths, without quoting the address', async () => {
    current = await testApp();
    for (const [url, statusCode] of [
      [`/api/pages${badEncoding}`, 400],
      [`/api/pages${longId}`, 414],
    ] as const) {
      const response = await current.app.inject(url);
      expect(response.statusCode, url).toBe(statusCode);
      expect(response.headers['content-security-policy'], url).toBeDefined();
      const body = response.json<{ message: string; requestId: string }>();
      expect(body.requestId, url).toBe(response.headers['x-request-id']);
      expect(body.message, url).not.toMatch(/%ED|xxxx/);
    }
  });

  it('accepts a job id as long as the route schema allows', async () => {
    current = await testApp();
    const response = await current.app.inject(`/job/${'x'.repeat(200)}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });
});

describe('timeouts', () => {
  it('answers a page whose data takes too long with 503, and sets a request timeout', async () => {
    const slowRoute = definePageRoute({
      id: 'home',
      path: '/slow',
      schema: { querystring: Type.Object({}, { additionalProperties: false }) },
      load: () => new Promise(() => {}),
      head: () => ({ title: 'never', description: 'never' }),
      page: () => null,
    });
    current = await testApp({ routes: [slowRoute], config: { handlerTimeoutMs: 50 } });
    expect(current.app.server.requestTimeout).toBe(30_000);
    const response = await current.app.inject('/slow');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Joblane is busy or restarting');
  });
});

describe('parameter validation', () => {
  it('answers a repeated parameter with 400 and says which one', async () => {
    current = await testApp();
    const page = await current.app.inject('/?v=1&v=2');
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('querystring/v must be string');

    const api = await current.app.inject('/api/pages?v=1&v=2');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ statusCode: 400, message: 'querystring/v must be string' });
  });

  it('answers an oversized parameter with 400', async () => {
    current = await testApp();
    const response = await current.app.inject({ url: '/api/pages', query: { v: 'x'.repeat(65) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'querystring/v must NOT have more than 64 characters',
    });
  });

  it('drops parameters a page does not know instead of failing', async () => {
    current = await testApp();
    const response = await current.app.inject('/api/pages?utm_source=mail&v=4');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ context: { v: '4' } });
    const empty = await current.app.inject('/api/pages?v=');
    expect(empty.json()).toMatchObject({ context: { url: '/?v=', v: null } });
  });
});

describe('health and readiness', () => {
  it('reports alive and ready', async () => {
    current = await testApp();
    expect((await current.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await current.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the database does not answer', async () => {
    current = await testApp({
      checkDatabase: async () => {
        throw new Error('SQLITE_CANTOPEN');
      },
    });
    const response = await current.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'database-unreachable' });
    expect((await current.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('sheds nothing on a sampling period that measured no delay at all (under-pressure says Infinity)', async () => {
    current = await testApp({ config: { maxEventLoopDelayMs: 15 } });
    await current.app.ready();
    // A busy machine's late timers can sample twice with no histogram tick between: the plugin
    // then reports an infinite delay, which must not shed every request for a second.
    const measure = current.app.memoryUsage.bind(current.app);
    let unmeasured = false;
    Object.assign(current.app, {
      memoryUsage: () => ({ ...measure(), ...(unmeasured ? { eventLoopDelay: Infinity } : {}) }),
    });
    expect((await current.app.inject('/jobs?keywords=nurse')).statusCode).toBe(200);
    unmeasured = true;
    expect((await current.app.inject('/jobs?keywords=nurse')).statusCode).toBe(200);
    expect((await current.app.inject('/api/search?keywords=nurse')).statusCode).toBe(200);
    expect((await current.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('sheds searches first while the event loop is overloaded, and keeps cheap pages answering', async () => {
    current = await testApp({ config: { maxEventLoopDelayMs: 15 } });
    await current.app.ready();
    // Renders that hog the loop: 60 ms busy, 20 ms free, until the next pressure sample.
    let ready = await current.app.inject('/readyz');
    for (let round = 0; round < 40 && ready.statusCode === 200; round += 1) {
      const busyUntil = Date.now() + 60;
      while (Date.now() < busyUntil) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      ready = await current.app.inject('/readyz');
    }
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'under-pressure' });

    const search = await current.app.inject('/jobs?keywords=nurse');
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBe('5');
    expect(search.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(search.body).toContain('Joblane is busy');
    expect(search.headers['content-security-policy']).toContain("default-src 'self'");
    const api = await current.app.inject('/api/search?keywords=nurse');
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ statusCode: 503, requestId: api.headers['x-request-id'] });

    // Probes, assets and cheap pages still answer.
    expect((await current.app.inject('/healthz')).statusCode).toBe(200);
    expect((await current.app.inject(builtManifest().entry.js)).statusCode).toBe(200);
    expect((await current.app.inject('/')).statusCode).toBe(200);

    // Shed requests are logged at warn, without a stack, once for a burst (with its count).
    for (let index = 0; index < 5; index += 1) await current.app.inject('/api/search?keywords=a');
    const shedLines = current.logs.filter((line) => line.msg === 'shedding load: answering 503');
    expect(shedLines).toHaveLength(1);
    expect(shedLines[0]).toMatchObject({ level: 40, reason: 'event-loop-delay' });
    expect(JSON.stringify(shedLines[0])).not.toContain('stack');
    expect(current.logs.filter((line) => line.level === 50)).toEqual([]);
  });
});

describe('assets', () => {
  it('serves hashed files as immutable, from precompressed brotli and gzip twins', async () => {
    current = await testApp();
    const { js } = builtManifest().entry;
    const original = readFileSync(join(clientDir, js));

    const br = await current.app.inject({ url: js, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await current.app.inject({ url: js, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await current.app.inject({ url: js, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);

    const css = await current.app.inject(builtManifest().entry.css[0]!);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves the icon at /favicon.ico', async () => {
    current = await testApp();
    const response = await current.app.inject('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});

describe('compression and validators', () => {
  const results = '/jobs?keywords=nurse&where=Sydney+NSW';

  it('compresses pages and JSON by Accept-Encoding, and leaves other clients plain', async () => {
    current = await testApp();
    const plain = await current.app.inject(results);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await current.app.inject({
      url: results,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const json = await current.app.inject({
      url: `/api/pages${results}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    const context = JSON.parse(gunzipSync(json.rawPayload).toString('utf8')) as {
      context: ClientContext;
    };
    expect(context.context.route).toBe('jobs');
  });

  it('keeps the results page within 12 KB on the wire with brotli (budget)', async () => {
    current = await testApp();
    const response = await current.app.inject({
      url: results,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    const kb = response.rawPayload.length / 1024;
    const rawKb = brotliDecompressSync(response.rawPayload).length / 1024;
    console.info(`results page: ${kb.toFixed(1)} KB brotli (${rawKb.toFixed(1)} KB raw)`);
    expect(kb).toBeLessThanOrEqual(12);
  });

  it('answers an unchanged page 304 to a revalidating client', async () => {
    current = await testApp();
    const first = await current.app.inject('/no/such/page');
    expect(first.headers.etag).toBeUndefined();

    const page = await current.app.inject(results);
    const tag = page.headers.etag;
    expect(tag).toMatch(/^W\/"/);
    const again = await current.app.inject({
      url: results,
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await current.app.inject({
      url: '/jobs?keywords=chef',
      headers: { 'if-none-match': String(tag) },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the client budget', () => {
  it('charges searches more than pages, probes and assets nothing, across pages and APIs', async () => {
    // 12 units: a search costs 5, a page 1.
    current = await testApp({ config: { clientBudget: 12 } });
    const { js } = builtManifest().entry;
    expect((await current.app.inject('/jobs?keywords=nurse')).statusCode).toBe(200);
    expect((await current.app.inject('/api/search?keywords=chef')).statusCode).toBe(200);
    const page = await current.app.inject('/jobs?keywords=teacher');
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Too many requests');
    expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // What is left pays for cheap requests; probes and assets are free.
    expect((await current.app.inject('/api/pages')).statusCode).toBe(200);
    expect((await current.app.inject('/')).statusCode).toBe(200);
    for (let index = 0; index < 20; index += 1) {
      expect((await current.app.inject('/healthz')).statusCode).toBe(200);
      expect((await current.app.inject(js)).statusCode).toBe(200);
    }
    const api = await current.app.inject('/api/pages');
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(api.headers['retry-after']).toBeDefined();

    // Another client address has a budget of its own.
    const other = await current.app.inject({ url: '/api/pages', remoteAddress: '192.0.2.7' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the route table', () => {
  it('has a page module src/features/<area>/<id>.page.tsx for every route, as the client loads it', async () => {
    for (const route of pageRoutes) {
      if (route.standalone === true) {
        // The kit gallery: a bundle of its own instead.
        expect(builtManifest().pages[route.id]?.standalone, route.id).toBe(true);
        continue;
      }
      expect(await loadPage(route.id), route.id).toBe(route.page);
      expect(builtManifest().pages[route.id], route.id).toBeDefined();
    }
  });

  it('loads in the browser exactly the page modules the build finds in the feature folders', async () => {
    const built = (await pageFiles()).map((file) => pageIdOf(file));
    expect(Object.keys(pageModules).toSorted()).toEqual(built.toSorted());
  });
});
