import type { ReportReason } from '@joblane/moderation';
import { Checkbox } from '@joblane/ui/Checkbox';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { Stack } from '@joblane/ui/Stack';
import { formatNumber } from '@joblane/ui/Text';
import { Textarea } from '@joblane/ui/Textarea';

import {
  AccountForm,
  fieldState,
  useFormState,
  type FormState,
} from '../../components/AccountForm.tsx';

/** What each reason reads as on the form and in "Your reports", in the form's order. */
export const reasonLabels: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  'asks-for-money': 'Asks for money',
  discriminatory: 'Discriminatory',
  misleading: 'Misleading pay or details',
  'no-longer-exists': 'Job no longer exists',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** A line under the reasons that are easy to confuse. */
const reasonHints: Partial<Record<ReportReason, string>> = {
  'asks-for-money': 'Fees, a starter kit, training or equipment you would have to pay for.',
  misleading: 'The pay, place or job is not what the ad says.',
  duplicate: 'The same job is advertised more than once.',
};

/** Where the report form posts, and the confirmation it leads to. */
export const reportPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/report`;

export const reportFieldIds = {
  reason: 'report-reason',
  details: 'report-details',
  confirm: 'report-confirm',
};

const countMessage = (remaining: number) =>
  remaining >= 0
    ? `${formatNumber(remaining)} ${remaining === 1 ? 'character' : 'characters'} left`
    : `${formatNumber(-remaining)} ${remaining === -1 ? 'character' : 'characters'} over the limit`;

/** The fields, following the form's latest answer (the server's page or the script's answer). */
function ReportFields({ signedIn, detailsLimit }: { signedIn: boolean; detailsLimit: number }) {
  const form = useFormState();
  // A Stack of its own: the form's Stack sees this component as one item.
  return (
    <Stack space="large">
      <RadioGroup
        id={reportFieldIds.reason}
        name="reason"
        label="Why are you reporting this job?"
        defaultValue={form.values.reason ?? ''}
        required
        {...fieldState(form, 'reason')}
      >
        {(Object.keys(reasonLabels) as ReportReason[]).map((reason) => (
          <RadioItem
            key={reason}
            id={`${reportFieldIds.reason}-${reason}`}
            value={reason}
            label={reasonLabels[reason]}
            description={reasonHints[reason]}
          />
        ))}
      </RadioGroup>
      <Textarea
        id={reportFieldIds.details}
        name="details"
        label="Details"
        secondaryLabel="optional"
        description="What should a moderator know? Leave out your own contact details."
        characterLimit={detailsLimit}
        characterCountMessage={countMessage}
        defaultValue={form.values.details ?? ''}
        {...fieldState(form, 'details')}
      />
      {signedIn ? null : (
        <Checkbox
          id={reportFieldIds.confirm}
          name="confirm"
          value="yes"
          label="I confirm this report is true to the best of my knowledge"
          defaultChecked={form.values.confirm === 'yes'}
          {...fieldState(form, 'confirm')}
        />
      )}
    </Stack>
  );
}

/**
 * "Report this job": a reason (radios), optional details with the store's limit, and, signed out,
 * a confirmation box. A plain POST without JavaScript (303 to the confirmation, or the form again
 * with its problems); with it, sent in the background like the site's other forms.
 */
export function ReportForm({
  jobId,
  form,
  signedIn,
  detailsLimit,
}: {
  jobId: string;
  form: FormState;
  signedIn: boolean;
  detailsLimit: number;
}) {
  return (
    <AccountForm
      action={reportPath(jobId)}
      form={form}
      fieldIds={reportFieldIds}
      submitLabel="Send report"
    >
      <ReportFields signedIn={signedIn} detailsLimit={detailsLimit} />
    </AccountForm>
  );
}
