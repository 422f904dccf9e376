import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Columns } from '../Columns/Columns.tsx';
import { Column } from '../Columns/Column.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import { useBreakpoint } from './breakpoint.ts';
import type { LinkComponentProps } from './linkComponent.tsx';
import { UIProvider } from './UIProvider.tsx';

/** An app's link: here it only marks its anchors; a router's would also navigate in place. */
function MarkedLink({ ref, children, ...anchorProps }: LinkComponentProps) {
  return (
    <a ref={ref} {...anchorProps} data-app-link="">
      {children}
    </a>
  );
}

function CurrentBreakpoint() {
  const breakpoint = useBreakpoint();
  return (
    <Text>
      {breakpoint === undefined
        ? 'The breakpoint is unknown on the server and while hydrating.'
        : `This window is at the ${breakpoint} breakpoint.`}
    </Text>
  );
}

export default defineExamples({
  component: 'UIProvider',
  category: 'Foundations',
  accessibility:
    'Adds no markup but the optional theme wrapper `div`. Every kit link renders through its `linkComponent`, so links stay real `<a href>` elements that work by keyboard and without JavaScript.',
  examples: [
    {
      name: 'Colour modes',
      description: 'A wrapper with an explicit colour mode themes everything inside it.',
      Example: () => (
        <Columns space="small" collapseBelow="tablet">
          <Column>
            <UIProvider colorMode="light">
              <Box padding="small" background="surface" borderRadius="standard">
                <Stack space="small">
                  <Text>Light</Text>
                  <Button>Apply now</Button>
                </Stack>
              </Box>
            </UIProvider>
          </Column>
          <Column>
            <UIProvider colorMode="dark">
              <Box padding="small" background="surface" borderRadius="standard">
                <Stack space="small">
                  <Text>Dark</Text>
                  <Button>Apply now</Button>
                </Stack>
              </Box>
            </UIProvider>
          </Column>
        </Columns>
      ),
    },
    {
      name: 'Link component',
      description: 'TextLink, ButtonLink and Pagination render their anchors through it.',
      Example: () => (
        <UIProvider linkComponent={MarkedLink} themeWrapper={false}>
          <TextLink href="/jobs">Search jobs</TextLink>
        </UIProvider>
      ),
    },
    {
      name: 'useBreakpoint',
      description: 'For behaviour only; use responsive props for anything visual.',
      Example: CurrentBreakpoint,
    },
  ],
});
