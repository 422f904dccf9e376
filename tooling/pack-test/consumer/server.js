// Server-renders the page with the installed packages on plain Node.js (no bundler: the
// published ESM must load as it is) and serves the client bundle. Prints the port it listens on.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

import { openSqliteJobStore } from '@joblane/jobs';
import { themeClassName } from '@joblane/ui/UIProvider';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

import { App } from './app.js';

const store = openSqliteJobStore({ path: 'jobs.db' });
const types = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

function page(context) {
  const html = renderToString(createElement(App, context));
  const data = JSON.stringify(context).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="en" class="${themeClassName()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Consumer</title>
<link rel="stylesheet" href="/public/client.css"></head>
<body style="margin: 0"><div id="root">${html}</div>
<script id="context" type="application/json">${data}</script>
<script type="module" src="/public/client.js"></script></body></html>`;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
  if (url.pathname.startsWith('/public/')) {
    const file = normalize(url.pathname.slice(1));
    if (!file.startsWith('public/')) return response.writeHead(404).end();
    try {
      const body = await readFile(join(import.meta.dirname, file));
      return response.writeHead(200, { 'content-type': types[extname(file)] }).end(body);
    } catch {
      return response.writeHead(404).end();
    }
  }
  const jobCount = await store.countActive();
  const body = page({ url: `${url.pathname}${url.search}`, jobCount });
  return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
