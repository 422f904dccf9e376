// The browser entry: each package's stylesheet once, then hydration of the server's markup.
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet, imported for its rules
import '@joblane/theme/styles.css';
// oxlint-disable-next-line import/no-unassigned-import -- the kit's rules, after the theme's
import '@joblane/ui/styles.css';

import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { App } from './app.js';

const context = JSON.parse(document.getElementById('context').textContent);
hydrateRoot(document.getElementById('root'), createElement(App, context), {
  onRecoverableError: (error) => console.error(`recoverable hydration error: ${error}`),
});
