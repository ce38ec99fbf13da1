import type { ConfiguredRetailer, RetailerConfiguration, RetailerSettingsOverrides } from '@shelfsight/contracts';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countries, customerRetailers, retailers, type RetailerRow } from '../../db/schema';
import { ownSettings } from './retailersAdmin.repository';

type Tracked = typeof customerRetailers.$inferSelect;

/** The same fall-back rule as customerRetailers (catalogue.repository): a set override wins. */
function effective(retailer: RetailerRow, tracked: Tracked): ConfiguredRetailer {
  const overrides = tracked.settings as RetailerSettingsOverrides;
  const own = ownSettings(retailer);
  const pick = <K extends keyof RetailerSettingsOverrides>(key: K) =>
    (overrides[key] !== undefined ? overrides[key] : own[key]) as NonNullable<(typeof own)[K]> | null;
  return {
    retailerId: retailer.id,
    displayName: retailer.displayName,
    logoUrl: retailer.logoUrl,
    countryCode: retailer.countryCode.trim(),
    countryName: '',
    module: tracked.module,
    isActive: tracked.isActive,
    maxVisibilityTrackingEntitiesAllowed:
      tracked.maxVisibilityTrackingEntitiesAllowed ?? retailer.maxVisibilityTrackingEntitiesAllowed,
    maxVisibilityTrackingEntitiesOverride: tracked.maxVisibilityTrackingEntitiesAllowed,
    overrides,
    ownSettings: own,
    retailerSettings: {
      ...own,
      keywordUrl: pick('keywordUrl'),
      allowSearchKeywords: (pick('allowSearchKeywords') ?? own.allowSearchKeywords) as boolean,
      allowSearchCategories: (pick('allowSearchCategories') ?? own.allowSearchCategories) as boolean,
      allowConfigOtherRankings: (pick('allowConfigOtherRankings') ?? own.allowConfigOtherRankings) as boolean,
      categoryTemplateType: pick('categoryTemplateType'),
      categoryInputTemplate: pick('categoryInputTemplate'),
    },
  };
}

/** Every retailer the customer tracks (active or not) and the ones it could add, by display name. */
export async function readConfiguration(db: Db, customerId: number): Promise<RetailerConfiguration> {
  const rows = await db
    .select({ retailer: retailers, countryName: countries.name, tracked: customerRetailers })
    .from(customerRetailers)
    .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
    .innerJoin(countries, eq(countries.code, retailers.countryCode))
    .where(eq(customerRetailers.customerId, customerId))
    .orderBy(asc(retailers.displayName), asc(retailers.id));
  const trackedIds = rows.map((row) => row.retailer.id);
  const available = await db
    .select({ id: retailers.id, displayName: retailers.displayName, countryCode: retailers.countryCode })
    .from(retailers)
    .where(trackedIds.length > 0 ? notInArray(retailers.id, trackedIds) : undefined)
    .orderBy(asc(retailers.displayName), asc(retailers.id));
  return {
    tracked: rows.map(({ retailer, countryName, tracked }) => ({ ...effective(retailer, tracked), countryName })),
    available: available.map((row) => ({ ...row, countryCode: row.countryCode.trim() })),
  };
}

export async function retailerExists(db: Db, retailerId: number): Promise<boolean> {
  const [row] = await db.select({ id: retailers.id }).from(retailers).where(eq(retailers.id, retailerId));
  return row !== undefined;
}

/** Starts tracking; false when the customer tracks the retailer already. */
export async function trackRetailer(db: Db, customerId: number, retailerId: number): Promise<boolean> {
  const rows = await db
    .insert(customerRetailers)
    .values({ customerId, retailerId })
    .onConflictDoNothing()
    .returning({ retailerId: customerRetailers.retailerId });
  return rows.length > 0;
}

/** Stops tracking; the retailer's product pages, assortment and visibility entries go with it. */
export async function untrackRetailer(db: Db, customerId: number, retailerId: number): Promise<boolean> {
  const rows = await db
    .delete(customerRetailers)
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.retailerId, retailerId)))
    .returning({ retailerId: customerRetailers.retailerId });
  return rows.length > 0;
}

/** Applies a partial update; overrides, when sent, replace the stored ones (a key left out falls back). */
export async function updateTracked(
  db: Db,
  customerId: number,
  retailerId: number,
  change: {
    module?: 'ism' | 'fcism' | 'none';
    isActive?: boolean;
    maxVisibilityTrackingEntitiesAllowed?: number | null;
    overrides?: RetailerSettingsOverrides;
  },
): Promise<boolean> {
  const { overrides, ...columns } = change;
  const rows = await db
    .update(customerRetailers)
    .set({ ...columns, ...(overrides !== undefined ? { settings: overrides } : {}), customerId })
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.retailerId, retailerId)))
    .returning({ retailerId: customerRetailers.retailerId });
  return rows.length > 0;
}
