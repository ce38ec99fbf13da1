import type { DuckDBConnection } from '@duckdb/node-api';
import { countryIdOf } from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../../db/database';
import * as catalogue from '../../../db/schema/catalogue';
import { customers } from '../../../db/schema/customers';
import type { FactRow } from '../../factWriter';

/** A small deterministic market for engine tests: catalogue rows in PostgreSQL, facts in DuckDB. */
export interface DailyFact {
  customer_id: number;
  retailer_id: number;
  product_id: number;
  day: string;
  listed: boolean;
  in_stock: boolean | null;
  selling_price: number | null;
  original_price: number | null;
  /** The retailer's currency; none on days the page was not listed (as loads store them). */
  currency: string | null;
  map_price: number | null;
  review_count: number | null;
  rating: number | null;
  image_count: number | null;
  video_count: number | null;
  title_chars: number | null;
  description_words: number | null;
  description_present: boolean | null;
  bullet_count: number | null;
  spec_count: number | null;
  rich_content: boolean | null;
  promotion: boolean;
  promotion_count: number;
  award_count: number;
  offer_count: number;
  buy_box_seller_id: number | null;
  buy_box_owned: boolean | null;
}

export interface RankFact {
  customer_id: number;
  retailer_id: number;
  product_id: number;
  day: string;
  entity_id: number;
  rank: number;
  page: number;
  page_size: number;
  sponsored: boolean;
}

export interface MarketFixture {
  customerId: number;
  retailers: { id: number; country: string; countryId: number; currency: string }[];
  sellers: { id: number; retailerId: number }[];
  brandTypeIds: number[];
  brands: { id: number; brandTypeId: number }[];
  products: { id: number; brandId: number | null; map: number | null }[];
  tagCategory: { id: number; name: string };
  tags: { id: number; productIds: number[] }[];
  keywords: { id: number; retailerId: number }[];
  categories: { id: number; retailerId: number }[];
  assortment: { retailerId: number; productId: number }[];
  daily: DailyFact[];
  search: RankFact[];
  category: RankFact[];
}

