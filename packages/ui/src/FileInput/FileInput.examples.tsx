import { defineExamples } from '../private/defineExamples.ts';
import { FileInput } from './FileInput.tsx';

export default defineExamples({
  component: 'FileInput',
  category: 'Forms',
  accessibility:
    'A native `<input type="file">` named by its label: the browser opens the picker with Space or Enter and reads out the chosen file, so it works by keyboard, with screen readers and without JavaScript. Only its button is restyled (`::file-selector-button`). The description and message are read through `aria-describedby`; `critical` marks it invalid.',
  examples: [
    {
      name: 'Standard',
      Example: () => (
        <FileInput
          label="Résumé"
          name="resume"
          accept=".pdf,.docx"
          description="A PDF or Word (.docx) document of up to 5 MB."
        />
      ),
    },
    {
      name: 'A file kept from an earlier step',
      description: 'Nobody can set a file input: say what the server kept in the description.',
      Example: () => (
        <FileInput
          label="Résumé"
          name="resume"
          description="Kept: Sam Seeker CV.pdf (PDF, 240 KB). Choose a file only to replace it."
        />
      ),
    },
    {
      name: 'Critical',
      Example: () => (
        <FileInput
          label="Résumé"
          name="resume"
          tone="critical"
          message="Your résumé must be a PDF or a Word (.docx) document."
        />
      ),
    },
    { name: 'Disabled', Example: () => <FileInput label="Résumé" name="resume" disabled /> },
  ],
});
