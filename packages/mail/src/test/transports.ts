import type { MailTransport, OutgoingMail } from '../transport/types.ts';

/** A transport that keeps what it is given; `behaviour` decides each delivery's fate. */
export function recordingTransport(
  behaviour: (mail: OutgoingMail, attempt: number) => Promise<void> | void = () => {},
): MailTransport & { delivered: OutgoingMail[]; attempts: Map<string, number> } {
  const delivered: OutgoingMail[] = [];
  const attempts = new Map<string, number>();
  return {
    kind: 'outbox',
    delivered,
    attempts,
    async send(mail) {
      const attempt = (attempts.get(mail.id) ?? 0) + 1;
      attempts.set(mail.id, attempt);
      await behaviour(mail, attempt);
      delivered.push(mail);
    },
    async close() {},
  };
}

/** A clock the test moves by hand. */
export function testClock(start = '2026-11-24T09:00:00.000Z') {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
