import { Type } from '@sinclair/typebox';
import { afterEach, describe, expect, it } from 'vitest';

import type { ClientContext, PageProps } from '../src/app/context.ts';
import { definePageRoute } from '../src/features/index.ts';
import { contextBlock, documentProblems, testApp, type TestApp } from './helpers.ts';
import { builtManifest } from './paths.ts';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

function EchoPage({ data }: PageProps<{ text: string }>) {
  return <p>{data.text}</p>;
}

// A page whose data comes straight from the visitor: the context must carry it inertly.
const echoRoute = definePageRoute({
  id: 'home',
  path: '/echo',
  schema: {
    querystring: Type.Object(
      { text: Type.Optional(Type.String({ maxLength: 200 })) },
      { additionalProperties: false },
    ),
  },
  load: (request) => ({ text: request.query.text ?? '' }),
  head: (data) => ({ title: `Echo ${data.text}`, description: 'Echo' }),
  page: EchoPage,
});

describe('the page document', () => {
  it('has the head tags, the build manifest links, the context block and the client entry', async () => {
    current = await testApp();
    const response = await current.app.inject('/?v=7');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const manifest = builtManifest();

    expect(html.startsWith('<!doctype html><html lang="en"')).toBe(true);
    expect(html).toContain('<title>Joblane: find your next job</title>');
    expect(html).toMatch(/<meta name="description" content="Search jobs[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/">');
    for (const href of [...manifest.entry.css, ...manifest.pages.home!.css]) {
      expect(html).toContain(`<link rel="stylesheet" href="${href}">`);
    }
    expect(html).toContain(`<link rel="modulepreload" href="${manifest.pages.home!.js}">`);
    expect(manifest.fonts.css).not.toBeNull();
    expect(html).toContain(`<link rel="stylesheet" href="${manifest.fonts.css}">`);
    // Every weight (regular, medium, strong): optional faces are never swapped in late.
    expect(manifest.fonts.preload).toHaveLength(3);
    for (const font of manifest.fonts.preload) {
      expect(html).toContain(
        `<link rel="preload" href="${font.href}" as="font" type="font/woff2" crossorigin>`,
      );
    }
    // The theme class from @joblane/theme on <html>.
    expect(html).toMatch(/^<!doctype html><html lang="en" class="[\w-]+">/);
    expect(html).toContain(`<script type="module" src="${manifest.entry.js}"></script>`);
    expect(html).toContain('<h1');
    expect(html).toContain('Find your next job</h1>');

    const context = JSON.parse(contextBlock(html)) as ClientContext;
    expect(context).toMatchObject({ route: 'home', url: '/?v=7', v: '7' });
    // Links rendered on the server already carry the pin, as the hydrated ones will.
    expect(html).toContain('href="/about?v=7"');
  });

  it('links only files the server serves, with their content types', async () => {
    current = await testApp();
    const html = (await current.app.inject('/')).body;
    const hrefs = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      const asset = await current.app.inject(href);
      expect(asset.statusCode, href).toBe(200);
      const types: Record<string, string> = {
        css: 'text/css',
        js: 'application/javascript',
        svg: 'image/svg+xml',
        woff2: 'font/woff2',
      };
      const type = types[href.split('.').pop()!];
      expect(type, href).toBeDefined();
      expect(asset.headers['content-type'], href).toContain(type);
    }
  });

  it('is valid HTML with no inline executable script', async () => {
    current = await testApp();
    const html = (await current.app.inject('/')).body;
    expect(await documentProblems(html)).toEqual([]);

    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map((script) => script[1])).toEqual([
      expect.stringMatching(/^ type="module" src="\/assets\/[\w-]+\.js"$/),
      ' type="application/json" id="joblane-context"',
    ]);
  });

  it('carries a hostile value in the context inertly and restores it with JSON.parse', async () => {
    current = await testApp({ routes: [echoRoute] });
    const hostile = '</script><!--<script>alert(1)</script>\u2028\u2029 & "quotes"';
    const response = await current.app.inject({ url: '/echo', query: { text: hostile } });
    expect(response.statusCode).toBe(200);
    const block = contextBlock(response.body);
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect((JSON.parse(block) as ClientContext<{ text: string }>).data.text).toBe(hostile);
    // Exactly the two scripts of the document: nothing was injected.
    expect(response.body.match(/<script/g)).toHaveLength(2);
    expect(response.body).toContain(
      '<title>Echo &lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('answers in-page navigation with the context, head and stylesheets as JSON', async () => {
    current = await testApp({ routes: [echoRoute] });
    const response = await current.app.inject('/api/pages/echo?text=hello&v=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      context: {
        route: 'home',
        url: '/echo?text=hello&v=2',
        v: '2',
        data: { text: 'hello' },
        viewer: null,
        notice: null,
      },
      head: {
        title: 'Echo hello',
        description: 'Echo',
        canonicalUrl: 'http://localhost:3000/echo',
      },
      stylesheets: builtManifest().pages.home!.css,
    });
  });

  it('has no JSON twin for the gallery, whose bundle is its own: links to it load it in full', async () => {
    current = await testApp();
    expect((await current.app.inject('/api/pages/ui')).statusCode).toBe(404);
    const document = await current.app.inject('/ui');
    expect(document.statusCode).toBe(200);
    const { ui } = builtManifest().pages;
    // Its own module and stylesheet, not the site's entry.
    expect(document.body).toContain(`<script type="module" src="${ui!.js}"></script>`);
    expect(document.body).toContain(`href="${ui!.css[0]}"`);
    expect(document.body).not.toContain(builtManifest().entry.js);
    const home = await current.app.inject('/api/pages');
    expect(home.json()).toMatchObject({ context: { route: 'home', url: '/', v: null } });
  });
});
