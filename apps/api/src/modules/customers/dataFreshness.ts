import type { DataFreshness } from '@shelfsight/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { retailers } from '../../db/schema';
import { allowedRetailers, type RetailerAccess } from '../../access/retailerAccess';
import { loadStampOf } from '../../analytics/factLoads';
import { type FactDialect, FactParams } from '../../analytics/factStore/factDialect';
import { type FactStore, rowsOfColumns } from '../../analytics/factStore/factStore';

/** What the fact store says about one retailer of a customer, on the latest day observed there. */
interface RetailerFreshness {
  retailerId: number;
  /** Newest download time of that day (the day itself at 00:00 UTC when no download time was kept). */
  lastUpdatedMs: number;
  /** Product pages found (listed) at the retailer on that day. */
  pdpCount: number;
}

interface CustomerFreshness {
  /** Changes whenever a load of the customer starts or ends: the key that invalidates the entry. */
  loadStamp: string;
  readAt: number;
  lastLoadMs: number | null;
  retailers: RetailerFreshness[];
}

/** Kept this long at most, so a page header may ask on every page; a load of the customer ends it sooner. */
export const FRESHNESS_TTL_MS = 5 * 60_000;

/** Epoch milliseconds of a TIMESTAMP, in the store's dialect. */
const epochMs = (dialect: FactDialect, timestamp: string) =>
  dialect.engine === 'duckdb' ? `epoch_ms(${timestamp})` : `toUnixTimestamp64Milli(${timestamp})`;
/** A DATE at 00:00 UTC as a TIMESTAMP of the fact tables' precision. */
const dayStart = (dialect: FactDialect, day: string) =>
  dialect.engine === 'duckdb' ? `${day}::TIMESTAMP` : `toDateTime64(${day}, 6, 'UTC')`;

async function readRetailers(facts: FactStore, customerId: number): Promise<RetailerFreshness[]> {
  const { dialect } = facts;
  const params = new FactParams(dialect);
  const customer = params.add(customerId);
  // One retailer's latest day is all that is read of its facts: zone maps on day keep this a small scan.
  const columns = await facts.readColumns(
    `WITH latest AS (
       SELECT retailer_id, max(day) AS day FROM fact_daily WHERE customer_id = ${customer} GROUP BY retailer_id
     )
     SELECT f.retailer_id,
            ${epochMs(dialect, `coalesce(max(f.downloaded_at), ${dayStart(dialect, 'max(f.day)')})`)}::DOUBLE AS last_updated,
            (count(*) FILTER (WHERE f.listed))::DOUBLE AS pdp_count
       FROM fact_daily f JOIN latest l ON f.retailer_id = l.retailer_id AND f.day = l.day
      WHERE f.customer_id = ${customer}
      GROUP BY f.retailer_id
      ORDER BY f.retailer_id`,
    params.values,
  );
  return rowsOfColumns(columns).map((row) => ({
    retailerId: Number(row.retailer_id),
    lastUpdatedMs: Number(row.last_updated),
    pdpCount: Number(row.pdp_count),
  }));
}

/**
 * Data freshness of spec 1 §3 from the fact store, kept per customer for FRESHNESS_TTL_MS or until a load
 * of that customer starts or ends (checked with one small read of fact_loads per call).
 */
export class DataFreshnessReader {
  private readonly entries = new Map<number, CustomerFreshness>();

  /** `facts` holds the observations and the record of their loads (fact_loads). */
  constructor(
    private readonly facts: FactStore,
    private readonly now: () => number = Date.now,
  ) {}

  private async customerFreshness(customerId: number): Promise<CustomerFreshness> {
    const { stamp, lastReadyMs: lastLoadMs } = await loadStampOf(this.facts, customerId);
    const kept = this.entries.get(customerId);
    if (kept && kept.loadStamp === stamp && this.now() - kept.readAt < FRESHNESS_TTL_MS) return kept;
    const fresh = {
      loadStamp: stamp,
      readAt: this.now(),
      lastLoadMs,
      retailers: await readRetailers(this.facts, customerId),
    };
    this.entries.set(customerId, fresh);
    return fresh;
  }

  /** The freshness of the retailers the user may see; lastUpdated is the last finished load (or newest retailer). */
  async answer(db: Db, customerId: number, access: RetailerAccess, accountStatus: string): Promise<DataFreshness> {
    const freshness = await this.customerFreshness(customerId);
    const visibleIds = new Set(
      allowedRetailers(
        access,
        freshness.retailers.map((retailer) => retailer.retailerId),
      ),
    );
    const visible = freshness.retailers.filter((retailer) => visibleIds.has(retailer.retailerId));
    const names = visible.length
      ? await db
          .select({ id: retailers.id, displayName: retailers.displayName })
          .from(retailers)
          .where(inArray(retailers.id, [...visibleIds]))
      : [];
    const nameOf = new Map(names.map((row) => [row.id, row.displayName]));
    const newestRetailer = visible.reduce<number | null>(
      (newest, retailer) => Math.max(newest ?? 0, retailer.lastUpdatedMs),
      null,
    );
    const lastUpdatedMs = freshness.lastLoadMs ?? newestRetailer;
    return {
      accountStatus,
      lastUpdated: lastUpdatedMs === null ? null : new Date(lastUpdatedMs).toISOString(),
      pdpCount: visible.reduce((sum, retailer) => sum + retailer.pdpCount, 0),
      retailers: visible.map((retailer) => ({
        id: retailer.retailerId,
        name: nameOf.get(retailer.retailerId) ?? `Retailer ${retailer.retailerId}`,
        lastUpdated: new Date(retailer.lastUpdatedMs).toISOString(),
        pdpCount: retailer.pdpCount,
      })),
    };
  }
}
