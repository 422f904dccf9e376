// The dev loop's reload client (`pnpm dev` only: the server adds it to documents in development
// builds). It listens to /__dev/events: a change to stylesheets alone swaps the page's stylesheet
// links in place, any other change reloads the page, and so does a server that restarted with a
// newer build (its greeting names the build).

interface Change {
  version: number;
  kind: 'css' | 'reload' | 'gallery';
}

let version = Number(new URL(import.meta.url).searchParams.get('v'));

/** Links the stylesheets the page's document now has, then drops the ones it no longer has. */
async function swapStylesheets() {
  const response = await fetch(location.href, { headers: { accept: 'text/html' } });
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const wanted = [...fresh.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
  const current = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const have = new Set(current.map((link) => link.getAttribute('href')));
  const anchor = current.at(-1) ?? null;
  const added = wanted
    .filter((href) => !have.has(href))
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.insertBefore(link, anchor?.nextSibling ?? null);
      return new Promise((resolve) => {
        link.addEventListener('load', resolve);
        link.addEventListener('error', resolve);
      });
    });
  // The old rules stay until the new ones have loaded: no flash of unstyled content.
  await Promise.all(added);
  for (const link of current) {
    if (!wanted.includes(link.getAttribute('href') ?? '')) link.remove();
  }
}

function connect() {
  const events = new EventSource('/__dev/events');
  events.addEventListener('hello', (event) => {
    if ((JSON.parse(event.data as string) as Change).version !== version) location.reload();
  });
  events.addEventListener('change', (event) => {
    const change = JSON.parse(event.data as string) as Change;
    if (change.kind === 'css') {
      void swapStylesheets().then(
        () => (version = change.version),
        () => location.reload(),
      );
    } else if (change.kind === 'gallery') {
      // The gallery's own bundle, or the kit docs it shows.
      if (location.pathname === '/ui' || location.pathname.startsWith('/ui/')) location.reload();
      else version = change.version;
    } else {
      location.reload();
    }
  });
  // A network error retries by itself; an error answer (a server shutting down) closes it.
  events.addEventListener('error', () => {
    if (events.readyState === EventSource.CLOSED) setTimeout(connect, 200);
  });
}

connect();
