import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/testApp';
import type { EngineContext } from '../engineContext';
import { type MetricRow, openScope } from '../queryTypes';
import { loadMarketFixture, type MarketFixture } from './marketFixture';

/** The period the engine tests read by default. */
export const FROM = '2024-01-24';
export const TO = '2024-03-05';

export interface EngineFixture {
  t: TestApp;
  /** Acme's market, as loaded. */
  fixture: MarketFixture;
  /** Acme over FROM..TO, every product and retailer in scope. */
  context: EngineContext;
}

/**
 * A test app with the market fixture loaded for Acme, and an engine context over it; the caller closes
 * `t`. With `otherTenantSeed`, Brandco gets facts of its own on the same days, which must never show up
 * in Acme's answers.
 */
export async function openEngineFixture(options: { otherTenantSeed?: number } = {}): Promise<EngineFixture> {
  const t = await createTestApp();
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
  const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
  const fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  if (options.otherTenantSeed !== undefined) {
    const other = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
    await loadMarketFixture(t.app.db, t.app.analytics.connection, other, options.otherTenantSeed);
  }
  const context: EngineContext = {
    db: t.app.db,
    connection: t.app.analytics.connection,
    customerId: acme,
    scope: openScope(),
    period: { dateFrom: FROM, dateTo: TO, compare: null },
    tagCategory: 'segment',
  };
  return { t, fixture, context };
}

/** A result row's key as the reference engine writes it: the group keys, then the currency when there is one. */
export const keyOf = (row: MetricRow) =>
  [...row.keys.map((key) => (key === null ? 'null' : key)), ...(row.currency ? [row.currency] : [])].join('|');
