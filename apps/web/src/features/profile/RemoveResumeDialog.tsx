import { Dialog } from '@joblane/ui/Dialog';

import { RemoveResumeForm, type RemoveResumeProps } from './RemoveResumeForm.tsx';

export interface RemoveResumeDialogProps extends RemoveResumeProps {
  onClose: () => void;
}

/** Asks before removing a kept résumé (loaded on the first Remove click). */
export function RemoveResumeDialog({ resume, onClose }: RemoveResumeDialogProps) {
  return (
    <Dialog open onClose={onClose} title={`Remove “${resume.name}”?`}>
      <RemoveResumeForm resume={resume} />
    </Dialog>
  );
}
