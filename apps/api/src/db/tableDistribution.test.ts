import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import {
  type AppTable,
  citusDistributionSql,
  COORDINATOR_TABLES,
  distributionOf,
  readAppTables,
  REFERENCE_TABLES,
} from './tableDistribution';

let t: TestApp;
let tables: AppTable[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  tables = await readAppTables(t.app.database);
});
afterAll(() => t.close());

const commandsFor = (script: string, command: string) =>
  [...script.matchAll(new RegExp(`${command}\\('public\\.(\\w+)'`, 'g'))].map((match) => match[1]);

describe('the app tables on a Citus cluster', () => {
  it('places every table: a customer_id leading the primary key, or one of the two lists', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.filter((table) => distributionOf(table) === undefined).map((table) => table.name)).toEqual([]);
  });

  it('lists only tables that exist and that are not tenant tables already', () => {
    const byName = new Map(tables.map((table) => [table.name, table]));
    for (const name of [...REFERENCE_TABLES, ...COORDINATOR_TABLES]) {
      expect(byName.has(name), name).toBe(true);
      expect(byName.get(name)?.primaryKey[0], name).not.toBe('customer_id');
    }
  });

  it('refuses a new table that neither leads its key with customer_id nor is listed', () => {
    const stray: AppTable = { name: 'widget_notes', primaryKey: ['id'], hasCustomerId: true, references: [] };
    expect(distributionOf(stray)).toBeUndefined();
    expect(() => citusDistributionSql([...tables, stray])).toThrow('widget_notes');
  });

  it('keeps foreign keys within what Citus allows', async () => {
    const { rows } = await t.app.db.execute<{ source: string; target: string; columns: string[] }>(sql`
      SELECT f.conrelid::regclass::text AS source, f.confrelid::regclass::text AS target,
             array_agg(a.attname::text) AS columns
        FROM pg_constraint f
        CROSS JOIN LATERAL unnest(f.conkey) AS k(attnum)
        JOIN pg_attribute a ON a.attrelid = f.conrelid AND a.attnum = k.attnum
       WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace
       GROUP BY f.oid, f.conrelid, f.confrelid`);
    const kind = new Map(tables.map((table) => [table.name, distributionOf(table)]));
    const refused = rows.filter(({ source, target, columns }) => {
      const [from, to] = [kind.get(source), kind.get(target)];
      // A replicated or coordinator table cannot point into a tenant's shard; between tenant tables the key must
      // carry customer_id so both rows sit on one node.
      if (to === 'tenant') return from !== 'tenant' || !columns.includes('customer_id');
      return from === 'reference' && to !== 'reference';
    });
    expect(refused).toEqual([]);
  });

  it('writes each table once, reference tables first, every tenant table after those its keys reference', () => {
    const script = citusDistributionSql(tables);
    const distributed = commandsFor(script, 'create_distributed_table');
    const reference = commandsFor(script, 'create_reference_table');
    const local = commandsFor(script, 'citus_add_local_table_to_metadata');
    const tenantNames = tables.filter((table) => distributionOf(table) === 'tenant').map((table) => table.name);
    expect([...distributed].sort()).toEqual([...tenantNames].sort());
    expect([...reference].sort()).toEqual([...REFERENCE_TABLES].sort());
    expect([...local].sort()).toEqual([...COORDINATOR_TABLES].sort());
    expect(script.indexOf('create_reference_table')).toBeLessThan(script.indexOf('create_distributed_table'));
    for (const table of tables.filter((candidate) => distributionOf(candidate) === 'tenant')) {
      for (const referenced of table.references.filter((name) => tenantNames.includes(name))) {
        expect(distributed.indexOf(referenced), `${referenced} before ${table.name}`).toBeLessThan(
          distributed.indexOf(table.name),
        );
      }
    }
    expect(script).toMatch(/^BEGIN;$/m);
    expect(script.trimEnd().endsWith('COMMIT;')).toBe(true);
  });
});
