import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadMarketFixture, type MarketFixture } from '../analytics/engine/testing/marketFixture';
import { createTestApp, type TestApp, tokenOf } from './testApp';

export interface MarketTestApp<Tokens> {
  t: TestApp;
  /** The market facts loaded for Acme, which the expected numbers are computed from. */
  fixture: MarketFixture;
  acme: number;
  brandco: number;
  /** Access tokens in the order of the e-mails asked for. */
  tokens: Tokens;
}

/**
 * A seeded test app whose Acme tenant has the market fixture loaded, the demo tenants' ids, and the
 * given demo users signed in: the set-up of route tests that read market data.
 */
export async function createMarketTestApp<const Emails extends readonly string[]>(
  emails: Emails,
): Promise<MarketTestApp<{ [Index in keyof Emails]: string }>> {
  const t = await createTestApp();
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
  const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
  const brandco = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
  const fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await tokenOf(t.app, email));
  return { t, fixture, acme, brandco, tokens: tokens as { [Index in keyof Emails]: string } };
}

/**
 * createMarketTestApp for a whole test file: made before its tests, closed after them. The object is filled in
 * before the first test runs, so tests read its fields when they run, not when the file is loaded.
 */
export function marketTestAppPerFile<const Emails extends readonly string[]>(
  emails: Emails,
): MarketTestApp<{ [Index in keyof Emails]: string }> {
  const market = {} as MarketTestApp<{ [Index in keyof Emails]: string }>;
  beforeAll(async () => {
    Object.assign(market, await createMarketTestApp(emails));
  });
  afterAll(async () => {
    await market.t.close();
  });
  return market;
}
