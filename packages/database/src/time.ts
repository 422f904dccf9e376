/** The instant as Joblane stores it on both engines: ISO-8601 in UTC, millisecond precision. */
export function toInstant(date: Date): string {
  return date.toISOString();
}

/** `instant` plus `ms` milliseconds, as an instant string. */
export function addMilliseconds(instant: string, ms: number): string {
  return new Date(Date.parse(instant) + ms).toISOString();
}
