import type { AdminRetailer, RetailerSettings } from '@shelfsight/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countries, customerRetailers, retailers, type RetailerRow } from '../../db/schema';

/** A retailer as the admin form writes it (retailerWriteSchema after parsing). */
export interface RetailerValues {
  name: string;
  displayName: string;
  logoUrl: string | null;
  countryCode: string;
  siteRootUrl: string;
  keywordUrl: string | null;
  allowSearchKeywords: boolean;
  allowSearchCategories: boolean;
  allowConfigOtherRankings: boolean;
  categoryTemplateType: string | null;
  categoryInputTemplate: string | null;
  maxVisibilityTrackingEntitiesAllowed: number;
}

/** The retailer's own retailerSettings (spec 3 §3), before any customer's overrides. */
export function ownSettings(retailer: RetailerRow): RetailerSettings {
  return {
    retailerId: retailer.id,
    keywordUrl: retailer.keywordUrl,
    allowSearchKeywords: retailer.allowSearchKeywords,
    allowSearchCategories: retailer.allowSearchCategories,
    allowConfigOtherRankings: retailer.allowConfigOtherRankings,
    siteRootUrl: retailer.siteRootUrl,
    categoryTemplateType: retailer.categoryTemplateType,
    categoryInputTemplate: retailer.categoryInputTemplate,
  };
}

/** Customers tracking the retailer. */
const customerCount = sql<number>`(select count(*)::int from ${customerRetailers} where ${customerRetailers.retailerId} = ${retailers.id})`;

async function selectRetailers(db: Db, retailerId?: number): Promise<AdminRetailer[]> {
  const rows = await db
    .select({ retailer: retailers, countryName: countries.name, customerCount })
    .from(retailers)
    .innerJoin(countries, eq(countries.code, retailers.countryCode))
    .where(retailerId === undefined ? undefined : eq(retailers.id, retailerId))
    .orderBy(asc(retailers.displayName), asc(retailers.id));
  return rows.map(({ retailer, countryName, customerCount: customers }) => ({
    id: retailer.id,
    name: retailer.name,
    displayName: retailer.displayName,
    logoUrl: retailer.logoUrl,
    countryCode: retailer.countryCode.trim(),
    countryName,
    maxVisibilityTrackingEntitiesAllowed: retailer.maxVisibilityTrackingEntitiesAllowed,
    retailerSettings: ownSettings(retailer),
    customerCount: Number(customers),
  }));
}

export const listRetailers = (db: Db) => selectRetailers(db);

export async function getRetailer(db: Db, retailerId: number): Promise<AdminRetailer | null> {
  return (await selectRetailers(db, retailerId))[0] ?? null;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(countries).where(eq(countries.code, code));
  return Number(row?.n ?? 0) > 0;
}

/** The id of another retailer with this name (names are unique), or null. */
export async function retailerNamed(db: Db, name: string): Promise<number | null> {
  const [row] = await db.select({ id: retailers.id }).from(retailers).where(eq(retailers.name, name));
  return row?.id ?? null;
}

export async function insertRetailer(db: Db, values: RetailerValues): Promise<number> {
  const [row] = await db.insert(retailers).values(values).returning({ id: retailers.id });
  return (row as { id: number }).id;
}

export async function updateRetailer(db: Db, retailerId: number, values: RetailerValues): Promise<boolean> {
  const rows = await db
    .update(retailers)
    .set(values)
    .where(eq(retailers.id, retailerId))
    .returning({ id: retailers.id });
  return rows.length > 0;
}

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

export async function setRetailerLogo(db: Db, retailerId: number, logoUrl: string): Promise<void> {
  await db.update(retailers).set({ logoUrl }).where(eq(retailers.id, retailerId));
}
