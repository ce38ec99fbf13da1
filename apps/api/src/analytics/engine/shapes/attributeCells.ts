import { attributeTableFields, countryIdOf, type DimensionCode } from '@shelfsight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { brands, countries, products, retailers } from '../../../db/schema/catalogue';
import { keptCatalogueRead } from '../catalogueLookups';
import type { EngineContext } from '../engineContext';

type AttributeCode = (typeof attributeTableFields)[number]['code'];

/**
 * Attribute cells of table rows: product name, brand and GTIN on rows that are products; retailer and
 * country on rows that are retailers. Other rows leave them empty.
 */
export async function attributeCells(
  context: EngineContext,
  dimension: DimensionCode,
  ids: number[],
): Promise<Map<number, Partial<Record<AttributeCode, string | null>>>> {
  const cells = new Map<number, Partial<Record<AttributeCode, string | null>>>();
  const list = [...ids, -1];
  if (dimension === 'PRODUCT') {
    // Read for all the customer's products and kept a minute, like the product names: a table page or a
    // product overview would otherwise make this catalogue read on every request.
    const all = await keptCatalogueRead(context.db, `product attributes|${context.customerId}`, () =>
      productAttributes(context),
    );
    for (const id of ids) {
      const found = all.get(id);
      if (found) cells.set(id, found);
    }
  }
  if (dimension === 'RETAILER') {
    const rows = await context.db
      .select({ id: retailers.id, name: retailers.displayName, country: countries.name })
      .from(retailers)
      .innerJoin(countries, eq(countries.code, retailers.countryCode))
      .where(inArray(retailers.id, list));
    for (const row of rows) cells.set(row.id, { RETAILER_NAME: row.name, COUNTRY_NAME: row.country });
  }
  if (dimension === 'COUNTRY') {
    for (const row of await context.db.select({ code: countries.code, name: countries.name }).from(countries)) {
      cells.set(countryIdOf(row.code), { COUNTRY_NAME: row.name });
    }
  }
  return cells;
}

export function attributeCode(fieldId: number): AttributeCode | undefined {
  return attributeTableFields.find((field) => field.id === fieldId)?.code;
}

async function productAttributes(
  context: EngineContext,
): Promise<Map<number, Partial<Record<AttributeCode, string | null>>>> {
  const rows = await context.db
    .select({ id: products.id, name: products.name, gtins: products.gtinCodes, brand: brands.name })
    .from(products)
    .leftJoin(brands, and(eq(brands.customerId, products.customerId), eq(brands.id, products.brandId)))
    .where(eq(products.customerId, context.customerId));
  return new Map(
    rows.map((row) => [row.id, { PRODUCT_NAME: row.name, BRAND_NAME: row.brand ?? null, GTIN: row.gtins[0] ?? null }]),
  );
}
