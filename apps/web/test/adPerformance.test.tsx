import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  AdPerformance,
  axisMaximum,
  type AdPerformanceView,
} from '../src/features/employer/AdPerformance.tsx';
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
    window: 'recent',
    ended: false,
    statuses: [
      { label: 'Submitted', count: 1 },
      { label: 'Interviewing', count: 1 },
      { label: 'Withdrawn', count: 1 },
    ],
  };
}

const render = (performance: AdPerformanceView) =>
  renderToStaticMarkup(
    <AdPerformance
      adId="ad-abc123"
      adTitle="Registered Nurse"
      performance={performance}
      candidatesHref="/employer/ads/ad-abc123"
    />,
  );

describe('AdPerformance (the dashboard numbers)', () => {
  it('shows the totals, candidates by status, two charts with axes and dates, and a table', async () => {
    const html = render(sample());
    expect(html).toContain('<dt>Search appearances</dt><dd>1,950</dd>');
    expect(html).toMatch(
      /<dt>Applications<\/dt><dd><a[^>]*href="\/employer\/ads\/ad-abc123"[^>]*>3/,
    );
    expect(html).toContain('Interviewing <strong>1</strong>');
    expect(html).toContain('Withdrawn <strong>1</strong>');
    expect(html).toContain('The last 30 days: 26 Oct to 24 Nov (UTC).');
    // Each chart is an image with a name, and a description carrying every day's number.
    const views = html.slice(html.indexOf('data-series="views"'));
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-labelledby="ad-ad-abc123-performance-views-title" aria-describedby="ad-ad-abc123-performance-views-description"/,
    );
    expect(html).toContain(
      'Registered Nurse, from 26 Oct to 24 Nov: 22 Nov 12, 23 Nov 40, 24 Nov 9; 0 on the other days.',
    );
    expect(html).toContain(
      'Registered Nurse, from 26 Oct to 24 Nov: 22 Nov 1, 23 Nov 2; 0 on the other days.',
    );
    // Axes: the y axis is named with 0, half and top (40 views: up to 40), dates on the x axis.
    expect(views).toContain('>Views</text>');
    for (const tick of ['0', '20', '40']) expect(views).toContain(`>${tick}</text>`);
    for (const date of ['26 Oct', '24 Nov']) expect(views).toContain(`>${date}</text>`);
    // One bar per day with views; the busiest day's bar is the plot's full height.
    const viewsSvg = views.slice(0, views.indexOf('</svg>'));
    const heights = [...viewsSvg.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(heights).toHaveLength(3);
    expect(Math.max(...heights)).toBe(96);
    // The table: behind a native "Show as table", newest day first, every number.
    expect(html).toContain('Show as table</summary>');
    expect(html.match(/<tr>/g)).toHaveLength(31);
    expect(html).toMatch(
      /<th scope="row"><time dateTime="2026-11-24">24 Nov<\/time><\/th><td>300<\/td><td>9<\/td><td>0<\/td><td>0<\/td>/,
    );
    const page = `<!doctype html><html lang="en"><head><title>Dashboard</title></head><body><main>${html}</main></body></html>`;
    expect(await documentProblems(page)).toEqual([]);
  });

  it('charts an ad’s whole life when it is shorter than 30 days, and says so for an ended ad', () => {
    const short = sample();
    short.daily = short.daily.slice(-3);
    short.window = 'life';
    short.ended = true;
    const html = render(short);
    expect(html).toContain('Each day it was live: 22 Nov to 24 Nov (UTC).');
    expect(html.match(/<tr>/g)).toHaveLength(4);
  });

  it('says so in words when nothing was counted, and draws no bars', () => {
    const empty = sample();
    empty.daily = empty.daily.map((entry) => ({ ...entry, ...zero }));
    empty.totals = { ...zero };
    empty.statuses = [];
    const html = render(empty);
    expect(html).toContain('Registered Nurse: no job page views from 26 Oct to 24 Nov.');
    expect(html).toContain('Registered Nurse: no applications from 26 Oct to 24 Nov.');
    expect(html).not.toContain('<rect');
    expect(html).toContain('<dt>Job page views</dt><dd>0</dd>');
    expect(html).toContain('<dt>Applications</dt><dd>0</dd>');
  });
});

describe('axisMaximum', () => {
  it('rounds the busiest day up to a whole, even top with a whole middle', () => {
    expect([0, 1, 2, 3, 4, 5, 7, 9, 40, 41, 99, 101, 950].map(axisMaximum)).toEqual([
      2, 2, 2, 4, 4, 10, 10, 10, 40, 100, 100, 200, 1000,
    ]);
  });
});
