import { IconLocation } from '../Icons/icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Tag } from './Tag.tsx';

export default defineExamples({
  component: 'Tag',
  category: 'Content',
  accessibility:
    'Static text; with `onClear`, a clear button named by `clearLabel` ("Remove Sydney"). The button only calls `onClear`: remove the tag and move focus to the next tag\'s clear button (`clearButtonRef`) or to the filter control.',
  examples: [
    {
      name: 'Standard',
      Example: () => (
        <Inline space="xsmall">
          <Tag>Full time</Tag>
          <Tag>Design</Tag>
          <Tag icon={<IconLocation />}>Sydney NSW</Tag>
        </Inline>
      ),
    },
    {
      name: 'Clearable',
      description: 'Chosen filters, each with a named clear button.',
      Example: () => (
        <Inline space="xsmall" component="ul">
          <Tag clearLabel="Remove Sydney" onClear={() => undefined}>
            Sydney
          </Tag>
          <Tag clearLabel="Remove Contract" onClear={() => undefined}>
            Contract
          </Tag>
        </Inline>
      ),
    },
  ],
});
