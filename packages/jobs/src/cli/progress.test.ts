import { describe, expect, it } from 'vitest';
import { createProgress } from './progress.ts';

function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, columns: 120, write: (text: string) => written.push(text) }, written };
}

describe('createProgress', () => {
  it('shows count, rate, share and time left on a terminal, redrawing in place', () => {
    const { stream, written } = terminal(true);
    let clock = 0;
    const progress = createProgress({
      unit: 'jobs',
      verb: 'added',
      stream,
      env: {},
      now: () => clock,
    });
    clock = 2000;
    progress.update(20_000, 0.25);
    clock = 2100;
    progress.update(21_000, 0.26); // within the redraw interval: not drawn
    clock = 4000;
    progress.update(40_000, 0.5);
    progress.done();
    expect(written).toEqual([
      '\r\u001b[2Kadded 20,000 jobs · 10,000/s · 25 % · 0:06 left',
      '\r\u001b[2Kadded 40,000 jobs · 10,000/s · 50 % · 0:04 left',
      '\r\u001b[2K',
    ]);
  });

  it('shows count and rate when the total is unknown', () => {
    const { stream, written } = terminal(true);
    let clock = 0;
    const progress = createProgress({
      unit: 'records',
      verb: 'imported',
      stream,
      env: {},
      now: () => clock,
    });
    clock = 500;
    progress.update(1500);
    expect(written).toEqual(['\r\u001b[2Kimported 1,500 records · 3,000/s']);
  });

  it('writes nothing to a pipe, or in CI even on a terminal', () => {
    for (const [isTTY, env] of [
      [false, {}],
      [true, { CI: 'true' }],
    ] as const) {
      const { stream, written } = terminal(isTTY);
      let clock = 0;
      const progress = createProgress({
        unit: 'jobs',
        verb: 'added',
        stream,
        env,
        now: () => clock,
      });
      clock = 5000;
      progress.update(10, 0.5);
      progress.done();
      expect(written).toEqual([]);
    }
  });
});
