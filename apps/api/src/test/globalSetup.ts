import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPgPool } from '../db/database';
import { migrate } from '../db/migrate';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import { databaseUrl } from './testDatabase';

/**
 * Migrates once into a template, so each test file starts from a copy in well under a second:
 * a PGlite data-dir tarball, or (with TEST_DATABASE_URL) a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  // Where the kill tests' workers bundle the server (test/serverProcess.ts); removed with the run.
  const serverBundlesDir = fileURLToPath(new URL(`../../.server-bundles/run-${process.pid}`, import.meta.url));
  project.provide('serverBundlesDir', serverBundlesDir);
  const removeDatabaseTemplate = await prepareDatabaseTemplate(project);
  return async () => {
    await removeDatabaseTemplate();
    await rm(serverBundlesDir, { recursive: true, force: true });
  };
}

async function prepareDatabaseTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templateName = `shelfsight_tpl_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const template = fromPgPool(new pg.Pool({ connectionString: databaseUrl(adminUrl, templateName), max: 1 }));
    await migrate(template);
    // A template must have no open connections while it is copied.
    await template.close();
    project.provide('testDatabase', { kind: 'pg', adminUrl, templateName });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const templateFile = path.join(os.tmpdir(), `shelfsight-pglite-template-${process.pid}.tar.gz`);
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return async () => {
    await rm(templateFile, { force: true });
  };
}
