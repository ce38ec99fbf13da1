import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  attributes,
  brands,
  customerRetailers,
  productAttributeValues,
  products,
  productTags,
  retailers,
  tagCategories,
  tags,
} from '../../db/schema';
import type { ProductLook } from './drawProduct';

/** The product as the packshot shows it, or null when the customer has no such product. */
export async function productLookOf(db: Db, customerId: number, productId: number): Promise<ProductLook | null> {
  const [product] = await db
    .select({ id: products.id, name: products.name, brand: brands.name })
    .from(products)
    .leftJoin(brands, and(eq(brands.customerId, products.customerId), eq(brands.id, products.brandId)))
    .where(and(eq(products.customerId, customerId), eq(products.id, productId)));
  if (!product) return null;
  const [category] = await db
    .select({ value: tags.value })
    .from(productTags)
    .innerJoin(tags, and(eq(tags.customerId, productTags.customerId), eq(tags.id, productTags.tagId)))
    .innerJoin(tagCategories, and(eq(tagCategories.customerId, tags.customerId), eq(tagCategories.id, tags.categoryId)))
    .where(
      and(
        eq(productTags.customerId, customerId),
        eq(productTags.productId, productId),
        eq(tagCategories.name, 'category'),
      ),
    )
    .orderBy(asc(tags.id))
    .limit(1);
  const [colour] = await db
    .select({ value: productAttributeValues.value })
    .from(productAttributeValues)
    .innerJoin(
      attributes,
      and(
        eq(attributes.customerId, productAttributeValues.customerId),
        eq(attributes.id, productAttributeValues.attributeId),
      ),
    )
    .where(
      and(
        eq(productAttributeValues.customerId, customerId),
        eq(productAttributeValues.productId, productId),
        eq(attributes.name, 'Colour'),
      ),
    );
  return {
    productId: product.id,
    name: product.name,
    brand: product.brand,
    category: category?.value ?? null,
    colour: colour?.value ?? null,
  };
}

/** Another product of the customer, picked by `draw`; null when the customer has only this one. */
export async function otherProductId(db: Db, customerId: number, productId: number, draw: number) {
  const others = and(eq(products.customerId, customerId), ne(products.id, productId));
  const [total] = await db.select({ n: count() }).from(products).where(others);
  const n = total?.n ?? 0;
  if (n === 0) return null;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(others)
    .orderBy(asc(products.id))
    .limit(1)
    .offset(draw % n);
  return row?.id ?? null;
}

/** The display name of a retailer the customer tracks, or null when it does not track it. */
export async function trackedRetailerName(db: Db, customerId: number, retailerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: retailers.displayName })
    .from(customerRetailers)
    .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.retailerId, retailerId)));
  return row ? row.name : null;
}
