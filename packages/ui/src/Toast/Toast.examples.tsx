import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { ToastPreview } from './Toast.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

function ShowButtons() {
  const showToast = useToast();
  return (
    <Inline space="small">
      <Text>
        <TextLinkButton
          onClick={() => showToast({ message: 'Job saved', tone: 'positive', key: 'saved' })}
        >
          Save job
        </TextLinkButton>
      </Text>
      <Text>
        <TextLinkButton
          onClick={() =>
            showToast({
              message: 'Job removed from saved jobs',
              tone: 'neutral',
              action: { label: 'Undo', onClick: () => undefined },
            })
          }
        >
          Remove job
        </TextLinkButton>
      </Text>
      <Text>
        <TextLinkButton
          onClick={() =>
            showToast({
              message: 'Could not save the job',
              description: 'Check your connection and try again.',
              tone: 'critical',
            })
          }
        >
          Fail
        </TextLinkButton>
      </Text>
    </Inline>
  );
}

export default defineExamples({
  component: 'Toast',
  category: 'Feedback',
  accessibility:
    '`ToastProvider` keeps two live regions in the page from the first render: `critical` toasts go to `role="alert"` (announced at once), the others to `role="status"` (announced politely). Each toast has a close button; hovering or focusing the stack pauses the 10-second countdown (WCAG 2.2.1). Several toasts collapse into a stack with the newest in front (a critical toast before any other); hovering it, or moving focus into it with Tab, shows every toast in full.',
  examples: [
    {
      name: 'Show toasts',
      description:
        'useToast() inside ToastProvider. "Save job" twice replaces the toast (same key). Show all three to see them stack: "Could not save the job" stays in front; hover the stack or Tab into it to expand it.',
      Example: () => (
        <ToastProvider>
          <ShowButtons />
        </ToastProvider>
      ),
    },
    {
      name: 'Tones',
      description: 'The toasts, shown in the page (the real ones float at the bottom).',
      Example: () => (
        <ToastPreview
          toasts={[
            { message: 'Job saved', tone: 'positive' },
            {
              message: 'Job removed from saved jobs',
              tone: 'neutral',
              action: { label: 'Undo', onClick: () => undefined },
            },
            {
              message: 'Could not save the job',
              description: 'Check your connection and try again.',
              tone: 'critical',
            },
          ]}
        />
      ),
    },
  ],
});
