import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Files the app keeps (generated images today), addressed by a key of slash-separated segments.
 * Local disk by default (`localFileStore`); a bucket of any S3-compatible service by configuration
 * (`s3FileStore` in s3FileStore.ts).
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** A stream of the bytes, or null when nothing is stored under the key. */
  stream(key: string): Promise<Readable | null>;
  /** Removes what is stored under the key; nothing stored there is not an error. */
  remove(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Keys are plain relative names: no empty, dot-only or absolute segment can reach outside the store. */
export function checkFileKey(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || segments.length > 12 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Invalid file key: ${key}`);
  }
  return segments;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A store in a folder (by default `DATA_DIR/files`), one file per key. */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkFileKey(key));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a reader sees the old file or the whole new one.
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      if (!(await this.exists(key))) return null;
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
