import type { PageProps } from '../../app/context.ts';
import { OutboxView, type DevMailData } from './Outbox.tsx';
import { OutboxMessageView, type DevMailMessageData } from './OutboxMessage.tsx';

/** `/dev/mail` and its messages: one page module with two views. */
export type DevMailViewData =
  ({ view: 'outbox' } & DevMailData) | ({ view: 'message' } & DevMailMessageData);

export default function DevMailPage({ data }: PageProps<DevMailViewData>) {
  return data.view === 'outbox' ? <OutboxView data={data} /> : <OutboxMessageView data={data} />;
}
