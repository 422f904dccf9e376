import { ButtonLink } from '@joblane/ui/ButtonLink';
import { useState, type ComponentType } from 'react';

import { useHydrated } from '../../app/navigate.ts';
import type { SaveSearchDialogProps } from './SaveSearchDialog.tsx';

type DialogComponent = ComponentType<SaveSearchDialogProps>;

// The dialog (the kit's Dialog, a text field, the toast host) is fetched on the first click.
let dialogRequest: Promise<DialogComponent> | null = null;
function loadDialog(): Promise<DialogComponent> {
  dialogRequest ??= import('./SaveSearchDialog.tsx').then(
    (module) => module.SaveSearchDialog,
    (error: unknown) => {
      dialogRequest = null;
      throw error;
    },
  );
  return dialogRequest;
}

/**
 * "Save this search": a link to the page that names and saves it (it works without JavaScript,
 * and signed out it asks to sign in first). A signed-in seeker with JavaScript gets a dialog
 * instead, the name starting as the search's subject.
 */
export function SaveSearchButton({
  search,
  subject,
  inDialog,
}: {
  /** The canonical query string of the search. */
  search: string;
  subject: string;
  /** Whether a click opens the dialog (a signed-in seeker) or follows the link. */
  inDialog: boolean;
}) {
  const hydrated = useHydrated();
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const enhanced = hydrated && inDialog;
  return (
    <>
      <ButtonLink
        href={`/saved-searches/new?search=${encodeURIComponent(search)}`}
        variant="soft"
        aria-haspopup={enhanced ? 'dialog' : undefined}
        onClick={(event) => {
          if (!enhanced) return;
          event.preventDefault();
          loadDialog().then(
            (loaded) => {
              setDialog(() => loaded);
              setOpen(true);
            },
            // It could not load: the page does the same.
            () => window.location.assign(event.currentTarget.href),
          );
        }}
      >
        Save this search
      </ButtonLink>
      {Dialog === null ? null : (
        <Dialog open={open} onClose={() => setOpen(false)} search={search} subject={subject} />
      )}
    </>
  );
}
