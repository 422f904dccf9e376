import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Keys are made by the store (random, never from a user's file name);
 * an object store can implement the same three calls.
 */
export interface FileStore {
  /**
   * Stores the stream's bytes and returns the new file's key. Refuses (with `FileTooLargeError`,
   * storing nothing) as soon as more than `maxBytes` have arrived, without reading the rest.
   */
  put(stream: Readable, options: { maxBytes: number }): Promise<{ key: string; size: number }>;
  /** The file's bytes, or undefined when there is no such key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

/** 24 random bytes, base64url: 32 characters a path cannot be made of. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * A file store in a directory: each file is written to a temporary name and renamed when it is
 * complete, so a reader never sees half a file and a refused upload leaves nothing behind.
 */
export function directoryFileStore(directory: string): FileStore {
  let ready: Promise<unknown> | undefined;
  const ensureDirectory = () => (ready ??= mkdir(directory, { recursive: true }));
  const pathOf = (key: string) => (KEY_PATTERN.test(key) ? join(directory, key) : undefined);

  return {
    async put(stream, { maxBytes }) {
      await ensureDirectory();
      const key = randomBytes(24).toString('base64url');
      const temporary = join(directory, `.upload-${key}`);
      let size = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) callback(new FileTooLargeError(maxBytes));
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(stream, cap, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, join(directory, key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, size };
    },
    async get(key) {
      const path = pathOf(key);
      if (path === undefined) return undefined;
      try {
        if (!(await stat(path)).isFile()) return undefined;
      } catch {
        return undefined;
      }
      return createReadStream(path);
    },
    async delete(key) {
      const path = pathOf(key);
      if (path !== undefined) await rm(path, { force: true });
    },
  };
}
