import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import type { StillOpenState } from '../../services/stillOpen.ts';
import * as styles from './stillOpen.css.ts';

/** What `/ads/still-open` shows: the ad a still-open link names, before and after the button. */
export type StillOpenViewData = StillOpenState & {
  /** The signed token, for the confirm form's action (only on `confirm`). */
  token?: string;
};

const yourAds = (
  <Text>
    See all your ads on <TextLink href="/employer">your dashboard</TextLink>.
  </Text>
);

export default function StillOpenPage({ data }: PageProps<StillOpenViewData>) {
  return (
    <div className={styles.page}>
      <StillOpenMessage data={data} />
    </div>
  );
}

function StillOpenMessage({ data }: { data: StillOpenViewData }) {
  switch (data.state) {
    case 'confirm': {
      const close = data.answer === 'close';
      const action = `/ads/still-open?token=${encodeURIComponent(data.token ?? '')}&answer=${data.answer}`;
      return (
        <Stack space="large">
          <Heading level="1">{close ? 'Close this ad?' : 'Keep this ad open?'}</Heading>
          <Text>
            {close
              ? `Close your ad “${data.title}”? It leaves search at once, and applicants who have not heard back are told it closed.`
              : `Keep your ad “${data.title}” open? It stays in search until it expires.`}
          </Text>
          {/* A button, never the link alone: mail scanners open links, and must change nothing. */}
          <form method="post" action={action}>
            <input type="hidden" name="answer" value={data.answer} />
            <Button type="submit" tone={close ? 'critical' : 'formAccent'}>
              {close ? 'Close the ad' : 'Keep it open'}
            </Button>
          </form>
          {yourAds}
        </Stack>
      );
    }
    case 'kept':
      return (
        <Stack space="large">
          <Heading level="1">Your ad stays open</Heading>
          <Alert tone="positive">
            <Text>Thank you: “{data.title}” stays in search until it expires.</Text>
          </Alert>
          {yourAds}
        </Stack>
      );
    case 'closed':
      return (
        <Stack space="large">
          <Heading level="1">Ad closed</Heading>
          <Alert tone="positive">
            <Text>
              {data.already
                ? `“${data.title}” is already closed: nothing more to do.`
                : `“${data.title}” is closed and has left search. Applicants who had not heard back are told it closed.`}
            </Text>
          </Alert>
          {yourAds}
        </Stack>
      );
    case 'invalid':
      return (
        <Stack space="large">
          <Heading level="1">This link does not work</Heading>
          <Alert tone="critical">
            <Text>
              The link is not complete or was changed, or its ad no longer exists. Open it again
              from the email (copy the whole address if your mail app breaks it in two), or manage
              the ad from your dashboard.
            </Text>
          </Alert>
          {yourAds}
        </Stack>
      );
  }
}
