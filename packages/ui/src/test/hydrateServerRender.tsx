import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * What a browser meets: `app` rendered on the "server", its markup put in the document, and the
 * same element hydrated onto it. Returns the spies a test checks for hydration trouble; the
 * caller unmounts `root` and removes `container`.
 */
export async function hydrateServerRender(app: ReactElement) {
  const html = renderToString(app);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error');
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError });
  });
  return { html, container, root: root!, consoleError, onRecoverableError };
}
