import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFileKey, type FileStore, localFileStore } from './fileStore';

let root: string;
let store: FileStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  store = localFileStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('localFileStore', () => {
  it('keeps bytes by key and answers null for an unknown key', async () => {
    expect(await store.get('a/b.png')).toBeNull();
    expect(await store.exists('a/b.png')).toBe(false);
    expect(await store.stream('a/b.png')).toBeNull();
    await store.put('a/b.png', Buffer.from('first'));
    await store.put('a/b.png', Buffer.from('second'));
    expect((await store.get('a/b.png'))?.toString()).toBe('second');
    expect(await store.exists('a/b.png')).toBe(true);
    expect(await text((await store.stream('a/b.png'))!)).toBe('second');
    // The write-aside file is gone after the rename.
    expect(await readdir(path.join(root, 'a'))).toEqual(['b.png']);
  });

  it('removes what a key holds, and a missing key quietly', async () => {
    await store.put('a/b.png', Buffer.from('bytes'));
    await store.put('a/c.png', Buffer.from('other'));
    await store.remove('a/b.png');
    expect(await store.exists('a/b.png')).toBe(false);
    expect(await readdir(path.join(root, 'a'))).toEqual(['c.png']);
    await expect(store.remove('a/b.png')).resolves.toBeUndefined();
    await expect(store.remove('../x')).rejects.toThrow(/Invalid file key/);
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', '']) {
      expect(() => checkFileKey(key)).toThrow(/Invalid file key/);
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
    }
  });
});
