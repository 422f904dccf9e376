import { Box } from '../Box/Box.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Inline } from './Inline.tsx';

const chips = ['Engineering', 'Design', 'Marketing', 'Sales', 'Finance', 'Operations'];

function Chip({ label }: { label: string }) {
  return (
    <Box paddingX="small" paddingY="xsmall" background="neutralLight" borderRadius="full">
      <Text size="small">{label}</Text>
    </Box>
  );
}

export default defineExamples({
  component: 'Inline',
  category: 'Layout',
  accessibility:
    'Layout only; items wrap in source order. With `component="ul"` (or `ol`) each item is an `li` and a screen reader announces the list and its length.',
  examples: [
    {
      name: 'Wrapping',
      Example: () => (
        <Inline space="small">
          {chips.map((label) => (
            <Chip key={label} label={label} />
          ))}
        </Inline>
      ),
    },
    {
      name: 'Alignment',
      Example: () => (
        <Inline space="small" align="center" alignY="center">
          <Chip label="Centred" />
          <Text>both ways</Text>
        </Inline>
      ),
    },
    {
      name: 'Collapse below tablet',
      description: 'A column on mobile, a row from tablet up.',
      Example: () => (
        <Inline space={{ mobile: 'xsmall', tablet: 'medium' }} collapseBelow="tablet">
          <Text>Full time</Text>
          <Text>Hybrid</Text>
          <Text>Listed 3d ago</Text>
        </Inline>
      ),
    },
    {
      name: 'List',
      Example: () => (
        <Inline space="small" component="ul">
          {chips.slice(0, 3).map((label) => (
            <Chip key={label} label={label} />
          ))}
        </Inline>
      ),
    },
  ],
});
