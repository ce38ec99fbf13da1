import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../lib/httpError';

/** Thrown by the byte counter; the route turns it into a 413 with its own message. */
class TooLarge extends Error {}

/**
 * Streams a request body (or an uploaded part) to a new file under `dir`, refusing more than
 * `maxBytes`. Returns the path and the size; a refused or broken body leaves no file behind.
 */
export async function receiveFile(
  body: Readable,
  dir: string,
  extension: string,
  maxBytes: number,
  tooLargeMessage: string,
) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.${extension}`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof TooLarge) throw new HttpError(413, tooLargeMessage);
    throw error;
  }
  return { file, bytes };
}
