import type { Readable } from 'node:stream';
import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import Assembler from 'stream-json/assembler.js';
import { jsonParser, type Token } from 'stream-json/parser.js';

/** One thing read from a feed: a parsed record, or input that could not be one. */
export type FeedItem =
  { kind: 'record'; line: number; value: unknown } | { kind: 'bad'; line: number; reason: string };

export interface FeedReadOptions {
  /**
   * A record longer than this (in characters) is reported instead of parsed, so one runaway line
   * or element cannot exhaust memory. Default 1 000 000 (a job's description is at most 100 000).
   */
  maxRecordChars?: number;
  /** Called with the input's byte count as it is consumed (progress output). */
  onBytes?: (bytes: number) => void;
}

const defaultMaxRecordChars = 1_000_000;
const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** Text chunks of the input, decoded as UTF-8 (a split multi-byte character is kept whole). */
async function* textChunks(input: Readable, onBytes?: (bytes: number) => void) {
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    onBytes?.(bytes);
    const text = decoder.decode(buffer, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** The pieces of each chunk, split after every newline, with the line each piece is on. */
async function* linePieces(chunks: AsyncIterable<string>) {
  let line = 1;
  let first = true;
  for await (let chunk of chunks) {
    if (first) {
      // A byte-order mark is not content.
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      yield { line, text: chunk.slice(start, nl + 1), endsLine: true };
      line += 1;
      start = nl + 1;
    }
    if (start < chunk.length) yield { line, text: chunk.slice(start), endsLine: false };
  }
}

function lineRange(from: number, to: number): string {
  return from === to ? `line ${from}` : `lines ${from}-${to}`;
}

/**
 * JSON Lines: one record per line. Blank lines carry nothing; every other line is a record or a
 * bad record with its reason (a line holding `[`, an array or a number included).
 */
async function* jsonLines(
  pieces: AsyncIterable<{ line: number; text: string; endsLine: boolean }>,
  maxRecordChars: number,
): AsyncGenerator<FeedItem> {
  let parts: string[] = [];
  let length = 0;
  let tooLong = false;
  let line = 0;
  const finish = (): FeedItem | undefined => {
    const text = parts.join('');
    parts = [];
    const wasTooLong = tooLong;
    const size = length;
    length = 0;
    tooLong = false;
    if (wasTooLong) {
      return {
        kind: 'bad',
        line,
        reason: `record too long (${size} characters; at most ${maxRecordChars})`,
      };
    }
    if (text.trim() === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { kind: 'bad', line, reason: `not valid JSON (${(error as Error).message})` };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      const what = Array.isArray(value)
        ? 'a JSON array'
        : `a JSON ${value === null ? 'null' : typeof value}`;
      return {
        kind: 'bad',
        line,
        reason: `${what}, not a JobPosting object (JSON Lines holds one object per line)`,
      };
    }
    return { kind: 'record', line, value };
  };
  for await (const piece of pieces) {
    line = piece.line;
    length += piece.text.length;
    if (length > maxRecordChars) {
      tooLong = true;
      parts = [];
    } else parts.push(piece.text);
    if (piece.endsLine) {
      const item = finish();
      if (item) yield item;
    }
  }
  const item = finish();
  if (item) yield item;
}

const startsValue = new Set<Token['name']>([
  'startObject',
  'startArray',
  'stringValue',
  'numberValue',
  'nullValue',
  'trueValue',
  'falseValue',
]);

/**
 * A JSON array, streamed: each element is assembled on its own from `stream-json`'s tokens and
 * handed on before the next is read, so the array is never held whole. Elements are reported
 * with the line they start on. After a syntax error the array cannot be read further: the error
 * and the lines it leaves unread are reported. Input after the closing `]` is reported too.
 */
async function* jsonArray(
  pieces: AsyncIterable<{ line: number; text: string; endsLine: boolean }>,
  maxRecordChars: number,
): AsyncGenerator<FeedItem> {
  const parse = jsonParser({ streamValues: false });
  let assembler = new Assembler();
  /** 0 before the array, 1 inside it between elements, 2+ inside an element. */
  let depth = 0;
  let closedOnLine = 0;
  let elementLine = 0;
  let elementChars = 0;
  let skipping = false;
  /** After a syntax error: the first and last line with unread content. */
  let failure: { line: number; reason: string; lastLine: number } | undefined;
  /** After the closing `]`: the first and last line with more content. */
  let trailing: { first: number; last: number } | undefined;
  let line = 1;

  const tokensOf = (result: unknown): readonly Token[] =>
    result === none ? [] : isMany(result) ? (getManyValues(result) as Token[]) : [result as Token];

  function* consume(tokens: readonly Token[], partLength: number): Generator<FeedItem> {
    for (const token of tokens) {
      if (depth === 0) {
        // The first token is the array's start: the input was chosen as an array by its `[`.
        depth = 1;
        continue;
      }
      if (depth === 1) {
        if (token.name === 'endArray') {
          depth = 0;
          closedOnLine = line;
          continue;
        }
        elementLine = line;
        // The part it starts in counts whole: an over-estimate by at most one input chunk.
        elementChars = partLength;
        skipping = false;
        assembler = new Assembler();
      }
      if (token.name === 'startObject' || token.name === 'startArray') depth += 1;
      else if (token.name === 'endObject' || token.name === 'endArray') depth -= 1;
      if (!skipping) assembler.consume(token);
      if (depth === 1 && (startsValue.has(token.name) || token.name.startsWith('end'))) {
        if (skipping || elementChars > maxRecordChars) {
          yield {
            kind: 'bad',
            line: elementLine,
            reason: `record too long (more than ${maxRecordChars} characters)`,
          };
        } else yield { kind: 'record', line: elementLine, value: assembler.current };
      }
    }
  }

  for await (const piece of pieces) {
    line = piece.line;
    if (failure) {
      if (piece.text.trim() !== '') failure.lastLine = line;
      continue;
    }
    if (closedOnLine > 0) {
      if (piece.text.trim() !== '') {
        trailing = trailing ? { first: trailing.first, last: line } : { first: line, last: line };
      }
      continue;
    }
    // A piece is fed in parts that end after each `]` and `}`: the parser must not see what
    // follows the array's closing `]` (it would call it a syntax error; the rest of the piece
    // is trailing input), and a syntax error (which loses the tokens of the call that raised
    // it) must not take complete elements on the same line with it.
    let rest = piece.text;
    while (rest !== '') {
      const close = rest.search(/[\]}]/);
      const part = close === -1 ? rest : rest.slice(0, close + 1);
      rest = rest.slice(part.length);
      let tokens: readonly Token[];
      try {
        tokens = tokensOf(parse(part));
      } catch (error) {
        failure = { line, reason: (error as Error).message, lastLine: line };
        break;
      }
      if (depth >= 2) elementChars += part.length;
      if (elementChars > maxRecordChars && !skipping) {
        skipping = true;
        assembler = new Assembler();
      }
      yield* consume(tokens, part.length);
      if (closedOnLine > 0) {
        if (rest.trim() !== '') trailing = { first: line, last: line };
        break;
      }
    }
  }
  if (!failure && closedOnLine === 0) {
    failure = { line, reason: "the input ended before the array's closing ]", lastLine: line };
  }
  if (failure) {
    const unread =
      failure.lastLine > failure.line
        ? `; ${lineRange(failure.line, failure.lastLine)} not imported (a JSON array cannot be read past a syntax error)`
        : '';
    yield {
      kind: 'bad',
      line: failure.line,
      reason: `not valid JSON (${failure.reason.replace(/^Parser (cannot parse input: )?/, '')})${unread}`,
    };
  }
  if (trailing) {
    yield {
      kind: 'bad',
      line: trailing.first,
      reason: `input after the JSON array closed on line ${closedOnLine} (${lineRange(trailing.first, trailing.last)} not imported; a feed is one JSON array or JSON Lines)`,
    };
  }
}

