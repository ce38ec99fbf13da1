import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { checkFileKey, type FileStore } from './fileStore';

export interface S3FileStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket (no leading or trailing slash), so one bucket can serve several installs. */
  prefix?: string;
  /** The service's address; unset means AWS itself in `region`. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name: what most S3-compatible services need. */
  forcePathStyle: boolean;
}

/**
 * A missing object: NoSuchKey on GET; NotFound on HEAD, which has no body to say more. A missing bucket is
 * also a 404 (NoSuchBucket) but a fault of the setup, so it is thrown, not taken for a missing file.
 */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * A store in a bucket of an S3-compatible service. A PUT replaces an object whole, so readers see the old
 * bytes or the new ones, as with the local store's rename. Credentials unset: the SDK's usual chain
 * (environment, shared files, instance role).
 */
export function s3FileStore(options: S3FileStoreOptions, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  const objectKey = (key: string) => {
    const segments = checkFileKey(key);
    return options.prefix ? [options.prefix, ...segments].join('/') : segments.join('/');
  };
  const Bucket = options.bucket;

  async function open(key: string): Promise<Readable | null> {
    try {
      const answer = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body) {
      await s3.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentLength: body.length }));
    },
    async get(key) {
      const body = await open(key);
      return body ? buffer(body) : null;
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    stream: open,
    async remove(key) {
      // S3 answers a delete of a missing object with success too.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
