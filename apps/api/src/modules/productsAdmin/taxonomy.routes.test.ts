import {
  catalogueProductSchema,
  productAttributeColumnSchema,
  productFieldSchema,
  productFinderAnswerSchema,
  productsV2PageSchema,
  userManagementMessages,
} from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attributes, brands, productAttributeValues, products, retailerProducts, retailers } from '../../db/schema';
import { seedMarketCatalogue } from '../../seed/market/seedMarket';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
const call = apiCaller(() => t.app);
const pm = 'pm@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';

/** Each product's name, brand and codes in one text, read straight from the tables. */
async function productTexts(): Promise<Map<number, string>> {
  const rows = await t.app.db
    .select({ product: products, brand: brands.name })
    .from(products)
    .leftJoin(brands, and(eq(brands.customerId, products.customerId), eq(brands.id, products.brandId)))
    .where(eq(products.customerId, acme));
  return new Map(
    rows.map(({ product, brand }) => [
      product.id,
      [product.name, brand ?? '', ...product.gtinCodes, ...product.mpnCodes, ...product.otherCodes].join('\n'),
    ]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await seedMarketCatalogue(t.app.db, 'small');
  acme = tenants.find((tenant) => tenant.name === 'Acme Retail')!.customerId;
  brandco = tenants.find((tenant) => tenant.name === 'Brandco')!.customerId;
});
afterAll(async () => {
  await t.close();
});

describe('tags and tag categories', () => {
  it('creates a category and a tag, tags two products in bulk and shows the tag on their rows', async () => {
    const category = await call(pm, 'POST', 'tag-categories', { name: 'season', label: 'Season' });
    expect(category.statusCode, category.body).toBe(201);
    const tag = await call(pm, 'POST', 'tags', { categoryId: category.json().id, value: 'Winter 2026' });
    expect(tag.statusCode, tag.body).toBe(201);
    const page = productsV2PageSchema.parse((await call(pm, 'GET', 'products-v2?pageSize=2&sort=id')).json());
    const ids = page.products.map((p) => p.id);
    const tagged = await call(pm, 'POST', 'products-v2/tags', {
      action: 'add',
      productIds: ids,
      tagIds: [tag.json().id],
    });
    expect(tagged.json()).toEqual({ changed: 2 });
    const again = await call(pm, 'POST', 'products-v2/tags', {
      action: 'add',
      productIds: ids,
      tagIds: [tag.json().id],
    });
    expect(again.json()).toEqual({ changed: 0 });
    const filtered = productsV2PageSchema.parse(
      (await call(pm, 'POST', 'products-v2', { filterSets: [{ tagIds: [tag.json().id] }] })).json(),
    );
    expect(filtered.products.map((p) => p.id)).toEqual(ids);
    expect(filtered.products[0]!.tags).toContainEqual({
      id: tag.json().id,
      categoryId: category.json().id,
      category: 'Season',
      value: 'Winter 2026',
    });
    const listed = await call(analyst, 'GET', 'tags');
    expect(listed.json()).toContainEqual({ id: tag.json().id, category: category.json().id, value: 'Winter 2026' });

    const removed = await call(pm, 'POST', 'products-v2/tags', {
      action: 'remove',
      productIds: ids,
      tagIds: [tag.json().id],
    });
    expect(removed.json()).toEqual({ changed: 2 });
    expect((await call(pm, 'PATCH', `tags/${tag.json().id}`, { value: 'Winter' })).json().value).toBe('Winter');
    expect((await call(pm, 'DELETE', `tags/${tag.json().id}`)).statusCode).toBe(200);
    expect((await call(pm, 'DELETE', `tag-categories/${category.json().id}`)).statusCode).toBe(200);
    expect((await call(pm, 'DELETE', `tag-categories/${category.json().id}`)).statusCode).toBe(404);
  });

  it('answers 409 for a duplicate name and 400 naming the field for bad input', async () => {
    await call(pm, 'POST', 'tag-categories', { name: 'dup', label: 'Dup' });
    const duplicate = await call(pm, 'POST', 'tag-categories', { name: 'dup', label: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toHaveProperty('name');
    const missing = await call(pm, 'POST', 'tags', { value: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('categoryId');
    const noProducts = await call(pm, 'POST', 'products-v2/tags', { action: 'add', productIds: [], tagIds: [1] });
    expect(noProducts.statusCode).toBe(400);
    expect(JSON.stringify(noProducts.json())).toContain('productIds');
  });

  it('refuses writes to read-only users, non-managers and other tenants', async () => {
    const readOnlyWrite = await call(readOnly, 'POST', 'tag-categories', { name: 'ro', label: 'RO' });
    expect(readOnlyWrite.statusCode).toBe(403);
    expect(readOnlyWrite.json().message).toBe(userManagementMessages.readOnly);
    const analystWrite = await call(analyst, 'POST', 'tag-categories', { name: 'an', label: 'AN' });
    expect(analystWrite.statusCode).toBe(403);
    expect(analystWrite.json().message).toBe(userManagementMessages.productManagementOnly);
    expect((await call(pm, 'POST', 'tag-categories', { name: 'x', label: 'X' }, brandco)).statusCode).toBe(403);
  });
});

describe('attribute columns and values', () => {
  it('adds a column, sets a value on a product and counts it; fields list the column', async () => {
    const created = await call(pm, 'POST', 'product-attribute-columns', { name: 'Pack size', dataType: 'n' });
    expect(created.statusCode, created.body).toBe(201);
    const column = productAttributeColumnSchema.parse(created.json());
    const [product] = await t.app.db.select().from(products).where(eq(products.customerId, acme)).limit(1);
    const set = await call(pm, 'PUT', `products-v2/${product!.id}/attributes`, {
      values: [{ attributeId: column.id, value: '6' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const columns = z
      .array(productAttributeColumnSchema)
      .parse((await call(pm, 'GET', 'product-attribute-columns')).json());
    const stored = await t.app.db
      .select()
      .from(productAttributeValues)
      .where(eq(productAttributeValues.customerId, acme));
    const attributeRows = await t.app.db.select().from(attributes).where(eq(attributes.customerId, acme));
    for (const entry of columns) {
      expect(entry.productCount).toBe(stored.filter((value) => value.attributeId === entry.id).length);
    }
    expect(columns.map((entry) => entry.name).sort()).toEqual(attributeRows.map((row) => row.name).sort());
    const fields = z.array(productFieldSchema).parse((await call(pm, 'GET', 'product-fields')).json());
    expect(fields.find((field) => field.key === `attribute:${column.id}`)?.name).toBe('Pack size');
    const filtered = productsV2PageSchema.parse(
      (
        await call(pm, 'POST', 'products-v2', {
          filterSets: [{ attributes: [{ attributeId: column.id, values: ['6'] }] }],
        })
      ).json(),
    );
    expect(filtered.products.map((p) => [p.id, p.attributes['Pack size']])).toEqual([[product!.id, '6']]);
    const unknown = await call(pm, 'PUT', `products-v2/${product!.id}/attributes`, {
      values: [{ attributeId: 999999, value: '1' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('values');
    expect((await call(pm, 'DELETE', `product-attribute-columns/${column.id}`)).statusCode).toBe(200);
  });
});

describe('product lookups and the finder', () => {
  it('searches products by part of a name and finds product pages by shop product id', async () => {
    const [page] = await t.app.db
      .select({ rp: retailerProducts, product: products, retailer: retailers })
      .from(retailerProducts)
      .innerJoin(
        products,
        and(eq(products.customerId, retailerProducts.customerId), eq(products.id, retailerProducts.productId)),
      )
      .innerJoin(retailers, eq(retailers.id, retailerProducts.retailerId))
      .where(eq(retailerProducts.customerId, acme))
      .limit(1);
    const hits = productFinderAnswerSchema.parse(
      (
        await call(pm, 'GET', `product-finder?search=${encodeURIComponent(page!.rp.shopProductId.toUpperCase())}`)
      ).json(),
    );
    const allPages = await t.app.db.select().from(retailerProducts).where(eq(retailerProducts.customerId, acme));
    const textOf = await productTexts();
    const needle = page!.rp.shopProductId.toLowerCase();
    const expected = allPages
      .filter((p) =>
        [p.shopProductId, p.pdpUrl, textOf.get(p.productId)!].some((text) => text.toLowerCase().includes(needle)),
      )
      .map((p) => `${p.productId}:${p.retailerId}`)
      .sort();
    expect(hits.map((hit) => `${hit.productId}:${hit.retailerId}`).sort()).toEqual(expected);
    expect(hits).toContainEqual(
      expect.objectContaining({
        productId: page!.product.id,
        retailerName: page!.retailer.displayName,
        shopProductId: page!.rp.shopProductId,
        pdpUrl: page!.rp.pdpUrl,
      }),
    );
    // Each hit shows its product's own picture: an address signed for <img> that answers without a token.
    const hit = hits.find((found) => found.productId === page!.product.id)!;
    expect(hit.imageUrl).toMatch(new RegExp(`^/api/product-images/${acme}/${page!.product.id}\\?`));
    const picture = await t.app.inject({ method: 'GET', url: hit.imageUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    const productsPage = productsV2PageSchema.parse((await call(pm, 'GET', 'products-v2?pageSize=3')).json());
    for (const product of productsPage.products)
      expect(product.imageUrl).toMatch(new RegExp(`^/api/product-images/${acme}/${product.id}\\?`));

    const short = await call(pm, 'GET', 'product-finder?search=a');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('search');
    expect((await call(analyst, 'GET', 'product-finder?search=abc')).statusCode).toBe(403);
    expect((await call(pm, 'GET', 'product-finder?search=abc', undefined, brandco)).statusCode).toBe(403);

    const term = page!.product.name.slice(0, 5);
    const found = z
      .array(catalogueProductSchema)
      .parse((await call(pm, 'GET', `products?search=${encodeURIComponent(term)}&limit=100`)).json());
    const expectedIds = [...textOf]
      .filter(([, text]) => text.toLowerCase().includes(term.toLowerCase()))
      .map(([id]) => id);
    expect(found.map((p) => p.id).sort((a, b) => a - b)).toEqual(expectedIds.sort((a, b) => a - b));
  });
});