/** Park–Miller: a few lines of deterministic noise, so the data is the same on every run. */
function random(seed: number) {
  let state = seed % 2147483647;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** Days of the fixture: the turn of 2020 (ISO week 53), a leap February and month ends of 2024. */
export const FIXTURE_DAYS = [
  ...Array.from({ length: 23 }, (_, index) => DateTime.fromISO('2020-12-20', { zone: 'utc' }).plus({ days: index })),
  ...Array.from({ length: 42 }, (_, index) => DateTime.fromISO('2024-01-24', { zone: 'utc' }).plus({ days: index })),
].map((day) => day.toISODate() as string);

async function insertCatalogue(db: Db, customerId: number, tag: string) {
  await db
    .insert(catalogue.countries)
    .values([
      { code: 'DE', name: 'Germany', currency: 'EUR' },
      { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
    ])
    .onConflictDoNothing();
  const retailerRows = await db
    .insert(catalogue.retailers)
    .values(
      ['DE', 'DE', 'GB'].map((country, index) => ({
        name: `${tag}-shop-${index}`,
        displayName: `Shop ${index + 1} ${country}`,
        countryCode: country,
        siteRootUrl: `https://shop${index}.example`,
      })),
    )
    .returning();
  await db.insert(catalogue.customerRetailers).values(retailerRows.map((row) => ({ customerId, retailerId: row.id })));
  const sellerRows = await db
    .insert(catalogue.sellers)
    .values(
      retailerRows.flatMap((row) => [
        { retailerId: row.id, name: 'Retailer', isRetailer: true },
        { retailerId: row.id, name: 'Marketplace GmbH' },
      ]),
    )
    .returning();
  const brandTypeRows = await db
    .insert(catalogue.brandTypes)
    .values([
      { customerId, name: 'Own brand' },
      { customerId, name: 'Competitor' },
    ])
    .returning();
  const brandRows = await db
    .insert(catalogue.brands)
    .values(
      [0, 1, 0].map((type, index) => ({
        customerId,
        name: `Brand ${index + 1}`,
        brandTypeId: brandTypeRows[type]?.id,
      })),
    )
    .returning();
  const productRows = await db
    .insert(catalogue.products)
    .values(
      [0, 0, 1, 1, 2, null].map((brand, index) => ({
        customerId,
        name: `Product ${index + 1}`,
        brandId: brand === null ? null : brandRows[brand]?.id,
        gtinCodes: [`400000000000${index}`],
        mapPrice: index % 2 === 0 ? '20.00' : null,
        mapCurrency: index % 2 === 0 ? 'EUR' : null,
      })),
    )
    .returning();
  const [category] = await db
    .insert(catalogue.tagCategories)
    .values({ customerId, name: 'segment', label: 'Segment' })
    .returning();
  const tagRows = await db
    .insert(catalogue.tags)
    .values(['Snacks', 'Drinks'].map((value) => ({ customerId, categoryId: category?.id ?? 0, value })))
    .returning();
  // Product 1 carries both tags, product 6 none.
  const tagged = [
    [0, 1, 2],
    [0, 3, 4],
  ].map((products, index) => ({
    id: tagRows[index]?.id ?? 0,
    productIds: products.map((p) => productRows[p]?.id ?? 0),
  }));
  await db
    .insert(catalogue.productTags)
    .values(tagged.flatMap((t) => t.productIds.map((productId) => ({ customerId, productId, tagId: t.id }))));
  const keywordRows = await db
    .insert(catalogue.searchKeywords)
    .values(retailerRows.slice(0, 2).map((row) => ({ customerId, retailerId: row.id, name: `crisps ${row.id}` })))
    .returning();
  const categoryRows = await db
    .insert(catalogue.searchCategories)
    .values(
      retailerRows
        .slice(0, 1)
        .map((row) => ({ customerId, retailerId: row.id, name: 'Snacks page', url: 'https://shop0.example/snacks' })),
    )
    .returning();
  const assortment = productRows.flatMap((product, p) =>
    retailerRows
      .filter((_, r) => (p + r) % 3 !== 0)
      .map((retailer) => ({ retailerId: retailer.id, productId: product.id })),
  );
  await db.insert(catalogue.assortments).values(assortment.map((pair) => ({ customerId, ...pair })));
  return {
    retailers: retailerRows.map((row) => ({
      id: row.id,
      country: row.countryCode,
      countryId: countryIdOf(row.countryCode),
      currency: row.countryCode === 'GB' ? 'GBP' : 'EUR',
    })),
    sellers: sellerRows.map((row) => ({ id: row.id, retailerId: row.retailerId })),
    brandTypeIds: brandTypeRows.map((row) => row.id),
    brands: brandRows.map((row) => ({ id: row.id, brandTypeId: row.brandTypeId ?? 0 })),
    products: productRows.map((row) => ({
      id: row.id,
      brandId: row.brandId,
      map: row.mapPrice === null ? null : Number(row.mapPrice),
    })),
    tagCategory: { id: category?.id ?? 0, name: 'segment' },
    tags: tagged,
    keywords: keywordRows.map((row) => ({ id: row.id, retailerId: row.retailerId })),
    categories: categoryRows.map((row) => ({ id: row.id, retailerId: row.retailerId })),
    assortment,
  };
}

function facts(customerId: number, seed: number, parts: Awaited<ReturnType<typeof insertCatalogue>>) {
  const next = random(seed);
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)] as T;
  const daily: DailyFact[] = [];
  const search: RankFact[] = [];
  const category: RankFact[] = [];
  for (const [dayIndex, day] of FIXTURE_DAYS.entries()) {
    for (const [retailerIndex, retailer] of parts.retailers.entries()) {
      for (const [productIndex, product] of parts.products.entries()) {
        const listed = next() > 0.1;
        // Listed pages whose stock could not be read: one day in eleven, and every day from February 2024
        // for product 5 (brand 3) at the third retailer: a pair with listed days but no known stock then.
        const stockUnknown =
          (dayIndex + retailerIndex * 3 + productIndex) % 11 === 0 ||
          (productIndex === 4 && retailerIndex === 2 && day >= '2024-02-01');
        const price = Math.round((10 + next() * 20) * 100) / 100;
        const promotion = listed && next() > 0.7;
        const inStock = listed ? next() > 0.25 : null;
        const sellers = parts.sellers.filter((seller) => seller.retailerId === retailer.id);
        daily.push({
          customer_id: customerId,
          retailer_id: retailer.id,
          product_id: product.id,
          day,
          listed,
          in_stock: stockUnknown ? null : inStock,
          selling_price: listed ? price : null,
          original_price: promotion ? Math.round(price * 1.25 * 100) / 100 : null,
          currency: listed ? retailer.currency : null,
          map_price: product.map,
          review_count: listed ? Math.floor(next() * 50) : null,
          rating: listed && next() > 0.2 ? Math.round((1 + next() * 4) * 100) / 100 : null,
          image_count: listed ? Math.floor(next() * 9) : null,
          video_count: listed ? pick([0, 0, 1, 2]) : null,
          title_chars: listed ? pick([10, 40, 90]) : null,
          description_words: listed ? pick([0, 30, 80]) : null,
          description_present: listed ? next() > 0.2 : null,
          bullet_count: listed ? pick([0, 2, 4, 6]) : null,
          spec_count: listed ? pick([0, 5]) : null,
          rich_content: listed ? next() > 0.6 : null,
          promotion,
          promotion_count: promotion ? pick([1, 2]) : 0,
          award_count: listed ? pick([0, 0, 1]) : 0,
          offer_count: listed ? pick([1, 2, 3]) : 0,
          buy_box_seller_id: listed ? pick(sellers).id : null,
          buy_box_owned: listed ? next() > 0.3 : null,
        });
        for (const keyword of parts.keywords.filter((k) => k.retailerId === retailer.id)) {
          if (next() > 0.4)
            search.push({
              customer_id: customerId,
              retailer_id: retailer.id,
              product_id: product.id,
              day,
              entity_id: keyword.id,
              rank: 1 + Math.floor(next() * 40),
              page: pick([1, 1, 2, 3]),
              page_size: 24,
              sponsored: next() > 0.8,
            });
        }
        for (const page of parts.categories.filter((c) => c.retailerId === retailer.id)) {
          if (next() > 0.5)
            category.push({
              customer_id: customerId,
              retailer_id: retailer.id,
              product_id: product.id,
              day,
              entity_id: page.id,
              rank: 1 + Math.floor(next() * 60),
              page: pick([1, 2]),
              page_size: 48,
              sponsored: false,
            });
        }
      }
    }
  }
  return { daily, search, category };
}

