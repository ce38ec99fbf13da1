import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-config-'));
});
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the defaults, resolving DATA_DIR from the working directory', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, '.data'),
      databaseUrl: undefined,
      pgliteDir: path.join(cwd, '.data', 'pglite'),
      analyticsPath: path.join(cwd, '.data', 'analytics.duckdb'),
      outboxDir: path.join(cwd, '.data', 'outbox'),
      smtpUrl: undefined,
      logLevel: 'info',
      seed: 'demo',
    });
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    // Widget answers are kept unless the engine bench asks for a server that computes every one.
    expect(config.keepWidgetResults).toBe(true);
    expect(loadConfig({ WIDGET_RESULT_CACHE: 'off' }, cwd).keepWidgetResults).toBe(false);
  });

  it('puts the facts on ClickHouse by FACTS_URL, and stops the start naming it on a wrong value', () => {
    expect(loadConfig({}, cwd).factsUrl).toBeUndefined();
    expect(loadConfig({ FACTS_URL: 'chdb:' }, cwd).factsUrl).toBe('chdb:');
    const server = 'clickhouse://reader:s3cret@facts.internal:8123/market';
    expect(loadConfig({ FACTS_URL: server }, cwd).factsUrl).toBe(server);
    for (const wrong of ['postgres://db:5432/facts', 'clickhouse', 'chdb:/tmp/facts', 'clickhouse://']) {
      expect(() => loadConfig({ FACTS_URL: wrong }, cwd), wrong).toThrow(
        /FACTS_URL: FACTS_URL must be clickhouse:\/\//,
      );
    }
    // The message does not repeat a password.
    expect(() => loadConfig({ FACTS_URL: 'http://reader:s3cret@facts.internal:8123/market' }, cwd)).toThrow(
      /^(?![\s\S]*s3cret)/,
    );
  });

  it('generates a JWT secret once and keeps it across loads', async () => {
    const first = loadConfig({}, cwd).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first);
    const file = path.join(cwd, '.data', 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('reads the variables it is given', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u@db:5432/app',
        SEED: 'none',
        JWT_SECRET: 'x'.repeat(40),
        LOG_LEVEL: 'warn',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/app',
      seed: 'none',
      logLevel: 'warn',
    });
    expect(config.jwtSecret).toBe('x'.repeat(40));
  });

  it('rejects invalid values, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'lots' }, cwd)).toThrow(/SEED/);
    expect(() => loadConfig({ JWT_SECRET: 'short' }, cwd)).toThrow(/JWT_SECRET/);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, ::1, loopback' }, cwd).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' }, cwd)).toThrow(/TRUST_PROXY.*proxy\.example\.com/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }, cwd)).toThrow(/TRUST_PROXY/);
  });

  it('keeps files on local disk unless FILE_STORE names a bucket', () => {
    expect(loadConfig({}, cwd).fileStore).toEqual({ kind: 'local', root: path.join(cwd, '.data', 'files') });
    expect(
      loadConfig(
        {
          FILE_STORE: 's3',
          S3_BUCKET: 'shelfsight-files',
          S3_PREFIX: 'staging/eu',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
        },
        cwd,
      ).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'shelfsight-files',
      prefix: 'staging/eu',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // AWS itself takes the bucket in the host name.
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }, cwd).fileStore).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ FILE_STORE: 's3' }, cwd)).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_PREFIX: '/x/' }, cwd)).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, cwd)).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
