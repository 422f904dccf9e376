import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { TextLink } from '@joblane/ui/TextLink';

import { formatCount } from '../../app/format.ts';
import * as styles from './AdPerformance.css.ts';

/** One ad's counts (the same shape as `@joblane/ads`' `AdCounts`, kept here as plain data). */
export interface AdCountsView {
  searchAppearances: number;
  views: number;
  applyStarts: number;
  /** The ad's candidates: what its candidates list shows. */
  applications: number;
}

/** One ad's numbers on the dashboard. */
export interface AdPerformanceView {
  totals: AdCountsView;
  /** One entry per day, oldest first: the ad's life, or its last 30 days when longer. */
  daily: (AdCountsView & { day: string })[];
  /** `life`: every day since it was published; `recent`: the last days of a longer life. */
  window: 'life' | 'recent';
  /** It closed or expired: its days end on its last day, not today. */
  ended: boolean;
  /** Its candidates by status, in hiring order (the candidates list's filter, counted). */
  statuses: { label: string; count: number }[];
}

const labels: Record<keyof AdCountsView, string> = {
  searchAppearances: 'Search appearances',
  views: 'Job page views',
  applyStarts: 'Apply starts',
  applications: 'Applications',
};
const order = ['searchAppearances', 'views', 'applyStarts', 'applications'] as const;

/** `24 Nov`: a day of the charts and the table, in UTC as counted. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The widest a bar gets (a fraction of the plot): a young ad's few days are not slabs. */
const MAX_BAR_WIDTH = 0.05;

/** The plot's height in pixels (the chart is as wide as its card; its bars share the width). */
const PLOT_HEIGHT = 96;

/** The top of the y axis: 2, 4, 10, 20, 40, 100... at or above the busiest day. */
export function axisMaximum(peak: number): number {
  if (peak <= 2) return 2;
  const half = peak / 2;
  const power = 10 ** Math.floor(Math.log10(half));
  const step = [1, 2, 5, 10].map((n) => n * power).find((n) => n >= half)!;
  return step * 2;
}

/** Up to four days to label under the bars: the first, the last and evenly between. */
export function labelledDays(length: number): number[] {
  const marks = Math.min(length, 4);
  if (marks <= 1) return [0];
  return [
    ...new Set(
      Array.from({ length: marks }, (_, i) => Math.round((i * (length - 1)) / (marks - 1))),
    ),
  ];
}

const percent = (n: number) => `${(n * 100).toFixed(3)}%`;

/**
 * One series as a bar chart drawn on the server: y axis with its name and 0, half and top, x
 * axis with dates. Bars are placed in percentages of the width, so it fits any card without
 * JavaScript; text stays its real size. Its description carries every day's number.
 */