/**
 * The records of a feed. The format is decided once, from the first character that is not
 * white space: `[` makes the whole input one JSON array (streamed), anything else JSON Lines.
 * Every part of the input is either a record or reported as bad with its line and reason.
 */
export async function* readFeed(
  input: Readable,
  options: FeedReadOptions = {},
): AsyncGenerator<FeedItem> {
  const maxRecordChars = options.maxRecordChars ?? defaultMaxRecordChars;
  const pieces = linePieces(textChunks(input, options.onBytes));
  // Look ahead to the first non-space character, keeping what was read for the chosen reader.
  // (Iterated by hand: leaving a for-await loop early would close the generator.)
  const seen: { line: number; text: string; endsLine: boolean }[] = [];
  let format: 'array' | 'lines' | undefined;
  while (!format) {
    const next = await pieces.next();
    if (next.done) return;
    const piece = next.value;
    seen.push(piece);
    for (let i = 0; i < piece.text.length && !format; i += 1) {
      const code = piece.text.charCodeAt(i);
      if (!isSpace(code)) format = code === 0x5b ? 'array' : 'lines';
    }
  }
  async function* replay() {
    yield* seen;
    yield* pieces;
  }
  yield* format === 'array'
    ? jsonArray(replay(), maxRecordChars)
    : jsonLines(replay(), maxRecordChars);
}
