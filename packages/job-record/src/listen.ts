import { Client } from 'pg';

import { changeChannel } from './schema.ts';

/**
 * Calls `onChange` with the position of each committed write (PostgreSQL LISTEN/NOTIFY), on a
 * connection of its own to `url`. `onError` hears when that connection breaks; listening then
 * stops and the caller decides when to listen again.
 */
export async function listenForChanges(
  url: string,
  connectTimeoutMs: number,
  onChange: (position: number) => void,
  onError: (error: Error) => void,
): Promise<{ close(): Promise<void> }> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  let closed = false;
  client.on('error', (error) => {
    if (closed) return;
    closed = true;
    client.end().catch(() => {});
    onError(error);
  });
  client.on('notification', (message) => {
    if (message.channel === changeChannel) onChange(Number(message.payload));
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${changeChannel}`);
  } catch (error) {
    closed = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    close: async () => {
      if (closed) return;
      closed = true;
      await client.end();
    },
  };
}
