import { allExamples } from '@joblane/ui/examples';
import { afterEach, describe, expect, it } from 'vitest';

import type { ClientContext } from '../src/app/context.ts';
import type { GalleryData } from '../src/features/gallery/ui.page.tsx';
import { UNKNOWN_COMPONENT_MESSAGE } from '../src/features/gallery/routes.ts';
import { contextBlock, documentProblems, testApp, type TestApp } from './helpers.ts';

// The kit gallery as a browser without JavaScript gets it: the server renders the list (filtered
// by the GET form's `q`) and each component's page with its examples, code and props.

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

const contextOf = (html: string) => JSON.parse(contextBlock(html)) as ClientContext<GalleryData>;

/** The component pages the list links to, in order. */
const linkedComponents = (html: string) =>
  [...html.matchAll(/<a[^>]*href="\/ui\/([A-Za-z]+)(?:\?[^"]*)?"/g)].map((match) => match[1]);

describe('/ui', () => {
  it('lists every component under its category, with a search form that works without JavaScript', async () => {
    current = await testApp();
    const response = await current.app.inject('/ui?v=4');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Component gallery<\/h1>/);
    expect(linkedComponents(html).sort()).toEqual(
      allExamples.map(({ component }) => component).sort(),
    );
    for (const category of ['Foundations', 'Layout', 'Forms', 'Overlays', 'Navigation']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${category}</h2>`));
    }
    // Layout comes before Forms, and Stack is listed under Layout.
    expect(html.indexOf('>Layout</h2>')).toBeLessThan(html.indexOf('href="/ui/Stack?v=4"'));
    expect(html.indexOf('href="/ui/Stack?v=4"')).toBeLessThan(html.indexOf('>Forms</h2>'));
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/ui")[^>]*>/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).toContain('<input type="hidden" name="v" value="4"/>');
    expect(html).toContain(`${allExamples.length} components`);
    expect(await documentProblems(html)).toEqual([]);
  });

  it('filters the list by `q` on the server, by name, part or purpose', async () => {
    current = await testApp();
    const tabs = await current.app.inject('/ui?q=TabPanel');
    expect(tabs.statusCode).toBe(200);
    expect(linkedComponents(tabs.body)).toEqual(['Tabs']);
    expect(tabs.body).toContain(`1 of ${allExamples.length} components match “TabPanel”`);
    expect(tabs.body).toMatch(/<input[^>]*name="q"[^>]*value="TabPanel"/);
    // The browser gets every entry and the query, to filter again as the search changes.
    const context = contextOf(tabs.body);
    expect(context.data).toMatchObject({ kind: 'index', query: 'TabPanel' });
    expect(context.data.kind === 'index' && context.data.entries.length).toBe(allExamples.length);

    const fields = await current.app.inject('/ui?q=forms+password');
    expect(linkedComponents(fields.body)).toEqual(['PasswordField']);

    const none = await current.app.inject('/ui?q=spaceship');
    expect(none.statusCode).toBe(200);
    expect(linkedComponents(none.body)).toEqual([]);
    expect(none.body).toContain('No component matches that.');
  });

  it('answers 400 with a clear message for a search that is too long', async () => {
    current = await testApp();
    const long = await current.app.inject(`/ui?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('must NOT have more than 100 characters');
  });
});

describe('/ui/<component>', () => {
  it('shows Button’s live examples, each with its code, its props table and its accessibility notes', async () => {
    current = await testApp();
    const response = await current.app.inject('/ui/Button');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Button · Component gallery · Joblane</title>');
    expect(html).toMatch(/<h1[^>]*>Button<\/h1>/);
    const button = allExamples.find(({ component }) => component === 'Button')!;
    for (const { name } of button.examples) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${name}</h3>`));
    }
    // The live example, then its code (escaped) as written in Button.examples.tsx.
    expect(html).toMatch(/<button[^>]*>.*Small.*<\/button>/);
    expect(html).toContain(
      '&lt;Inline space=&quot;small&quot; alignY=&quot;center&quot;&gt;\n  &lt;Button&gt;Standard&lt;/Button&gt;',
    );
    expect(html).toContain('import { Button } from &#x27;@joblane/ui/Button&#x27;;');
    // The props table, generated from ButtonProps.
    expect(html).toMatch(/<th scope="row"[^>]*>variant<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>children<span[^>]*>required<\/span><\/th>/);
    expect(html).toContain('&#x27;solid&#x27;');
    expect(html).toMatch(/<h2[^>]*>Keyboard and screen readers<\/h2>/);
    expect(html).toContain('Enter and Space activate it');
    expect(await documentProblems(html)).toEqual([]);
  });

  it('answers 404 for a name the kit does not have, and redirects a name in the wrong case', async () => {
    current = await testApp();
    const unknown = await current.app.inject('/ui/Spaceship');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(UNKNOWN_COMPONENT_MESSAGE);
    // Not a kit export, though the kit has it internally.
    expect((await current.app.inject('/ui/DialogPreview')).statusCode).toBe(404);
    expect((await current.app.inject('/ui/%E2%9C%93')).statusCode).toBe(404);

    const lower = await current.app.inject('/ui/textfield?v=3');
    expect(lower.statusCode).toBe(302);
    expect(lower.headers.location).toBe('/ui/TextField?v=3');
  });

  it('has a page for every component in the list', async () => {
    current = await testApp();
    for (const { component, examples } of allExamples) {
      const response = await current.app.inject(`/ui/${component}`);
      expect(response.statusCode, component).toBe(200);
      const context = contextOf(response.body);
      expect(context.route).toBe('ui');
      expect(
        context.data.kind === 'component' && context.data.docs.examples.map(({ name }) => name),
        component,
      ).toEqual(examples.map(({ name }) => name));
    }
  });
});
