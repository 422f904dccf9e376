import { CurrentLocationProvider } from '@joblane/router-links';
import { UIProvider } from '@joblane/ui/UIProvider';
import { StrictMode, type ReactElement } from 'react';

import { AppLink } from './AppLink.tsx';
import { AppShell } from './AppShell.tsx';
import type { ClientContext, PageComponent } from './context.ts';

/**
 * The whole React tree of a page. The server renders it to HTML and the browser hydrates the very
 * same call with the context the server serialised, so both sides agree on every link and class.
 */
export function createApp(context: ClientContext, Page: PageComponent): ReactElement {
  return (
    <StrictMode>
      <CurrentLocationProvider href={context.url}>
        <UIProvider linkComponent={AppLink} themeWrapper={false}>
          <AppShell
            route={context.route}
            viewer={context.viewer ?? null}
            notice={context.notice ?? null}
          >
            <Page data={context.data} />
          </AppShell>
        </UIProvider>
      </CurrentLocationProvider>
    </StrictMode>
  );
}
