// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Heading } from '../Heading/Heading.tsx';
import { IconSearch } from '../Icons/icons.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { useBreakpoint } from './breakpoint.ts';
import { KitLink } from './linkComponent.tsx';
import { UIProvider } from './UIProvider.tsx';

function Page() {
  const breakpoint = useBreakpoint();
  return (
    <Stack space="medium">
      <Heading level="1">Jobs</Heading>
      <Text icon={<IconSearch />}>Breakpoint {breakpoint ?? 'unknown'}</Text>
      <KitLink href="/jobs?page=2">Next</KitLink>
    </Stack>
  );
}

describe('UIProvider on the server', () => {
  it('renders without a window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <UIProvider>
        <Page />
      </UIProvider>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('href="/jobs?page=2"');
    expect(html).toContain('unknown');
  });
});
