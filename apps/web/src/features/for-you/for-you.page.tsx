import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { useSaveJobForms } from '../../components/JobCard.tsx';
import { ForYouList, NoneRightNow, NothingToGoOn } from './ForYouList.tsx';
import type { ForYouData } from './service.ts';

export const FOR_YOU_PATH = '/jobs/for-you';

/** `/jobs/for-you`: a signed-in seeker's recommendations, each with its reason. */
export default function ForYouPage({ data }: PageProps<ForYouData>) {
  const saveToasts = useSaveJobForms();
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level="1">Jobs for you</Heading>
        <Text tone="secondary">
          Picked from the jobs you saved and applied for, the searches you saved and what{' '}
          <TextLink href="/profile">your profile</TextLink> says you want, never from anyone
          else&rsquo;s. Choose &ldquo;Not interested&rdquo; under a job&rsquo;s More menu and
          we&rsquo;ll show fewer like it.{' '}
          <TextLink href="/account#account-hidden">Jobs you hid and employers you blocked</TextLink>
        </Text>
      </Stack>
      {!data.hasSignals ? (
        <NothingToGoOn />
      ) : data.items.length === 0 ? (
        <NoneRightNow />
      ) : (
        <ForYouList
          data={data}
          returnTo={FOR_YOU_PATH}
          headingComponent="h2"
          label="Jobs for you"
        />
      )}
      {saveToasts}
    </Stack>
  );
}
