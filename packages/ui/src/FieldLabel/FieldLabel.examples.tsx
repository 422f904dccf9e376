import { defineExamples } from '../private/defineExamples.ts';
import { TextLink } from '../TextLink/TextLink.tsx';
import { FieldLabel } from './FieldLabel.tsx';

export default defineExamples({
  component: 'FieldLabel',
  category: 'Forms',
  accessibility:
    "A `<label>` for your own control (`htmlFor` is required). Point the control's `aria-describedby` at `descriptionId` so the description is read too.",
  examples: [
    {
      name: 'Label only',
      Example: () => (
        <>
          <FieldLabel htmlFor="field-label-example-1" label="Keywords" />
          <input type="text" id="field-label-example-1" />
        </>
      ),
    },
    {
      name: 'Secondary and tertiary labels, description',
      Example: () => (
        <>
          <FieldLabel
            htmlFor="field-label-example-2"
            label="Salary"
            secondaryLabel="optional"
            tertiaryLabel={<TextLink href="#salary-help">How we use this</TextLink>}
            description="Annual, before tax."
            descriptionId="field-label-example-2-description"
          />
          <input
            type="text"
            id="field-label-example-2"
            aria-describedby="field-label-example-2-description"
          />
        </>
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <>
          <FieldLabel htmlFor="field-label-example-3" label="Keywords" disabled />
          <input type="text" id="field-label-example-3" disabled />
        </>
      ),
    },
  ],
});
