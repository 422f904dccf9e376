import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AdPerformance, type AdPerformanceView } from '../src/features/employer/AdPerformance.tsx';
import { documentProblems } from './helpers.ts';

const zero = { searchAppearances: 0, views: 0, applyStarts: 0, applications: 0 };

/** 30 days ending 24 Nov 2026: views on some days, applications on two. */
function sample(): AdPerformanceView {
  const daily = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 24) - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, ...zero };
  });
  daily[27] = { ...daily[27]!, searchAppearances: 400, views: 12, applyStarts: 3, applications: 1 };
  daily[28] = {
    ...daily[28]!,
    searchAppearances: 1250,
    views: 40,
    applyStarts: 6,
    applications: 2,
  };
  daily[29] = { ...daily[29]!, searchAppearances: 300, views: 9 };
  return {
    totals: { searchAppearances: 1950, views: 61, applyStarts: 9, applications: 3 },
    daily,
  };
}

const render = (performance: AdPerformanceView) =>
  renderToStaticMarkup(
    <AdPerformance adId="ad-abc123" adTitle="Registered Nurse" performance={performance} />,
  );

describe('AdPerformance (the dashboard numbers)', () => {
  it('shows the totals, a chart named and described in words, and the same numbers as a table', async () => {
    const html = render(sample());
    expect(html).toContain('<dt>Search appearances</dt><dd>1,950</dd>');
    expect(html).toContain('<dt>Applications</dt><dd>3</dd>');
    // The chart is an image with a name and a description that say what it shows.
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-labelledby="ad-ad-abc123-performance-title ad-ad-abc123-performance-description"/,
    );
    expect(html).toContain(
      '<title id="ad-ad-abc123-performance-title">Job page views and applications per day, last 30 days</title>',
    );
    expect(html).toContain(
      'Registered Nurse: 61 job page views and 3 applications in the last 30 days; the most views in a day: 40 on 23 Nov.',
    );
    // One bar per day with views, one circle per day with applications: shapes, not colours.
    expect(html.match(/<rect /g)).toHaveLength(3 + 1); // + the legend's swatch
    expect(html.match(/<circle /g)).toHaveLength(2 + 1);
    // The busiest day's bar is the tallest (the chart's full height).
    const bars = [
      ...html.matchAll(
        /<rect class="[^"]*" x="[^"]*" y="([\d.]+)" width="[^"]*" height="([\d.]+)"/g,
      ),
    ];
    const heights = bars.map((bar) => Number(bar[2]));
    expect(Math.max(...heights)).toBe(heights[1]);
    expect(heights[1]).toBeCloseTo(58, 0);
    // The table: behind a native "Show as table", newest day first, every number.
    expect(html).toContain('<summary');
    expect(html).toContain('Show as table</summary>');
    expect(html.match(/<tr>/g)).toHaveLength(31);
    expect(html).toMatch(
      /<th scope="row"><time dateTime="2026-11-24">24 Nov<\/time><\/th><td>300<\/td><td>9<\/td><td>0<\/td><td>0<\/td>/,
    );
    expect(html).toMatch(
      /<time dateTime="2026-11-23">23 Nov<\/time><\/th><td>1,250<\/td><td>40<\/td><td>6<\/td><td>2<\/td>/,
    );
    const page = `<!doctype html><html lang="en"><head><title>Dashboard</title></head><body><main>${html}</main></body></html>`;
    expect(await documentProblems(page)).toEqual([]);
  });

  it('says so in words when nothing was counted, and draws no bars', () => {
    const empty = sample();
    empty.daily = empty.daily.map((entry) => ({ ...entry, ...zero }));
    empty.totals = { ...zero };
    const html = render(empty);
    expect(html).toContain(
      'No job page views or applications for Registered Nurse in the last 30 days.',
    );
    expect(html.match(/<rect /g)).toHaveLength(1);
    expect(html).toContain('<dt>Job page views</dt><dd>0</dd>');
  });
});
