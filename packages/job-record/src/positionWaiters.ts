/** Callers waiting for the local store to reach a log position. */
export interface PositionWaiters {
  /** Resolves true once `settle` sees `position` applied, false after `timeoutMs`. */
  add(position: number, timeoutMs: number): Promise<boolean>;
  /** Resolves every waiter whose position is applied now. */
  settle(applied: number): void;
  /** Resolves every waiter false (the follower stopped). */
  releaseAll(): void;
}

export function positionWaiters(): PositionWaiters {
  let waiters: { position: number; resolve: (ok: boolean) => void }[] = [];
  return {
    add(position, timeoutMs) {
      return new Promise((resolve) => {
        const waiter = {
          position,
          resolve: (ok: boolean) => {
            clearTimeout(timeout);
            resolve(ok);
          },
        };
        const timeout = setTimeout(() => {
          waiters = waiters.filter((each) => each !== waiter);
          resolve(false);
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    settle(applied) {
      const still: typeof waiters = [];
      for (const waiter of waiters) {
        if (waiter.position <= applied) waiter.resolve(true);
        else still.push(waiter);
      }
      waiters = still;
    },
    releaseAll() {
      for (const waiter of waiters) waiter.resolve(false);
      waiters = [];
    },
  };
}
