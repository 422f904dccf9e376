/** Parses `1,2,3` (SQLite's group_concat of integers) without making a string per number. */
export function parseIntegerList(text: string | null): Int32Array {
  if (text === null || text === '') return new Int32Array(0);
  // Every number takes at least two characters with its comma: room enough in one pass.
  const out = new Int32Array((text.length >> 1) + 1);
  let n = 0;
  let value = 0;
  let negative = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
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

/** `a` followed by `b`, as one new array. */
export function concatIntegers(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}