/** Appends fixture rows to a DuckDB fact table (`rename` maps fixture fields to columns). */
export async function insertRows(
  connection: DuckDBConnection,
  table: string,
  rows: Record<string, unknown>[],
  rename: Record<string, string> = {},
) {
  const columns = Object.keys(rows[0] ?? {});
  for (let start = 0; start < rows.length; start += 200) {
    const batch = rows.slice(start, start + 200);
    const params: (string | number | boolean | null)[] = [];
    const tuples = batch.map(
      (row) =>
        `(${columns
          .map((column) => {
            params.push(row[column] as string | number | boolean | null);
            return column === 'day' ? `$${params.length}::DATE` : `$${params.length}`;
          })
          .join(', ')})`,
    );
    const names = columns.map((column) => rename[column] ?? column);
    const extra = table === 'fact_daily' ? '' : ', searched_at';
    const extraValue = table === 'fact_daily' ? '' : ", TIMESTAMP '2024-01-01 06:00:00'";
    await connection.run(
      `INSERT INTO ${table} (${names.join(', ')}${extra}) SELECT *${extraValue} FROM (VALUES ${tuples.join(', ')})`,
      params,
    );
  }
}

/** Creates the fixture for a customer (long retention, so the 2020 days are visible) and loads its facts. */
export async function loadMarketFixture(
  db: Db,
  connection: DuckDBConnection,
  customerId: number,
  seed = 7,
): Promise<MarketFixture> {
  await db.update(customers).set({ dataRetentionMonths: 120 }).where(eq(customers.id, customerId));
  const parts = await insertCatalogue(db, customerId, `c${customerId}`);
  const { daily, search, category } = facts(customerId, seed, parts);
  await insertRows(connection, 'fact_daily', daily as unknown as Record<string, unknown>[]);
  await insertRows(connection, 'fact_search_results', search as unknown as Record<string, unknown>[], {
    entity_id: 'keyword_id',
  });
  await insertRows(connection, 'fact_category_listings', category as unknown as Record<string, unknown>[], {
    entity_id: 'category_id',
  });
  return { customerId, ...parts, daily, search, category };
}

/** The fixture's facts as rows of a fact store's tables (FactStore.insert), as the DuckDB load stores them. */
export function marketFactRows(fixture: MarketFixture): { table: string; rows: FactRow[] }[] {
  const searchedAt = Date.parse('2024-01-01T06:00:00Z');
  const ranks = (rows: RankFact[], entity: string): FactRow[] =>
    rows.map(({ entity_id, ...row }) => ({ ...row, [entity]: entity_id, searched_at: searchedAt }));
  return [
    { table: 'fact_daily', rows: fixture.daily as unknown as FactRow[] },
    { table: 'fact_search_results', rows: ranks(fixture.search, 'keyword_id') },
    { table: 'fact_category_listings', rows: ranks(fixture.category, 'category_id') },
  ];
}
