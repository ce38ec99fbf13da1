import type { DuckDBConnection } from '@duckdb/node-api';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import { epochDay } from './factGenerator';
import { loadTenantFacts } from './loadTenantFacts';
import { loadMarketCatalogue } from './marketCatalogue';
import { DEFAULT_MARKET_SEED, type ScaleName, scales, type TenantScale } from './scales';
import { seedManualCluster } from '../savedFilters';
import { seedDemoProductLists } from '../productLists';
import { seedDemoTasks } from '../tasks';
import { seedReferenceData, seedTenantCatalogue } from './seedCatalogue';

export interface MarketTenant {
  customerId: number;
  name: string;
  scale: TenantScale;
}

/**
 * The catalogue part of the market seed (PostgreSQL): reference data and, for each customer of the
 * scale that exists and has no catalogue yet, its tenant catalogue. The server runs it as the first step
 * of its background load, after listening. Returns the tenants whose facts should exist.
 */
export async function seedMarketCatalogue(
  db: Db,
  scaleName: ScaleName,
  seed = DEFAULT_MARKET_SEED,
): Promise<MarketTenant[]> {
  const plan = scales[scaleName];
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.name, Object.keys(plan)))
    .orderBy(customers.id);
  if (rows.length === 0) return [];
  await seedReferenceData(db);
  const tenants: MarketTenant[] = [];
  for (const row of rows) {
    const scale = plan[row.name];
    if (!scale) continue;
    // The demo's manual cluster picks keywords, and its tasks and product lists products, which exist from here on.
    if (await seedTenantCatalogue(db, row, scale, seed)) {
      await seedManualCluster(db, row);
      await seedDemoTasks(db, row);
      await seedDemoProductLists(db, row);
    }
    tenants.push({ customerId: row.id, name: row.name, scale });
  }
  return tenants;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface MarketFactsProgress {
  tenant: MarketTenant;
  dayIndex: number;
  days: number;
  /** Daily rows written so far across all tenants of this run. */
  dailyRows: number;
}

/**
 * The fact part (DuckDB): loads every tenant that has no finished seed load, ending yesterday (UTC).
 * Yields to the event loop after each generated day so a server stays responsive meanwhile.
 */
export async function seedMarketFacts(
  db: Db,
  connection: DuckDBConnection,
  tenants: readonly MarketTenant[],
  options: { seed?: number; lastDay?: number; onProgress?: (progress: MarketFactsProgress) => void } = {},
): Promise<{ dailyRows: number; loaded: string[] }> {
  const lastDay = options.lastDay ?? epochDay(new Date()) - 1;
  let total = 0;
  const loaded: string[] = [];
  for (const tenant of tenants) {
    const catalogue = await loadMarketCatalogue(db, tenant.customerId);
    const before = total;
    const result = await loadTenantFacts(
      connection,
      catalogue,
      {
        seed: options.seed ?? DEFAULT_MARKET_SEED,
        lastDay,
        days: tenant.scale.days,
        details: tenant.scale.details,
        pause: nextTurn,
      },
      async (dayIndex, dailyRows) => {
        total = before + dailyRows;
        options.onProgress?.({ tenant, dayIndex, days: tenant.scale.days, dailyRows: total });
        await nextTurn();
      },
    );
    total = before + result.dailyRows;
    if (!result.skipped) loaded.push(tenant.name);
  }
  return { dailyRows: total, loaded };
}
