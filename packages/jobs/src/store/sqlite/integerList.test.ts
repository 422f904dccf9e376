import Database from 'better-sqlite3';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appended, intersectionOf, parseIntegerList, unionOf } from './integerList.ts';

describe('parseIntegerList', () => {
  it("reads SQLite's group_concat of integers, negative scores included", () => {
    expect([...parseIntegerList('3,17,1024')]).toEqual([3, 17, 1024]);
    expect([...parseIntegerList('-250000,0,42')]).toEqual([-250000, 0, 42]);
  });

  it('reads no matches (NULL or empty) as an empty list', () => {
    expect(parseIntegerList(null)).toHaveLength(0);
    expect(parseIntegerList('')).toHaveLength(0);
  });

  it('gives back any list of 32-bit integers joined with commas', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(2 ** 31) + 1, max: 2 ** 31 - 1 }), { minLength: 1 }),
        (values) => {
          expect([...parseIntegerList(values.join(','))]).toEqual(values);
          // As SQLite gives it (`CAST(group_concat(...) AS BLOB)`).
          expect([...parseIntegerList(Buffer.from(values.join(',')))]).toEqual(values);
        },
      ),
    );
  });

  it("reads SQLite's own bytes", () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (5), (-70), (2147483647), (0);');
    const row = db
      .prepare<[], { list: Buffer }>('SELECT CAST(group_concat(n) AS BLOB) AS list FROM t')
      .get()!;
    expect(Buffer.isBuffer(row.list)).toBe(true);
    expect([...parseIntegerList(row.list)]).toEqual([5, -70, 2_147_483_647, 0]);
    db.close();
  });
});

describe('appended', () => {
  it('gives every list its own values, however lists are grown from one another', () => {
    // Each step appends to one of the lists so far (an old, short one or the latest), making a
    // new one; plain arrays are the reference. Growing in place must never show in another list.
    const step = fc.tuple(
      fc.nat(),
      fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 40 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 20 }),
        fc.array(step, { maxLength: 30 }),
        (start, steps) => {
          const lists = [Int32Array.from(start)];
          const expected = [[...start]];
          for (const [pick, more] of steps) {
            const from = pick % lists.length;
            lists.push(appended(lists[from]!, Int32Array.from(more)));
            expected.push([...expected[from]!, ...more]);
          }
          expect(lists.map((list) => [...list])).toEqual(expected);
        },
      ),
    );
  });

  it('grows the latest list in place, without copying it', () => {
    const first = appended(new Int32Array([1, 2, 3]), [4]);
    const second = appended(first, [5, 6]);
    expect(second.buffer).toBe(first.buffer);
    expect([...second]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...first]).toEqual([1, 2, 3, 4]);
    // Scores grow the same way.
    const scores = appended(appended(new Float32Array([0.5]), [1.5]), [2.5]);
    expect([...scores]).toEqual([0.5, 1.5, 2.5]);
  });
});

describe('unionOf and intersectionOf', () => {
  const sortedSet = fc
    .uniqueArray(fc.integer({ min: 0, max: 300 }), { maxLength: 80 })
    .map((values) => Int32Array.from(values.sort((a, b) => a - b)));

  it('give the docs in any and in every list, sorted, as sets would', () => {
    fc.assert(
      fc.property(fc.array(sortedSet, { minLength: 1, maxLength: 5 }), (lists) => {
        const sets = lists.map((list) => new Set(list));
        const all = [...new Set(lists.flatMap((list) => [...list]))].sort((a, b) => a - b);
        expect([...unionOf(lists)]).toEqual(all);
        expect([...intersectionOf(lists)]).toEqual(
          all.filter((doc) => sets.every((set) => set.has(doc))),
        );
      }),
    );
  });
});
