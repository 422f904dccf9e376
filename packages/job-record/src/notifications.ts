import type { JobRecord } from './recordTypes.ts';

/** Whether notifications wake the follower (see `FollowerOptions.onListenChange`). */
export type ListenState = { listening: true } | { listening: false; error: Error };

/** The follower's LISTEN connection: opened, reported on, and opened again by the poll. */
export interface FollowerNotifications {
  /** Opens it unless it is open, opening, switched off, or the follower stopped. */
  start(): Promise<void>;
  /** Whether it is open now (the poll tries again when not). */
  isOpen(): boolean;
  close(): Promise<void>;
}

export function followerNotifications(options: {
  record: JobRecord;
  enabled: boolean;
  wake: () => void;
  isStopped: () => boolean;
  onError: (error: Error) => void;
  onListenChange: ((state: ListenState) => void) | undefined;
}): FollowerNotifications {
  const { record, onError, onListenChange } = options;
  let listener: { close(): Promise<void> } | undefined;
  let listening = false;
  /** What `onListenChange` was last told (undefined before the first attempt ends). */
  let toldListening: boolean | undefined;

  function listenFailed(error: Error, lost: boolean) {
    if (onListenChange === undefined) {
      onError(error);
      return;
    }
    // A connection that worked and broke is worth an error line; retries that fail are not.
    if (lost) onError(error);
    if (toldListening !== false) {
      toldListening = false;
      onListenChange({ listening: false, error });
    }
  }

  return {
    async start() {
      if (!options.enabled || listening || options.isStopped()) return;
      listening = true;
      try {
        const handle = await record.listen(
          () => options.wake(),
          (error) => {
            listener = undefined;
            listening = false;
            listenFailed(error, true);
          },
        );
        if (handle === undefined) return; // no url: nothing to listen on, polling alone
        if (options.isStopped()) {
          await handle.close();
          return;
        }
        listener = handle;
        if (toldListening !== true) {
          toldListening = true;
          onListenChange?.({ listening: true });
        }
        // A write may have committed before LISTEN took effect.
        options.wake();
      } catch (error) {
        listening = false;
        listenFailed(error as Error, false);
      }
    },
    isOpen: () => listener !== undefined,
    async close() {
      await listener?.close();
      listener = undefined;
    },
  };
}
