import { IconBookmark } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { HiddenVisually } from './HiddenVisually.tsx';

export default defineExamples({
  component: 'HiddenVisually',
  category: 'Layout',
  accessibility:
    'Invisible on screen but read by screen readers: for labels and context that sighted users get from the layout. Put nothing focusable in it.',
  examples: [
    {
      name: 'Extra context for screen readers',
      description: 'Sighted users see the icon and count; screen readers hear the whole sentence.',
      Example: () => (
        <Text icon={<IconBookmark />}>
          3<HiddenVisually> saved jobs</HiddenVisually>
        </Text>
      ),
    },
  ],
});
