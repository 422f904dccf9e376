import { formatCount } from '../../app/format.ts';
import * as styles from './AdPerformance.css.ts';

/** One ad's counts (the same shape as `@joblane/ads`' `AdCounts`, kept here as plain data). */
export interface AdCountsView {
  searchAppearances: number;
  views: number;
  applyStarts: number;
  applications: number;
}

/** One ad's numbers on the dashboard: totals, and the last 30 days oldest first. */
export interface AdPerformanceView {
  totals: AdCountsView;
  daily: (AdCountsView & { day: string })[];
}

const labels: Record<keyof AdCountsView, string> = {
  searchAppearances: 'Search appearances',
  views: 'Job page views',
  applyStarts: 'Apply starts',
  applications: 'Applications',
};
const order = ['searchAppearances', 'views', 'applyStarts', 'applications'] as const;

/** `24 Nov`: a day of the table, in UTC as counted. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const WIDTH = 300;
const HEIGHT = 64;
const TOP = 6;

/**
 * The chart: a bar per day for job page views and a circle per day with applications, on one
 * scale (shapes, not colours, tell them apart). Drawn on the server; its numbers are the table's.
 */
function DailyChart({
  daily,
  titleId,
  descriptionId,
  description,
}: {
  daily: AdPerformanceView['daily'];
  titleId: string;
  descriptionId: string;
  description: string;
}) {
  const peak = Math.max(1, ...daily.map((entry) => Math.max(entry.views, entry.applications)));
  const slot = WIDTH / daily.length;
  const y = (n: number) => HEIGHT - (n / peak) * (HEIGHT - TOP);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
      role="img"
      aria-labelledby={`${titleId} ${descriptionId}`}
    >
      <title id={titleId}>
        {`Job page views and applications per day, last ${daily.length} days`}
      </title>
      <desc id={descriptionId}>{description}</desc>
      {daily.map((entry, i) =>
        entry.views === 0 ? null : (
          <rect
            key={`v-${entry.day}`}
            className={styles.bar}
            x={(i * slot + slot * 0.15).toFixed(1)}
            y={y(entry.views).toFixed(1)}
            width={(slot * 0.7).toFixed(1)}
            height={(HEIGHT - y(entry.views)).toFixed(1)}
          />
        ),
      )}
      <line className={styles.baseline} x1="0" x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
      {daily.map((entry, i) =>
        entry.applications === 0 ? null : (
          <circle
            key={`a-${entry.day}`}
            className={styles.marker}
            cx={(i * slot + slot / 2).toFixed(1)}
            cy={Math.min(y(entry.applications), HEIGHT - 3).toFixed(1)}
            r="2.5"
          />
        ),
      )}
    </svg>
  );
}

/**
 * An ad's performance for the employer dashboard: the four totals, a small 30-day chart drawn
 * on the server, and the same numbers as a table behind "Show as table" (a native details, so it
 * opens without JavaScript).
 */
export function AdPerformance({
  adId,
  adTitle,
  performance,
}: {
  adId: string;
  /** Names the chart and table for assistive technology ("Nurse: ..."). */
  adTitle: string;
  performance: AdPerformanceView;
}) {
  const { totals, daily } = performance;
  const last30 = {
    views: daily.reduce((sum, entry) => sum + entry.views, 0),
    applications: daily.reduce((sum, entry) => sum + entry.applications, 0),
  };
  const busiest = daily.reduce(
    (best, entry) => (entry.views > best.views ? entry : best),
    daily[0]!,
  );
  const description =
    last30.views === 0 && last30.applications === 0
      ? `No job page views or applications for ${adTitle} in the last ${daily.length} days.`
      : `${adTitle}: ${formatCount(last30.views)} job page views and ${formatCount(last30.applications)} applications in the last ${daily.length} days; the most views in a day: ${formatCount(busiest.views)} on ${dayLabel(busiest.day)}.`;
  const id = `ad-${adId}-performance`;
  return (
    <div className={styles.performance}>
      <dl className={styles.totals}>
        {order.map((key) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd>{formatCount(totals[key])}</dd>
          </div>
        ))}
      </dl>
      <DailyChart
        daily={daily}
        titleId={`${id}-title`}
        descriptionId={`${id}-description`}
        description={description}
      />
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <svg className={styles.swatch} viewBox="0 0 12 12" focusable="false">
            <rect className={styles.bar} x="2" y="1" width="8" height="11" />
          </svg>
          Job page views
        </li>
        <li>
          <svg className={styles.swatch} viewBox="0 0 12 12" focusable="false">
            <circle className={styles.marker} cx="6" cy="6" r="4" />
          </svg>
          Applications
        </li>
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>Show as table</summary>
        {/* A phone is narrower than five columns: the table scrolls sideways in its own box,
            which the keyboard can reach and scroll (a scrollable region must take focus). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
          <table className={styles.table}>
            <caption id={`${id}-caption`} className={styles.caption}>
              {`${adTitle}: each of the last ${daily.length} days`}
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
