const numbers = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/**
 * A number as the kit and its apps write it: comma thousands separators, never a space or a
 * narrow no-break space (`3,009`, `10,000`, `-24`), the same on the server and in the browser.
 */
export function formatNumber(value: number): string {
  return numbers.format(value);
}
