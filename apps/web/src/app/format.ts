// Formatting shared by the server render and the browser: both get `now` from the page data,
// so a listed age reads the same on both sides (no hydration mismatch at midnight).

import { formatNumber } from '@joblane/ui/Text';

/** `1,234`: the kit's number format (comma thousands separators), so app and kit agree. */
export function formatCount(count: number): string {
  return formatNumber(count);
}

/** `1,234 jobs`, `1 job` */
export function jobCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'job' : 'jobs'}`;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** How long ago a job was listed, as cards show it: `just now`, `5m ago`, `3h ago`, `3d ago`. */
export function listedAge(listedAt: string, now: string): string {
  const elapsed = Math.max(0, Date.parse(now) - Date.parse(listedAt));
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < minute) return 'just now';
  if (elapsed < hour) return `${Math.floor(elapsed / minute)}m ago`;
  if (elapsed < day) return `${Math.floor(elapsed / hour)}h ago`;
  const days = Math.floor(elapsed / day);
  // An old ad says how old, in tens of days ("40+ days ago"): a stale listing is plain to see.
  return days >= 30 ? `${Math.floor(days / 10) * 10}+ days ago` : `${days}d ago`;
}

/** Whether a job listed at `listedAt` is under a day old at `now`: cards mark it "New". */
export function isNew(listedAt: string, now: string): boolean {
  const elapsed = Date.parse(now) - Date.parse(listedAt);
  return elapsed >= 0 && elapsed < day;
}

const dates = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `23 November 2026` (UTC, so server and browser agree). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dates.format(time);
}
