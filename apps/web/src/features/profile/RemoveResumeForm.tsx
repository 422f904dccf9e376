import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import { AccountForm, emptyForm } from '../../components/AccountForm.tsx';

export interface RemoveResumeProps {
  /** The kept résumé to remove: its id, name and whether it is the default. */
  resume: { id: string; name: string; isDefault: boolean };
}

/** What removing a kept résumé does, and the button that does it (the page's and the dialog's). */
export function RemoveResumeForm({ resume }: RemoveResumeProps) {
  return (
    <Stack space="large">
      <Text>
        It leaves your profile
        {resume.isDefault ? '; another kept résumé, if you have one, becomes the default' : ''}.
        Applications you already sent with it keep it.
      </Text>
      <AccountForm
        action={`/profile/resumes/${encodeURIComponent(resume.id)}/remove`}
        form={emptyForm}
        fieldIds={{}}
        submitLabel="Remove résumé"
        tone="critical"
      />
    </Stack>
  );
}