function DailyChart({
  id,
  adTitle,
  daily,
  series,
  unit,
}: {
  id: string;
  adTitle: string;
  daily: AdPerformanceView['daily'];
  series: 'views' | 'applications';
  /** The y axis's name: `Views`, `Applications`. */
  unit: string;
}) {
  const values = daily.map((entry) => entry[series]);
  const top = axisMaximum(Math.max(0, ...values));
  const y = (n: number) => PLOT_HEIGHT - (n / top) * PLOT_HEIGHT;
  const slot = 1 / daily.length;
  // A bar fills 70 % of its day, but never more than a 30-day chart's bar would be wide.
  const barWidth = Math.min(slot * 0.7, MAX_BAR_WIDTH);
  const first = daily[0]!.day;
  const last = daily.at(-1)!.day;
  const nonZero = daily.filter((entry) => entry[series] > 0);
  const name = `${labels[series]} per day`;
  const days =
    first === last ? `on ${dayLabel(first)}` : `from ${dayLabel(first)} to ${dayLabel(last)}`;
  const description =
    nonZero.length === 0
      ? `${adTitle}: no ${labels[series].toLowerCase()} ${days}.`
      : `${adTitle}, ${days}: ${nonZero
          .map((entry) => `${dayLabel(entry.day)} ${formatCount(entry[series])}`)
          .join(', ')}${nonZero.length < daily.length ? '; 0 on the other days' : ''}.`;
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-name`}>
      <figcaption id={`${id}-name`} className={styles.chartName}>
        {name}
      </figcaption>
      <div className={styles.plotBox}>
        <svg
          className={styles.chart}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          data-series={series}
        >
          <title id={`${id}-title`}>{`${name}, ${adTitle}`}</title>
          <desc id={`${id}-description`}>{description}</desc>
          <text className={styles.axisName} x="0" y="-10" textAnchor="start">
            {unit}
          </text>
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line
                className={tick === 0 ? styles.axisLine : styles.gridLine}
                x1="0"
                x2="100%"
                y1={y(tick)}
                y2={y(tick)}
              />
              <text className={styles.tickLabel} x="-8" y={y(tick) + 4} textAnchor="end">
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {daily.map((entry, i) =>
            entry[series] === 0 ? null : (
              <rect
                key={entry.day}
                className={series === 'views' ? styles.bar : styles.applicationBar}
                x={percent((i + 0.5) * slot - barWidth / 2)}
                y={y(entry[series])}
                width={percent(barWidth)}
                height={PLOT_HEIGHT - y(entry[series])}
              />
            ),
          )}
          {labelledDays(daily.length).map((i) => (
            <g key={daily[i]!.day}>
              <line
                className={styles.axisLine}
                x1={percent((i + 0.5) * slot)}
                x2={percent((i + 0.5) * slot)}
                y1={PLOT_HEIGHT}
                y2={PLOT_HEIGHT + 4}
              />
              <text
                className={styles.tickLabel}
                x={percent((i + 0.5) * slot)}
                y={PLOT_HEIGHT + 18}
                textAnchor={
                  daily.length === 1
                    ? 'middle'
                    : i === 0
                      ? 'start'
                      : i === daily.length - 1
                        ? 'end'
                        : 'middle'
                }
              >
                {dayLabel(daily[i]!.day)}
              </text>
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}

/**
 * An ad's performance for the employer dashboard: the four totals (applications are its
 * candidates, by status), a chart per day of job page views and of applications drawn on the
 * server, and every number as a table behind "Show as table" (a native details: no JavaScript).
 */
export function AdPerformance({
  adId,
  adTitle,
  performance,
  candidatesHref,
}: {
  adId: string;
  /** Names the charts and table for assistive technology ("Nurse: ..."). */
  adTitle: string;
  performance: AdPerformanceView;
  /** The ad's candidates list, which the applications count links to. */
  candidatesHref?: string;
}) {
  const { totals, daily } = performance;
  const id = `ad-${adId}-performance`;
  const first = daily[0]!.day;
  const last = daily.at(-1)!.day;
  const span =
    performance.window === 'recent'
      ? `The last ${daily.length} days${performance.ended ? ' it was live' : ''}`
      : performance.ended
        ? `Each day it was live`
        : `Each day since it was published`;
  return (
    <div className={styles.performance}>
      <dl className={styles.totals}>
        {order.map((key) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd>
              {key === 'applications' && candidatesHref !== undefined && totals[key] > 0 ? (
                <TextLink href={candidatesHref}>
                  {formatCount(totals[key])}
                  <HiddenVisually> candidates for {adTitle}</HiddenVisually>
                </TextLink>
              ) : (
                formatCount(totals[key])
              )}
            </dd>
          </div>
        ))}
      </dl>
      {performance.statuses.length === 0 ? null : (
        <ul className={styles.statuses} aria-label={`Candidates for ${adTitle} by status`}>
          {performance.statuses.map((status) => (
            <li key={status.label}>
              {`${status.label} `}
              <strong>{formatCount(status.count)}</strong>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.window}>
        {span}: {dayLabel(first)}
        {first === last ? '' : ` to ${dayLabel(last)}`} (UTC).
      </p>
      <div className={styles.charts}>
        <DailyChart
          id={`${id}-views`}
          adTitle={adTitle}
          daily={daily}
          series="views"
          unit="Views"
        />
        <DailyChart
          id={`${id}-applications`}
          adTitle={adTitle}
          daily={daily}
          series="applications"
          unit="Applications"
        />
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>Show as table</summary>
        {/* A phone is narrower than five columns: the table scrolls sideways in its own box,
            which the keyboard can reach and scroll (a scrollable region must take focus). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
          <table className={styles.table}>
            <caption id={`${id}-caption`} className={styles.caption}>
              {`${adTitle}: each day, ${dayLabel(first)} to ${dayLabel(last)}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {order.map((key) => (
                  <th key={key} scope="col">
                    {labels[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {daily.toReversed().map((entry) => (
                <tr key={entry.day}>
                  <th scope="row">
                    <time dateTime={entry.day}>{dayLabel(entry.day)}</time>
                  </th>
                  {order.map((key) => (
                    <td key={key}>{formatCount(entry[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </div>
  );
}
