import { IconAdd, IconSearch } from '../Icons/icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Button } from './Button.tsx';
import { buttonTones, buttonVariants } from './buttonOptions.ts';

export default defineExamples({
  component: 'Button',
  category: 'Actions',
  accessibility:
    'A native `<button>` (`type="button"` unless told): Tab focuses it, Enter and Space activate it, and the focus ring shows on keyboard focus. The icon is decorative. While `loading` it stays focusable but is `aria-disabled` and `aria-busy`, ignores activation, and a status region announces the loading label.',
  examples: [
    {
      name: 'Variants and tones',
      description: 'solid, ghost, soft and transparent in each tone (formAccent is the default).',
      Example: () => (
        <Stack space="small">
          {buttonTones.map((tone) => (
            <Inline key={tone} space="small">
              {buttonVariants.map((variant) => (
                <Button key={variant} variant={variant} tone={tone}>
                  {`${variant} ${tone}`}
                </Button>
              ))}
            </Inline>
          ))}
        </Stack>
      ),
    },
    {
      name: 'Sizes',
      Example: () => (
        <Inline space="small" alignY="center">
          <Button>Standard</Button>
          <Button size="small">Small</Button>
        </Inline>
      ),
    },
    {
      name: 'With an icon',
      Example: () => (
        <Inline space="small" alignY="center">
          <Button type="submit" icon={<IconSearch />}>
            Search
          </Button>
          <Button variant="ghost" size="small" icon={<IconAdd />} iconPosition="trailing">
            Add location
          </Button>
        </Inline>
      ),
    },
    {
      name: 'Loading',
      description: 'Keeps its width, is busy and ignores clicks; "Loading" is announced.',
      Example: () => (
        <Inline space="small">
          <Button loading>Apply now</Button>
          <Button variant="ghost" loading>
            Save
          </Button>
        </Inline>
      ),
    },
  ],
});
