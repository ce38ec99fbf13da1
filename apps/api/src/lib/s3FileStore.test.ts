import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './fileStore';
import { s3FileStore } from './s3FileStore';

// s3rver answers the S3 protocol from a folder: the store is tested against a real server over HTTP.
let server: S3rver;
let directory: string;
let endpoint: string;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 's3-store-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'files', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const storeWith = (prefix?: string): FileStore =>
  s3FileStore({ bucket: 'files', prefix, endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials });

describe('s3FileStore', () => {
  it('keeps bytes by key and answers null for an unknown key', async () => {
    const store = storeWith();
    expect(await store.get('a/b.png')).toBeNull();
    expect(await store.exists('a/b.png')).toBe(false);
    expect(await store.stream('a/b.png')).toBeNull();
    await store.put('a/b.png', Buffer.from('first'));
    await store.put('a/b.png', Buffer.from('second'));
    expect((await store.get('a/b.png'))?.toString()).toBe('second');
    expect(await store.exists('a/b.png')).toBe(true);
    expect(await text((await store.stream('a/b.png'))!)).toBe('second');
  });

  it('keeps binary bytes exactly and files of one install under its prefix', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 37) % 256));
    await storeWith('staging/eu').put('products/7/main.webp', bytes);
    expect((await storeWith('staging/eu').get('products/7/main.webp'))?.equals(bytes)).toBe(true);
    // Another prefix is another install: it sees nothing of it.
    expect(await storeWith('production').exists('products/7/main.webp')).toBe(false);
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'files', Prefix: 'staging/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['staging/eu/products/7/main.webp']);
    client.destroy();
  });

  it('removes an object by key, and a missing one quietly', async () => {
    const store = storeWith('removal');
    await store.put('x/gone.png', Buffer.from('bytes'));
    await store.put('x/kept.png', Buffer.from('kept'));
    await store.remove('x/gone.png');
    expect(await store.exists('x/gone.png')).toBe(false);
    expect((await store.get('x/kept.png'))?.toString()).toBe('kept');
    await expect(store.remove('x/gone.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the prefix before asking the service', async () => {
    const store = storeWith('staging');
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid file key/);
    }
  });

  it('reports a bucket that does not exist instead of answering "missing"', async () => {
    const store = s3FileStore({
      bucket: 'no-such-bucket',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...credentials,
    });
    await expect(store.get('a.png')).rejects.toThrow(/bucket/i);
  });
});
