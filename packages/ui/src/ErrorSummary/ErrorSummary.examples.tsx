import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { RadioItem } from '../RadioGroup/RadioItem.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { ErrorSummary } from './ErrorSummary.tsx';

export default defineExamples({
  component: 'ErrorSummary',
  category: 'Feedback',
  accessibility:
    "GOV.UK's error summary: a \"There is a problem\" heading and one link per problem, in the order of the fields, each naming its field. It takes focus when it appears (`autofocus` in the server's markup, so before and without JavaScript too) and its content is an alert; a link moves focus to its field (a radio group's chosen or first option) and scrolls the label into view. Show each message at its field too.",
  examples: [
    {
      name: 'After a submit',
      description: 'Kept from taking focus here, so the gallery page stays where it is.',
      Example: () => (
        <Stack space="large">
          <ErrorSummary
            focusOnAppear={false}
            errors={[
              { message: 'Enter your email address', fieldId: 'example-email' },
              {
                message: "Answer 'Do you hold a current RN registration?'",
                fieldId: 'example-registration',
              },
            ]}
          />
          <TextField
            id="example-email"
            label="Email"
            tone="critical"
            message="Enter your email address"
          />
          <RadioGroup
            id="example-registration"
            label="Do you hold a current RN registration?"
            tone="critical"
            message="Choose yes or no"
          >
            <RadioItem value="yes" label="Yes" />
            <RadioItem value="no" label="No" />
          </RadioGroup>
        </Stack>
      ),
    },
    {
      name: 'A problem with no field',
      Example: () => (
        <ErrorSummary
          focusOnAppear={false}
          errors={[{ message: 'The form sent more fields than it has. Reload the page.' }]}
        />
      ),
    },
  ],
});
