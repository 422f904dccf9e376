/**
 * Edit distance with adjacent transpositions (optimal string alignment): `nrse` -> `nurse` is 1,
 * `nusre` -> `nurse` is 1. Stops early and returns `max + 1` once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = Array.from({ length: b.length + 1 }, () => 0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current: number[] = Array.from({ length: b.length + 1 }, () => 0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Typos a word of this length may hold and still be corrected: short words change meaning fast. */
export const allowedTypos = (length: number) => (length <= 4 ? 1 : 2);

/**
 * The closest word of the vocabulary (word -> how many jobs use it): fewest edits, then most
 * used; undefined when none is within `allowedTypos`.
 */
export function closestWord(
  word: string,
  vocabulary: ReadonlyMap<string, number>,
): string | undefined {
  const max = allowedTypos(word.length);
  let best: string | undefined;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (const [candidate, count] of vocabulary) {
    const distance = editDistance(word, candidate, max);
    if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
      if (distance > max) continue;
      best = candidate;
      bestDistance = distance;
      bestCount = count;
    }
  }
  return best;
}
