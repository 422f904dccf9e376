/**
 * A `Server-Timing` header value: where a response's time went on the server (a page's data and
 * React's render, the API's search), in milliseconds, for browsers' developer tools and the
 * benchmarks (`bench/tails.ts`).
 */
export function serverTiming(parts: Record<string, number>): string {
  return Object.entries(parts)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');
}
