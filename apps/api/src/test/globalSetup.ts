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
import { seedDemo } from '../seed/seed';
import { seedDay } from './seedDay';
import { databaseUrl } from './testDatabase';

/**
 * Migrates once into a template, so each test file starts from a copy in well under a second:
 * a PGlite data-dir tarball, or (with TEST_DATABASE_URL) a PostgreSQL template database. A second template holds
 * the demo seed as well, for the test apps that ask for it (most do): seeding cost each of them about a second of
 * CPU (argon2 and a few hundred inserts).
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
    const seededTemplateName = `${templateName}_seeded`;
    await admin.query(`CREATE DATABASE ${seededTemplateName} TEMPLATE ${templateName}`);
    const seeded = fromPgPool(new pg.Pool({ connectionString: databaseUrl(adminUrl, seededTemplateName), max: 1 }));
    const seededOn = seedDay();
    await seedDemo(seeded.db);
    await seeded.close();
    project.provide('testDatabase', { kind: 'pg', adminUrl, templateName, seededTemplateName, seededOn });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${seededTemplateName} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  // Plain tar, not gzip: unpacking it is a quarter of each test database's start (about 0.25 of 0.95 s of CPU).
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await migrate(database);
  const templateFile = path.join(os.tmpdir(), `shelfsight-pglite-template-${process.pid}.tar`);
  await writeFile(templateFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  const seededOn = seedDay();
  await seedDemo(database.db);
  const seededTemplateFile = path.join(os.tmpdir(), `shelfsight-pglite-template-seeded-${process.pid}.tar`);
  await writeFile(seededTemplateFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('testDatabase', { kind: 'pglite', templateFile, seededTemplateFile, seededOn });
  return async () => {
    await rm(templateFile, { force: true });
    await rm(seededTemplateFile, { force: true });
  };
}
