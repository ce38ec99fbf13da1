import type { CustomerRetailer } from '@shelfsight/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countries, customerModules, customerRetailers, products, retailerProducts, retailers } from '../../db/schema';
import type { RetailerAccess } from '../../access/retailerAccess';

/**
 * The customer's active tracked retailers, narrowed by a retailer access (see retailerAccess()),
 * in display-name order. Per-customer settings override the retailer's own.
 */
export async function listCustomerRetailers(
  db: Db,
  customerId: number,
  access: RetailerAccess,
): Promise<CustomerRetailer[]> {
  if (!access.all && access.retailerIds.length === 0) return [];
  const rows = await db
    .select({ retailer: retailers, countryName: countries.name, tracked: customerRetailers })
    .from(customerRetailers)
    .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
    .innerJoin(countries, eq(countries.code, retailers.countryCode))
    .where(
      and(
        eq(customerRetailers.customerId, customerId),
        eq(customerRetailers.isActive, true),
        access.all ? undefined : inArray(customerRetailers.retailerId, access.retailerIds),
      ),
    )
    .orderBy(asc(retailers.displayName), asc(retailers.id));
  const counts = await db
    .select({ retailerId: retailerProducts.retailerId, n: count() })
    .from(retailerProducts)
    .innerJoin(
      products,
      and(eq(products.customerId, retailerProducts.customerId), eq(products.id, retailerProducts.productId)),
    )
    .where(
      and(
        eq(retailerProducts.customerId, customerId),
        eq(retailerProducts.isActive, true),
        eq(products.isActive, true),
      ),
    )
    .groupBy(retailerProducts.retailerId);
  const productCount = new Map(counts.map((row) => [row.retailerId, Number(row.n)]));
  // The retailer's level (first image or full carousel) counts only where image similarity is active (spec 1 §6).
  const similarity = await db
    .select({ retailerId: customerModules.retailerId })
    .from(customerModules)
    .where(and(eq(customerModules.customerId, customerId), eq(customerModules.module, 'image-similarity')));
  const similarityOn = (retailerId: number) =>
    similarity.some((row) => row.retailerId === null || row.retailerId === retailerId);

  return rows.map(({ retailer, countryName, tracked }) => {
    const overrides = tracked.settings;
    return {
      id: retailer.id,
      displayName: retailer.displayName,
      logoUrl: retailer.logoUrl,
      countryCode: retailer.countryCode.trim(),
      countryName,
      activeProductCount: productCount.get(retailer.id) ?? 0,
      retailerSettings: {
        retailerId: retailer.id,
        keywordUrl: overrides.keywordUrl !== undefined ? overrides.keywordUrl : retailer.keywordUrl,
        allowSearchKeywords: overrides.allowSearchKeywords ?? retailer.allowSearchKeywords,
        allowSearchCategories: overrides.allowSearchCategories ?? retailer.allowSearchCategories,
        allowConfigOtherRankings: overrides.allowConfigOtherRankings ?? retailer.allowConfigOtherRankings,
        siteRootUrl: retailer.siteRootUrl,
        categoryTemplateType:
          overrides.categoryTemplateType !== undefined ? overrides.categoryTemplateType : retailer.categoryTemplateType,
        categoryInputTemplate:
          overrides.categoryInputTemplate !== undefined
            ? overrides.categoryInputTemplate
            : retailer.categoryInputTemplate,
      },
      maxVisibilityTrackingEntitiesAllowed:
        tracked.maxVisibilityTrackingEntitiesAllowed ?? retailer.maxVisibilityTrackingEntitiesAllowed,
      module: similarityOn(retailer.id) ? tracked.module : 'none',
    };
  });
}
