/**
 * Parses `1,2,3` (SQLite's group_concat of integers) without making a string per number. Give it
 * the bytes (`CAST(group_concat(...) AS BLOB)`): a byte loop is about twice as fast as reading
 * the characters of a string (20 against 34 ms for 789 000 docs), and no string is made at all.
 */
export function parseIntegerList(list: Uint8Array | string | null): Int32Array {
  if (list === null || list.length === 0) return new Int32Array(0);
  const bytes = typeof list === 'string' ? Buffer.from(list, 'latin1') : list;
  // Every number takes at least two bytes with its comma: room enough in one pass.
  const out = new Int32Array((bytes.length >> 1) + 1);
  let n = 0;
  let value = 0;
  let negative = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i]!;
    if (c === 44) {
      out[n++] = negative ? -value : value;
      value = 0;
      negative = false;
    } else if (c === 45) negative = true;
    else value = value * 10 + (c - 48);
  }
  out[n++] = negative ? -value : value;
  return out.slice(0, n);
}

/** How many values of each buffer some list made by `appended` uses (the longest one). */
const claimed = new WeakMap<ArrayBufferLike, number>();

/**
 * `list` followed by `more`. A list grown this way keeps spare room (half its length again), so
 * the next append writes into that room and returns a longer view of the same buffer instead of
 * copying the whole list: a cached match set of 500 000 docs takes a new ad in O(1). Only the
 * longest view of a buffer grows in place; any other view (an older, shorter one) is copied, so
 * no list ever sees values appended to another.
 */
export function appended<List extends Int32Array | Float32Array>(
  list: List,
  more: ArrayLike<number>,
): List {
  const length = list.length + more.length;
  const Kind = (list instanceof Int32Array ? Int32Array : Float32Array) as unknown as new (
    ...args: [ArrayBufferLike, number, number] | [number]
  ) => List;
  if (
    list.byteOffset === 0 &&
    claimed.get(list.buffer) === list.length &&
    length * list.BYTES_PER_ELEMENT <= list.buffer.byteLength
  ) {
    const grown = new Kind(list.buffer, 0, length);
    grown.set(more, list.length);
    claimed.set(list.buffer, length);
    return grown;
  }
  const room = new Kind(Math.ceil(length * 1.5) + 16);
  const grown = room.subarray(0, length) as List;
  grown.set(list);
  grown.set(more, list.length);
  claimed.set(room.buffer, length);
  return grown;
}

/** The docs in any of these sorted lists, sorted and distinct. */
export function unionOf(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0]!;
  let result = lists[0] ?? new Int32Array(0);
  for (const list of lists.slice(1)) {
    const merged = new Int32Array(result.length + list.length);
    let n = 0;
    let i = 0;
    let j = 0;
    while (i < result.length && j < list.length) {
      const a = result[i]!;
      const b = list[j]!;
      if (a <= b) i += 1;
      if (b <= a) j += 1;
      merged[n++] = a <= b ? a : b;
    }
    while (i < result.length) merged[n++] = result[i++]!;
    while (j < list.length) merged[n++] = list[j++]!;
    result = merged.slice(0, n);
  }
  return result;
}

/** The docs in every one of these sorted lists, sorted. */
export function intersectionOf(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0]!;
  // Shortest first: each step is bounded by the smaller side.
  const [first, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  let result = first ?? new Int32Array(0);
  for (const list of rest) {
    const kept = new Int32Array(result.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < result.length; i += 1) {
      const doc = result[i]!;
      while (j < list.length && list[j]! < doc) j += 1;
      if (j === list.length) break;
      if (list[j] === doc) kept[n++] = doc;
    }
    result = kept.slice(0, n);
  }
  return result;
}
