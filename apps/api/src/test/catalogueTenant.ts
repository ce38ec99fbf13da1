import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerRetailers, products } from '../db/schema';
import { seedReferenceData, seedTenantCatalogue } from '../seed/market/seedCatalogue';
import { catalogueOnlyScale } from '../seed/market/scales';

type ImageModule = 'ism' | 'fcism' | 'none';

/**
 * A product-only catalogue for a demo customer (no market history), with its product and retailer ids in id
 * order. `modules` gives the retailers their image similarity module by position; retailers past its end get
 * the last one.
 */
export async function seedCatalogueTenant(
  app: FastifyInstance,
  customer: { id: number; name: string },
  options: { products: number; retailers: number; seed: number; modules?: readonly ImageModule[] },
): Promise<{ productIds: number[]; retailerIds: number[] }> {
  const customerId = customer.id;
  await seedReferenceData(app.db);
  await seedTenantCatalogue(app.db, customer, catalogueOnlyScale(options.products, options.retailers), options.seed);
  const productIds = (
    await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.customerId, customerId))
      .orderBy(asc(products.id))
  ).map((row) => row.id);
  const retailerIds = (
    await app.db
      .select({ id: customerRetailers.retailerId })
      .from(customerRetailers)
      .where(eq(customerRetailers.customerId, customerId))
      .orderBy(asc(customerRetailers.retailerId))
  ).map((row) => row.id);
  const modules = options.modules ?? [];
  for (const [index, retailerId] of retailerIds.entries()) {
    const module = modules[Math.min(index, modules.length - 1)];
    if (!module) break;
    await app.db
      .update(customerRetailers)
      .set({ module })
      .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.retailerId, retailerId)));
  }
  return { productIds, retailerIds };
}
