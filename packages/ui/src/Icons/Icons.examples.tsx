import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { iconTones } from './createIcon.tsx';
import * as icons from './icons.tsx';

const allIcons = Object.entries(icons);

export default defineExamples({
  component: 'Icons',
  category: 'Icons',
  accessibility:
    'Decorative and `aria-hidden` by default. With a `title` an icon is `role="img"` named by it: only for an icon that carries meaning on its own.',
  examples: [
    {
      name: 'All icons',
      Example: () => (
        <Inline space="medium" component="ul">
          {allIcons.map(([name, Icon]) => (
            <Stack key={name} space="small" align="center">
              <Icon />
              <Text size="xsmall">{name}</Text>
            </Stack>
          ))}
        </Inline>
      ),
    },
    {
      name: 'Sizes',
      Example: () => (
        <Inline space="medium" alignY="center">
          <icons.IconSearch size="xsmall" />
          <icons.IconSearch size="small" />
          <icons.IconSearch size="standard" />
          <icons.IconSearch size="large" />
        </Inline>
      ),
    },
    {
      name: 'Tones',
      Example: () => (
        <Inline space="medium">
          {iconTones.map((tone) => (
            <icons.IconInfo key={tone} tone={tone} />
          ))}
        </Inline>
      ),
    },
    {
      name: 'Inside text',
      description: 'Icons in Text and Heading take the text size and colour.',
      Example: () => (
        <Stack space="medium">
          <Text size="small" tone="secondary" icon={<icons.IconTime />}>
            Listed 3d ago
          </Text>
          <Text tone="critical" icon={<icons.IconCritical />}>
            Something went wrong
          </Text>
          <Heading level="3" icon={<icons.IconBookmarkFilled />}>
            Saved jobs
          </Heading>
        </Stack>
      ),
    },
    {
      name: 'Meaningful icon',
      description: 'With a title the icon is an image with a name; without, it is decorative.',
      Example: () => <icons.IconTick tone="positive" title="Verified employer" />,
    },
  ],
});
