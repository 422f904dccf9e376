interface Countdown {
  remaining: number;
  startedAt: number;
  timeout: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The toast stack's clocks, outside React state: each toast's countdown to closing itself (all
 * paused and resumed together, keeping the time left) and its animation timeouts.
 */
export function createToastTimers() {
  let onExpire: (id: number) => void = () => undefined;
  const countdowns = new Map<number, Countdown>();
  const animations = new Map<number, ReturnType<typeof setTimeout>>();
  let paused = false;

  function run(id: number, countdown: Countdown) {
    countdown.startedAt = Date.now();
    countdown.timeout = setTimeout(() => {
      countdowns.delete(id);
      onExpire(id);
    }, countdown.remaining);
  }

  return {
    /** What to do when a countdown ends (set after creation, once the handler exists). */
    setOnExpire(handler: (id: number) => void) {
      onExpire = handler;
    },
    /** Starts `id`'s countdown (held while paused). */
    startCountdown(id: number, ms: number) {
      const countdown: Countdown = { remaining: ms, startedAt: 0, timeout: undefined };
      countdowns.set(id, countdown);
      if (!paused) run(id, countdown);
    },
    setPaused(value: boolean) {
      if (value === paused) return;
      paused = value;
      for (const [id, countdown] of countdowns) {
        if (paused) {
          clearTimeout(countdown.timeout);
          countdown.timeout = undefined;
          countdown.remaining -= Date.now() - countdown.startedAt;
        } else {
          run(id, countdown);
        }
      }
    },
    /** Runs `callback` after `ms`, replacing `id`'s previous animation timeout. */
    afterAnimation(id: number, ms: number, callback: () => void) {
      clearTimeout(animations.get(id));
      animations.set(
        id,
        setTimeout(() => {
          animations.delete(id);
          callback();
        }, ms),
      );
    },
    /** Stops `id`'s countdown and animation timeouts. */
    cancel(id: number) {
      clearTimeout(countdowns.get(id)?.timeout);
      countdowns.delete(id);
      clearTimeout(animations.get(id));
      animations.delete(id);
    },
    cancelAll() {
      for (const id of [...countdowns.keys(), ...animations.keys()]) this.cancel(id);
    },
  };
}
