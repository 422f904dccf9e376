// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CurrentLocationProvider,
  VersionField,
  notifyLocationChange,
  useVersionedHref,
} from './CurrentLocation.tsx';
import { createLinkComponent } from './createLinkComponent.tsx';

const Link = createLinkComponent();

function SearchForm() {
  return (
    <form method="get" action={useVersionedHref('/jobs')}>
      <VersionField />
    </form>
  );
}

describe('rendering on the server', () => {
  it('uses the request URL from the provider, with no window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <CurrentLocationProvider href="/jobs?q=nurse&v=preview-7">
        <Link href="/jobs/42">Nurse</Link>
        <Link href="https://example.com" target="_blank">
          Partner
        </Link>
        <SearchForm />
      </CurrentLocationProvider>,
    );
    expect(html).toBe(
      '<a href="/jobs/42?v=preview-7">Nurse</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Partner</a>' +
        '<form action="/jobs?v=preview-7" method="get"><input type="hidden" name="v" value="preview-7"/></form>',
    );
  });

  it('renders plain hrefs when the request has no v', () => {
    const html = renderToString(
      <CurrentLocationProvider href="http://localhost:3000/jobs">
        <Link href="/jobs/42">Nurse</Link>
        <SearchForm />
      </CurrentLocationProvider>,
    );
    expect(html).toBe('<a href="/jobs/42">Nurse</a><form action="/jobs" method="get"></form>');
  });

  it('lets server code call notifyLocationChange harmlessly', () => {
    expect(() => notifyLocationChange()).not.toThrow();
  });
});
