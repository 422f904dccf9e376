import { Dialog } from '@joblane/ui/Dialog';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import { AccountForm, emptyForm } from '../../components/AccountForm.tsx';

export interface DeleteSearchDialogProps {
  /** The saved search to delete: its id and the name it is shown by. */
  search: { id: string; name: string };
  onClose: () => void;
}

/** Asks before deleting a saved search (loaded on the first Delete click). */
export function DeleteSearchDialog({ search, onClose }: DeleteSearchDialogProps) {
  return (
    <Dialog open onClose={onClose} title={`Delete “${search.name}”?`}>
      <Stack space="large">
        <Text>Its email alert stops too. The jobs it found stay on Joblane.</Text>
        <AccountForm
          action={`/saved-searches/${encodeURIComponent(search.id)}/delete`}
          form={emptyForm}
          fieldIds={{}}
          submitLabel="Delete saved search"
          tone="critical"
        />
      </Stack>
    </Dialog>
  );
}
