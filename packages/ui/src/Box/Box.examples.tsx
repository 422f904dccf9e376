import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Box } from './Box.tsx';

export default defineExamples({
  component: 'Box',
  category: 'Foundations',
  accessibility:
    'Renders the element you give it (`component`), so the semantics are yours: use a real `button`, `nav` or `ul` rather than a `div` with handlers. Style props change only the looks; nothing is announced.',
  examples: [
    {
      name: 'Padding and background',
      Example: () => (
        <Box padding="medium" background="neutralLight" borderRadius="standard">
          <Text>Padded content on a light background.</Text>
        </Box>
      ),
    },
    {
      name: 'Responsive padding',
      description: 'Small padding on mobile, large from desktop up.',
      Example: () => (
        <Box padding={{ mobile: 'small', desktop: 'large' }} boxShadow="borderNeutralLight">
          <Text>Resize the window to see the padding change.</Text>
        </Box>
      ),
    },
    {
      name: 'Responsive layout',
      description: 'A column on mobile, a row from tablet up.',
      Example: () => (
        <Box display="flex" flexDirection={['column', 'row']} gap="small">
          <Box padding="small" background="infoLight">
            <Text>First</Text>
          </Box>
          <Box padding="small" background="positiveLight">
            <Text>Second</Text>
          </Box>
        </Box>
      ),
    },
    {
      name: 'Component',
      description: 'Choose the element: here a list without bullets.',
      Example: () => (
        <Box component="ul" display="flex" gap="small">
          <Box component="li">
            <Text>One</Text>
          </Box>
          <Box component="li">
            <Text>Two</Text>
          </Box>
        </Box>
      ),
    },
  ],
});
