import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import type { ReactNode } from 'react';

import type { PageProps } from '../../app/context.ts';

export interface DevMailMessageData {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  /** The plain-text alternative. */
  text: string;
  headers: Record<string, string>;
}

/** A line of the text alternative with its web addresses as links. */
function withLinks(line: string): ReactNode[] {
  return line.split(/(https?:\/\/\S+)/).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <TextLink key={index} href={part}>
        {part}
      </TextLink>
    ) : (
      part
    ),
  );
}

export function OutboxMessageView({ data }: PageProps<DevMailMessageData>) {
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Text>
          <TextLink href="/dev/mail">Outbox</TextLink>
        </Text>
        <Heading level="2" component="h1">
          {data.subject}
        </Heading>
        <Text tone="secondary" size="small">
          From {data.from} to {data.to} · {data.date}
        </Text>
        <Text size="small">
          <TextLink href={`/dev/mail/${data.id}/html`}>HTML version</TextLink> ·{' '}
          <TextLink href={`/dev/mail/${data.id}/eml`}>Download .eml</TextLink>
        </Text>
      </Stack>
      <Stack space="medium">
        {data.text.split('\n').map((line, index) => (
          <Text key={index}>{line === '' ? '\u00a0' : withLinks(line)}</Text>
        ))}
      </Stack>
    </Stack>
  );
}
