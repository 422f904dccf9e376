import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';

export interface DevMailData {
  messages: { id: string; to: string; subject: string; date: string }[];
}

export function OutboxView({ data }: PageProps<DevMailData>) {
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Heading level="2" component="h1">
          Outbox
        </Heading>
        <Text tone="secondary">
          This server has no SMTP_URL, so it writes its mail here instead of sending it. Newest
          first.
        </Text>
      </Stack>
      {data.messages.length === 0 ? (
        <Text>No mail yet.</Text>
      ) : (
        <Stack space="medium" component="ul">
          {data.messages.map((message) => (
            <Stack key={message.id} space="small">
              <Text>
                <TextLink href={`/dev/mail/${message.id}`}>{message.subject}</TextLink>
              </Text>
              <Text tone="secondary" size="small">
                To {message.to} · {message.date}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
