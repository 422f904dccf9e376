import { ButtonIcon } from '../ButtonIcon/ButtonIcon.tsx';
import { IconInfo } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { TooltipPreview, TooltipRenderer } from './TooltipRenderer.tsx';

export default defineExamples({
  component: 'TooltipRenderer',
  category: 'Overlays',
  accessibility:
    '`role="tooltip"`, referenced by the trigger\'s `aria-describedby`. It shows on keyboard focus at once and after the pointer rests 300 ms, stays while the pointer is over it, and hides on blur and on Escape (focus stays on the trigger). Put nothing essential or interactive in it.',
  examples: [
    {
      name: 'On an icon button',
      description: 'Shows after 300 ms of hover or at once on keyboard focus; Escape hides it.',
      Example: () => (
        <TooltipRenderer tooltip="Salary as the employer listed it">
          {({ triggerProps }) => (
            <ButtonIcon {...triggerProps} label="About this salary" icon={<IconInfo />} />
          )}
        </TooltipRenderer>
      ),
    },
    {
      name: 'Open',
      description: 'The tooltip, shown in the page.',
      Example: () => <TooltipPreview tooltip="Salary as the employer listed it" />,
    },
  ],
});
