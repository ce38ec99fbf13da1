import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseCachedBlocks } from './importLoadedFacts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('releasing the blocks a load left cached', () => {
  it('gives way to a write still open on another connection and keeps the memory limit it found', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-release-'));
    const instance = await DuckDBInstance.create(path.join(dir, 'facts.duckdb'), { memory_limit: '300MB' });
    const loader = await instance.connect();
    const writer = await instance.connect();
    try {
      await loader.run('CREATE TABLE facts AS SELECT range AS id FROM range(1000)');
      await writer.run('BEGIN TRANSACTION');
      await writer.run('UPDATE facts SET id = id + 1 WHERE id < 10');
      await writer.run('INSERT INTO facts VALUES (1000)');

      await expect(releaseCachedBlocks(loader)).resolves.toBeUndefined();

      await writer.run('COMMIT');
      const limit = await loader.runAndReadAll("SELECT current_setting('memory_limit') AS memory_limit");
      expect(String(limit.getRowObjects()[0]?.memory_limit)).toMatch(/^28\d\.\d MiB$/);
      const count = await loader.runAndReadAll('SELECT count(*)::INTEGER AS n FROM facts');
      expect(count.getRowObjects()[0]?.n).toBe(1001);
    } finally {
      writer.closeSync();
      loader.closeSync();
      instance.closeSync();
    }
  });
});
