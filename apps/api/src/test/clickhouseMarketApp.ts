import { sql } from 'drizzle-orm';
import { loadMarketFixture, type MarketFixture } from '../analytics/engine/testing/marketFixture';
import { IN_PROCESS_FACTS } from '../config/config';
import { createTestApp, type TestApp } from './testApp';

export interface ClickHouseMarketApp {
  t: TestApp;
  /** Acme's market as loaded into the app's DuckDB (the store's rows are `setUp`'s to write). */
  fixture: MarketFixture;
  acme: number;
}

/**
 * A test app whose facts are on ClickHouse in process (FACTS_URL=chdb:), with the market fixture's catalogue and
 * DuckDB rows for Acme; `setUp` writes what the test needs into the store. chdb allows one session per process:
 * the app is closed again when `setUp` fails, so the next file of the worker can open its own; the caller closes it
 * after the file.
 */
export async function createClickHouseMarketApp(
  setUp: (app: ClickHouseMarketApp) => Promise<void>,
): Promise<ClickHouseMarketApp> {
  const t = await createTestApp({ env: { FACTS_URL: IN_PROCESS_FACTS } });
  try {
    await t.app.ready();
    const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
    const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
    const fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
    const made = { t, fixture, acme };
    await setUp(made);
    return made;
  } catch (error) {
    await t.close();
    throw error;
  }
}
