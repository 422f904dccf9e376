import { afterEach, describe, expect, it, vi } from 'vitest';

import { startPeriodicTask } from './scheduler.ts';

afterEach(() => vi.useRealTimers());

describe('startPeriodicTask', () => {
  it('runs at once and every interval, never two runs at a time', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const task = startPeriodicTask({
      intervalMs: 1000,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      onError: (error) => {
        throw error;
      },
    });
    expect(runs).toBe(1);
    // The first run is still under way: ticks and asking again join it.
    await vi.advanceTimersByTimeAsync(3000);
    const joined = task.runNow();
    expect(runs).toBe(1);
    finish();
    await joined;
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    finish();
    await task.stop();
  });

  it('reports a failed run instead of throwing, and runs again on the next tick', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const task = startPeriodicTask({
      intervalMs: 1000,
      run: async () => {
        runs += 1;
        throw new Error(`run ${runs} failed`);
      },
      onError: (error) => errors.push((error as Error).message),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual(['run 1 failed', 'run 2 failed']);
    await task.stop();
  });

  it('tells how each run ended (for metrics)', async () => {
    vi.useFakeTimers();
    const outcomes: string[] = [];
    let runs = 0;
    const task = startPeriodicTask({
      intervalMs: 1000,
      run: async () => {
        runs += 1;
        if (runs === 2) throw new Error('the second run failed');
      },
      onError: () => outcomes.push('onError'),
      onRun: (outcome) => outcomes.push(outcome),
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(outcomes).toEqual(['success', 'onError', 'failure', 'success']);
    await task.stop();
  });

  it('stops cleanly: aborts the run under way, waits for it, and never runs again', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let aborted = false;
    const task = startPeriodicTask({
      intervalMs: 1000,
      runAtStart: false,
      run: (signal) => {
        runs += 1;
        return new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          }),
        );
      },
      onError: (error) => {
        throw error;
      },
    });
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await task.stop();
    expect(aborted).toBe(true);
    await task.runNow();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
  });
});
