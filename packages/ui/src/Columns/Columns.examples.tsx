import { Box } from '../Box/Box.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Column } from './Column.tsx';
import { Columns } from './Columns.tsx';

function Panel({ label }: { label: string }) {
  return (
    <Box padding="small" background="neutralLight" borderRadius="small">
      <Text>{label}</Text>
    </Box>
  );
}

export default defineExamples({
  component: 'Columns',
  category: 'Layout',
  accessibility:
    'Layout only. Columns are read in source order: collapsed they stack in that order, and `reverse` changes only the visual order side by side, so keep the source order meaningful. With `component="ul"` each `Column` is an `li` and a screen reader announces a list.',
  examples: [
    {
      name: 'Equal columns',
      Example: () => (
        <Columns space="small">
          <Column>
            <Panel label="One" />
          </Column>
          <Column>
            <Panel label="Two" />
          </Column>
          <Column>
            <Panel label="Three" />
          </Column>
        </Columns>
      ),
    },
    {
      name: 'Widths',
      Example: () => (
        <Columns space="small">
          <Column width="content">
            <Panel label="Content" />
          </Column>
          <Column width="1/3">
            <Panel label="1/3" />
          </Column>
          <Column>
            <Panel label="The rest" />
          </Column>
        </Columns>
      ),
    },
    {
      name: 'Collapse below tablet',
      description: 'Stacked on mobile, side by side from tablet up.',
      Example: () => (
        <Columns space={{ mobile: 'small', tablet: 'large' }} collapseBelow="tablet">
          <Column width="2/3">
            <Panel label="Main" />
          </Column>
          <Column>
            <Panel label="Aside" />
          </Column>
        </Columns>
      ),
    },
    {
      name: 'Reverse',
      description: 'Source order first on mobile; the second column shows on the left from tablet.',
      Example: () => (
        <Columns space="medium" collapseBelow="tablet" reverse>
          <Column>
            <Panel label="First in source" />
          </Column>
          <Column width="1/4">
            <Panel label="Second in source" />
          </Column>
        </Columns>
      ),
    },
    {
      name: 'Vertical alignment',
      Example: () => (
        <Columns space="small" alignY="center">
          <Column>
            <Box padding="large" background="infoLight">
              <Text>Tall</Text>
            </Box>
          </Column>
          <Column width="content">
            <Panel label="Centred" />
          </Column>
        </Columns>
      ),
    },
  ],
});
