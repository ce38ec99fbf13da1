import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { factSchemaSteps, factTables } from './factSchema';
import { factSchemaVersion, migrateFacts } from './migrateFacts';

async function tables(connection: Awaited<ReturnType<DuckDBInstance['connect']>>) {
  const reader = await connection.runAndReadAll(`SELECT table_name FROM information_schema.tables ORDER BY table_name`);
  return reader.getRows().map((row) => String(row[0]));
}

describe('fact schema steps', () => {
  it('apply once, in order, replacing the old placeholder table, and record their version', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run('CREATE TABLE facts (name VARCHAR)');
    expect(await migrateFacts(connection)).toEqual(factSchemaSteps.map((step) => `${step.version}_${step.name}`));
    expect(await migrateFacts(connection)).toEqual([]);
    expect(await factSchemaVersion(connection)).toBe(factSchemaSteps.at(-1)?.version);
    const present = await tables(connection);
    expect(present).toEqual(expect.arrayContaining([...factTables, 'fact_daily_monthly', 'fact_loads']));
    expect(present).not.toContain('facts');
    connection.closeSync();
    instance.closeSync();
  });

  it('roll a failing step back whole and apply nothing after it', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const steps = [
      { version: 1, name: 'first', sql: 'CREATE TABLE a (x INTEGER)' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE b (x INTEGER); SELECT * FROM missing_table' },
      { version: 3, name: 'third', sql: 'CREATE TABLE c (x INTEGER)' },
    ];
    await expect(migrateFacts(connection, steps)).rejects.toThrow(/missing_table/);
    expect(await factSchemaVersion(connection)).toBe(1);
    const present = await tables(connection);
    expect(present).toContain('a');
    expect(present).not.toContain('b');
    expect(present).not.toContain('c');
    connection.closeSync();
    instance.closeSync();
  });
});
