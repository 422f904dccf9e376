import { Button } from '@joblane/ui/Button';
import { Dialog } from '@joblane/ui/Dialog';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextField } from '@joblane/ui/TextField';
import { TextLink } from '@joblane/ui/TextLink';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import type { FormState } from '../../components/AccountForm.tsx';
import { AlertChoice } from '../saved/AlertChoice.tsx';

export interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  search: string;
  subject: string;
}

type Outcome = {
  created: boolean;
  name: string;
  alert: { on: boolean; frequency: string };
} | null;

/**
 * Names and saves the search (loaded on the first click of "Save this search"). The answer says
 * whether it was new or saved already; problems (an empty name) appear under the field.
 */
export function SaveSearchDialog({ open, onClose, search, subject }: SaveSearchDialogProps) {
  const [name, setName] = useState(subject);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const done = useRef<HTMLButtonElement>(null);
  // The form (and the focused button) gave way to the outcome: focus its button.
  useEffect(() => {
    if (outcome !== null) done.current?.focus();
  }, [outcome]);

  async function send(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    setSending(true);
    try {
      // The form's own fields (the alert's checkbox and frequency), with the name as typed.
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      body.set('name', name);
      const response = await fetch('/saved-searches', {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
      });
      const answer = (await response.json()) as {
        created?: boolean;
        search?: { name: string; alertOn: boolean; frequency: string };
        form?: FormState;
      };
      if (answer.form !== undefined) {
        setError(Object.values(answer.form.errors)[0] ?? 'That did not work. Try again.');
        return;
      }
      if (answer.search === undefined) throw new Error(`saving answered ${response.status}`);
      setError(null);
      setOutcome({
        created: answer.created === true,
        name: answer.search.name,
        alert: { on: answer.search.alertOn, frequency: answer.search.frequency },
      });
    } catch {
      form.submit();
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Save this search">
      {outcome === null ? (
        <form method="post" action="/saved-searches" noValidate onSubmit={(e) => void send(e)}>
          <input type="hidden" name="search" value={search} />
          <Stack space="large">
            <TextField
              label="Name"
              name="name"
              value={name}
              onChange={setName}
              description="Up to 80 characters."
              {...(error === null ? {} : { message: error, tone: 'critical' as const })}
            />
            <AlertChoice idPrefix="save-search-dialog" />
            <div>
              <Button type="submit" tone="brandAccent" loading={sending}>
                Save search
              </Button>
            </div>
          </Stack>
        </form>
      ) : (
        <Stack space="large">
          {/* Announced: the dialog's content changed under the focus. */}
          <output>
            <Text>
              {outcome.created
                ? `Saved as “${outcome.name}”.`
                : `You saved this search already, as “${outcome.name}”.`}{' '}
              {outcome.alert.on
                ? `We will email you its new jobs ${outcome.alert.frequency}.`
                : 'Its email alert is off.'}
            </Text>
          </output>
          <Text>
            <TextLink href="/saved-searches">Your saved searches</TextLink>: change the alert,
            rename or delete.
          </Text>
          <div>
            <Button ref={done} onClick={onClose}>
              Done
            </Button>
          </div>
        </Stack>
      )}
    </Dialog>
  );
}
