import { IconBookmark, IconClose, IconFilter } from '../Icons/icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { ButtonIcon, buttonIconSizes, buttonIconTones } from './ButtonIcon.tsx';

export default defineExamples({
  component: 'ButtonIcon',
  category: 'Actions',
  accessibility:
    'A native `<button>` with no visible text, named by its required `label` ("Close", "Save job"), which screen readers announce; the icon is decorative (give it no `title`). Enter and Space activate it.',
  examples: [
    {
      name: 'Sizes',
      Example: () => (
        <Inline space="small" alignY="center">
          {buttonIconSizes.map((size) => (
            <ButtonIcon key={size} size={size} label={`Close (${size})`} icon={<IconClose />} />
          ))}
        </Inline>
      ),
    },
    {
      name: 'Tones',
      Example: () => (
        <Inline space="small" alignY="center">
          {buttonIconTones.map((tone) => (
            <ButtonIcon
              key={tone}
              tone={tone}
              label={`Save job (${tone})`}
              icon={<IconBookmark />}
            />
          ))}
        </Inline>
      ),
    },
    {
      name: 'Soft',
      description: 'A background at rest, for icon buttons on busy surfaces.',
      Example: () => (
        <Inline space="small" alignY="center">
          {buttonIconTones.map((tone) => (
            <ButtonIcon
              key={tone}
              variant="soft"
              tone={tone}
              label={`Filters (${tone})`}
              icon={<IconFilter />}
            />
          ))}
        </Inline>
      ),
    },
  ],
});
