// Testing Library's `act` marks the environment as an act environment for React.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Box } from './Box/Box.tsx';
import { Column } from './Columns/Column.tsx';
import { Columns } from './Columns/Columns.tsx';
import { Divider } from './Divider/Divider.tsx';
import { Heading } from './Heading/Heading.tsx';
import { Hidden } from './Hidden/Hidden.tsx';
import { HiddenVisually } from './HiddenVisually/HiddenVisually.tsx';
import { IconBookmark, IconLocation, IconMoney, IconTick } from './Icons/icons.tsx';
import { Inline } from './Inline/Inline.tsx';
import { List } from './List/List.tsx';
import { PageBlock } from './PageBlock/PageBlock.tsx';
import { Secondary } from './Secondary/Secondary.tsx';
import { Spread } from './Spread/Spread.tsx';
import { Stack } from './Stack/Stack.tsx';
import { Strong } from './Strong/Strong.tsx';
import { Text } from './Text/Text.tsx';
import { TextLink } from './TextLink/TextLink.tsx';
import { TextLinkButton } from './TextLinkButton/TextLinkButton.tsx';
import { expectAccessibleMarkup } from './test/accessibleMarkup.tsx';
import { Tiles } from './Tiles/Tiles.tsx';
import { UIProvider } from './UIProvider/UIProvider.tsx';

const jobs = [
  { id: 'a1', title: 'Senior frontend engineer', place: 'Melbourne VIC', salary: '$150k' },
  { id: 'b2', title: 'Product designer', place: 'Sydney NSW', salary: '$130k' },
];

/** A search results page made only of kit components. */
function SearchPage({ heading = 'Jobs in Australia' }: { heading?: string }) {
  return (
    <PageBlock component="main">
      <Stack space="large">
        <Spread space="small" alignY="center">
          <Heading level="1">{heading}</Heading>
          <Text tone="secondary">
            <Strong>2</Strong> jobs
          </Text>
        </Spread>
        <Columns space="large" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="medium" component="ul" dividers>
              {jobs.map((job) => (
                <Stack key={job.id} space="small">
                  <Heading level="3" component="h2">
                    <TextLink href={`/job/${job.id}`} showVisited>
                      {job.title}
                    </TextLink>
                  </Heading>
                  <Inline space="small" collapseBelow="tablet">
                    <Text size="small" icon={<IconLocation />}>
                      {job.place}
                    </Text>
                    <Text size="small" icon={<IconMoney />}>
                      {job.salary}
                    </Text>
                  </Inline>
                  <List size="small">
                    <>Hybrid</>
                    <>Full time</>
                  </List>
                  <Text size="small" maxLines={2}>
                    A summary of the role <Secondary>(listed 3d ago)</Secondary>
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Column>
          <Column>
            <Stack space="medium">
              <Heading level="4" component="h2" icon={<IconBookmark />}>
                Saved searches
              </Heading>
              <Tiles space="small" columns={{ mobile: 1, wide: 2 }}>
                <Box padding="small" background="neutralLight" borderRadius="standard">
                  <Text>Design</Text>
                </Box>
                <Box padding="small" background="neutralLight" borderRadius="standard">
                  <Text>Engineering</Text>
                </Box>
              </Tiles>
              <Divider />
              <Text icon={<IconTick title="Verified" tone="positive" />}>
                Verified employers
                <HiddenVisually> only</HiddenVisually>
              </Text>
              <Hidden below="tablet">
                <Text>
                  <TextLinkButton onClick={() => undefined}>Clear filters</TextLinkButton>
                </Text>
              </Hidden>
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </PageBlock>
  );
}

function mountServerMarkup(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

async function hydrate(container: HTMLElement, app: ReactElement) {
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError });
  });
  return onRecoverableError;
}

describe('a page made only of kit components', () => {
  it('renders identically on the server and the client, with no hydration warnings', async () => {
    const html = renderToString(
      <UIProvider>
        <SearchPage />
      </UIProvider>,
    );
    const container = mountServerMarkup(html);
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');

    const onRecoverableError = await hydrate(
      container,
      <UIProvider>
        <SearchPage />
      </UIProvider>,
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
  });

  it('is valid, accessible markup', async () => {
    await expectAccessibleMarkup(<SearchPage />);
  });

  it('would be caught if the client rendered something else (control)', async () => {
    const html = renderToString(
      <UIProvider>
        <SearchPage heading="On the server" />
      </UIProvider>,
    );
    const container = mountServerMarkup(html);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const onRecoverableError = await hydrate(
      container,
      <UIProvider>
        <SearchPage heading="On the client" />
      </UIProvider>,
    );

    expect(onRecoverableError).toHaveBeenCalled();
    expect(String(onRecoverableError.mock.calls[0]?.[0])).toMatch(/hydrat/i);
  });
});
