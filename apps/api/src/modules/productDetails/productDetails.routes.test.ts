import {
  addDays,
  metricByCode,
  productDetailsAnswerSchema,
  productDetailsLimits,
  productDetailsMessages,
  type ProductDetails,
  retentionWindow,
  todayInZone,
  type WidgetDataAnswer,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyFact } from '../../analytics/engine/testing/marketFixture';
import { plainComponentMet, plainCondition } from '../../analytics/engine/testing/plainDccScore';
import { retailerProducts } from '../../db/schema/catalogue';
import { privileges, rolePrivileges, roles, userRoles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';

const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const market = marketTestAppPerFile([admin, analyst]);
const call = apiCaller(() => market.t.app);
const FEBRUARY = 'dateFrom=2024-02-01&dateTo=2024-02-29';

const details = (productId: number | string, query = FEBRUARY, user = admin, customerId = market.acme) =>
  call(user, 'GET', `products/get-details/${productId}?${query}`, undefined, customerId);
async function detailsOf(productId: number, query = FEBRUARY, user = admin): Promise<ProductDetails> {
  const response = await details(productId, query, user);
  expect(response.statusCode, response.body).toBe(200);
  return productDetailsAnswerSchema.parse(response.json()).rawOutput;
}

/** The default criteria written out independently of the engine: DOMAIN.md §3's suggested defaults. */
function plainDccScore(row: DailyFact): number {
  const share = (flags: boolean[]) => flags.filter(Boolean).length / flags.length;
  const images = row.image_count ?? 0;
  const titleChars = row.title_chars ?? 0;
  const minimal = share([titleChars > 0, images >= 1, row.selling_price !== null, row.description_present === true]);
  const basic = share([
    row.title_chars !== null && titleChars >= 15 && titleChars <= 80,
    (row.description_words ?? 0) >= 50,
    row.bullet_count !== null && row.bullet_count >= 3 && row.bullet_count <= 5,
    images >= 4,
    (row.spec_count ?? 0) > 0,
  ]);
  const extended = share([images >= 6, (row.video_count ?? 0) >= 1, row.rich_content === true]);
  // A page's score is a whole percent (spec 2 §5).
  return Math.round(Math.round(((3 * minimal + 2 * basic + extended) / 6) * 100 * 1e6) / 1e6);
}

const inPeriod = (row: { day: string }, from: string, to: string) => row.day >= from && row.day <= to;
const lastOf = <T extends { day: string }>(rows: T[]) => [...rows].sort((a, b) => a.day.localeCompare(b.day)).at(-1);

/** Page rows written for the first product at the first retailer, around its last February day. */
const LAST_DAY = '2024-02-29';
const extra = {
  texts: [
    ['2023-06-01', '2024-01-10', 'TITLE', 1, 'Old crisps title'],
    ['2024-01-10', null, 'TITLE', 1, 'Brand 1 Crisps Paprika 200 g'],
    ['2024-01-10', null, 'SUBTITLE', 1, 'Oven baked'],
    ['2024-01-10', null, 'DESCRIPTION', 1, 'Thin crisps baked in the oven with sweet paprika.'],
    ['2024-01-10', null, 'BULLET', 2, 'Less fat than fried crisps'],
    ['2024-01-10', null, 'BULLET', 1, 'Sweet paprika'],
  ] as const,
  offers: [
    [LAST_DAY, 0, 'NEW', 12.49, true, 'In stock', true, true, 4.5, 4.1, 3.9, 4.2, 4.4, 120],
    [LAST_DAY, 1, 'USED', 9.99, false, 'Back soon', false, false, null, null, null, null, null, null],
    ['2024-02-28', 1, 'NEW', 8.99, true, 'In stock', true, false, null, null, null, null, null, 3],
  ] as const,
  reviews: [
    ['2024-02-10', 'r1', 5, 'Great', 'Crunchy and tasty.', 'DE'],
    [LAST_DAY, 'r2', 2, 'Too salty', null, 'AT'],
    ['2024-03-02', 'r3', 4, 'Nice', 'Good snack.', 'DE'],
  ] as const,
  promotions: [
    [LAST_DAY, 'Leap day deal', 'Save 20%', 'https://img.example/leap.png', 'https://shop0.example/deals/leap'],
    ['2024-02-27', 'Weekend offer', 'Save 5%', null, null],
  ] as const,
  awards: [
    ['2024-01-01', null, 'Test winner', 'https://img.example/winner.png', 'https://tests.example/crisps'],
    ['2023-01-01', '2024-01-15', 'Best buy', null, null],
  ] as const,
  assets: [
    [1, 'IMAGE', 'https://img.example/1.jpg', 'MAIN'],
    [2, 'IMAGE', 'https://img.example/2.jpg', 'LIFESTYLE'],
    [3, 'VIDEO', 'https://img.example/3.mp4', null],
  ] as const,
  specifications: [
    [1, 'Weight', '200 g'],
    [2, 'Flavour', 'Paprika'],
  ] as const,
  breadcrumbs: [
    [1, 'Home', 'https://shop0.example'],
    [2, 'Snacks', 'https://shop0.example/snacks'],
  ] as const,
  intraday: [
    [`${LAST_DAY} 08:00:00`, 11.99, 14.99, true, 'In stock'],
    [`${LAST_DAY} 18:00:00`, 12.49, null, false, 'Sold out'],
  ] as const,
};

async function insertPageFacts() {
  const { connection } = market.t.app.analytics;
  const { customerId } = market.fixture;
  const retailerId = market.fixture.retailers[0]!.id;
  const productId = market.fixture.products[0]!.id;
  const sellers = market.fixture.sellers.filter((seller) => seller.retailerId === retailerId);
  const keys = [customerId, retailerId, productId];
  const insert = async (table: string, columns: string, rows: readonly (readonly unknown[])[]) => {
    for (const row of rows) {
      const values = [...keys, ...row];
      await connection.run(
        `INSERT INTO ${table} (customer_id, retailer_id, product_id, ${columns}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
        values as (string | number | boolean | null)[],
      );
    }
  };
  await insert('fact_page_texts', 'valid_from, valid_to, kind, position, text', extra.texts);
  await insert(
    'fact_offers',
    'day, seller_id, offer_condition, offer_price, in_stock, availability_text, has_buy_button, is_buy_box, rating_overall, rating_product_information, rating_delivery_time, rating_shipping, rating_service, recent_review_count',
    extra.offers.map(([day, seller, ...rest]) => [day, sellers[seller]!.id, ...rest]),
  );
  await insert('fact_reviews', 'day, review_key, score, title, body, country_code', extra.reviews);
  await insert('fact_promotions', 'day, title, text, image_url, link', extra.promotions);
  await insert('fact_awards', 'valid_from, valid_to, label, image_url, target_url', extra.awards);
  const range = (row: readonly unknown[]) => ['2024-01-10', null, ...row];
  await insert('fact_assets', 'valid_from, valid_to, position, asset_type, src, sub_type', extra.assets.map(range));
  await insert('fact_specifications', 'valid_from, valid_to, position, name, value', extra.specifications.map(range));
  await insert('fact_breadcrumbs', 'valid_from, valid_to, level, label, url', extra.breadcrumbs.map(range));
  await insert(
    'fact_intraday',
    'day, observed_at, selling_price, original_price, in_stock, stock_text',
    extra.intraday.map((row) => [LAST_DAY, ...row]),
  );
  await market.t.app.db.insert(retailerProducts).values({
    customerId,
    retailerId,
    productId,
    shopProductId: 'SP-0001',
    pdpUrl: 'https://shop0.example/p/crisps',
  });
}

beforeAll(async () => {
  await insertPageFacts();
});

describe('GET products/get-details/:productId', () => {
  it('answers every retailer with a page as on its last February day, checked against the fact rows', async () => {
    const { fixture } = market;
    const product = fixture.products[0]!;
    const answer = await detailsOf(product.id);
    expect([answer.id, answer.dateFrom, answer.dateTo, answer.infoAvailable]).toEqual([
      product.id,
      '2024-02-01',
      '2024-02-29',
      true,
    ]);
    const periodRows = fixture.daily.filter(
      (row) => row.product_id === product.id && inPeriod(row, '2024-02-01', '2024-02-29'),
    );
    const shown = fixture.retailers.filter((retailer) =>
      periodRows.some((row) => row.retailer_id === retailer.id && row.listed),
    );
    expect(answer.retailerDetails.map((detail) => detail.retailerId).sort()).toEqual(
      shown.map((retailer) => retailer.id).sort(),
    );
    for (const detail of answer.retailerDetails) {
      const last = lastOf(periodRows.filter((row) => row.retailer_id === detail.retailerId))!;
      expect(detail).toMatchObject({
        day: last.day,
        listed: last.listed,
        sellingPrice: last.selling_price,
        originalPrice: last.original_price,
        currency: last.currency,
        reviewCount: last.review_count,
        reviewRating: last.rating,
        imageCount: last.image_count,
        videoCount: last.video_count,
        productTitleCharCount: last.title_chars,
        productDescriptionWordCount: last.description_words,
        inStockIndicator: last.in_stock === null ? null : last.in_stock ? 'Yes' : 'No',
      });
      if (last.listed) {
        expect(detail.dccScore).toBeCloseTo(plainDccScore(last), 9);
        const groups = detail.dccScoreDetails.groups;
        const recomputed = groups.reduce((sum, group) => sum + group.weight * group.score, 0);
        expect(Math.round(Math.round(recomputed * 1e6) / 1e6)).toBe(detail.dccScore);
        // Each rule carries its conditions with the page's result, as the plain rules read the row.
        for (const component of groups.flatMap((group) => group.components)) {
          expect(component.conditions.length).toBeGreaterThan(0);
          for (const condition of component.conditions) expect(condition.met).toBe(plainCondition(condition, last));
          expect(component.met).toBe(plainComponentMet({ ...component, disabled: false }, last));
        }
      } else expect(detail.dccScore).toBeNull();
    }
    // Summary: codes from the catalogue, prices over the retailers of the most used currency, availability.
    const shownDays = periodRows.filter((row) => shown.some((retailer) => retailer.id === row.retailer_id));
    const known = shownDays.filter((row) => row.listed && row.in_stock !== null);
    const priced = answer.retailerDetails.filter((detail) => detail.sellingPrice !== null);
    const currencies = priced.map((detail) => detail.currency);
    const mostUsed = [...new Set(currencies)].sort(
      (a, b) =>
        currencies.filter((c) => c === b).length - currencies.filter((c) => c === a).length ||
        String(a).localeCompare(String(b)),
    )[0];
    const prices = priced.filter((detail) => detail.currency === mostUsed).map((detail) => detail.sellingPrice!);
    expect(answer.summary).toEqual({
      brandName: 'Brand 1',
      eanCode: '4000000000000',
      manufacturerCode: null,
      currency: mostUsed ?? null,
      minPrice: prices.length ? Math.min(...prices) : null,
      maxPrice: prices.length ? Math.max(...prices) : null,
      availabilityRate: expect.closeTo((known.filter((row) => row.in_stock).length * 100) / known.length, 9),
    });
    expect(answer.priceType).toBe('INCL');
    // The packshot and its thumbnail as signed <img> addresses of this customer's product, which load without a session.
    const signed = `/api/product-images/${market.acme}/${answer.id}?`;
    expect(answer.imageUrl).toContain(signed);
    expect(answer.thumbnailUrl).toContain(signed);
    for (const [url, size] of [
      [answer.imageUrl, 'full'],
      [answer.thumbnailUrl, 'thumb'],
    ] as const) {
      expect(new URL(url ?? '', 'http://x').searchParams.get('size')).toBe(size);
      const image = await market.t.app.inject({ method: 'GET', url: url ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('gives the DCC score the engine gives for the same product, retailer and day', async () => {
    const { fixture } = market;
    const answer = await detailsOf(fixture.products[1]!.id);
    const listed = answer.retailerDetails.filter((detail) => detail.dccScore !== null);
    expect(listed.length).toBeGreaterThan(0);
    for (const detail of listed) {
      const response = await call(admin, 'POST', 'widget/get-data', {
        definition: { visualizationType: 'KPI', metricId: metricByCode('DCC_SCORE')!.id, aggregationFunction: 'AVG' },
        dateFrom: detail.day,
        dateTo: detail.day,
        filterProductIds: [fixture.products[1]!.id],
        filterRetailerIds: [detail.retailerId],
      });
      const engine = response.json() as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>;
      expect(engine.rawOutput.value).toBeCloseTo(detail.dccScore!, 9);
    }
  });

  it("answers a page's texts, offers, reviews, promotions, awards, assets and reads as valid on its day", async () => {
    const { fixture } = market;
    const retailer = fixture.retailers[0]!;
    const answer = await detailsOf(fixture.products[0]!.id);
    const detail = answer.retailerDetails.find((candidate) => candidate.retailerId === retailer.id)!;
    expect(detail.day).toBe(LAST_DAY);
    const valid = <T extends readonly unknown[]>(rows: readonly T[]) =>
      rows.filter((row) => String(row[0]) <= LAST_DAY && (row[1] === null || String(row[1]) > LAST_DAY));
    const texts = valid(extra.texts);
    const text = (kind: string) => texts.find((row) => row[2] === kind)?.[4];
    expect(detail).toMatchObject({
      productTitle: text('TITLE'),
      productSubTitle: text('SUBTITLE'),
      fullProductTitle: `${text('TITLE')} ${text('SUBTITLE')}`,
      productDescription: text('DESCRIPTION'),
      bulletpointDetails: texts
        .filter((row) => row[2] === 'BULLET')
        .sort((a, b) => a[3] - b[3])
        .map((row) => row[4]),
      pdpURL: 'https://shop0.example/p/crisps',
      shopProductId: 'SP-0001',
      retailerName: 'Shop 1 DE',
      countryCode: 'DE',
      countryName: 'Germany',
    });
    expect(detail.productRecordId).toEqual(expect.any(Number));
    const dayOffers = extra.offers.filter((row) => row[0] === LAST_DAY);
    expect(detail.offerList.map((offer) => [offer.sellerName, offer.offerPrice, offer.isBuyBox])).toEqual(
      [...dayOffers]
        .sort((a, b) => Number(b[7]) - Number(a[7]))
        .map((row) => [row[1] === 0 ? 'Retailer' : 'Marketplace GmbH', row[3], row[7]]),
    );
    expect(detail.offerList[0]!.sellerDetails).toEqual({
      displayName: 'Retailer',
      ratingOverall: 4.5,
      ratingProduct_Information: 4.1,
      ratingDelivery_Time: 3.9,
      ratingShipping: 4.2,
      ratingService: 4.4,
      recentReviewCount: 120,
    });
    const reviews = extra.reviews
      .filter((row) => row[0] <= LAST_DAY)
      .sort((a, b) => b[0].localeCompare(a[0]))
      .slice(0, productDetailsLimits.reviewListMax);
    expect(detail.reviewList).toEqual(
      reviews.map(([day, , score, title, body, country]) => ({ score, title, body, datePublished: day, country })),
    );
    expect(detail.promotionDetails).toEqual(
      extra.promotions
        .filter((row) => row[0] === LAST_DAY)
        .map(([, title, promotionText, imageUrl, link]) => ({ title, text: promotionText, imageUrl, link })),
    );
    expect(detail.awardDetails).toEqual(
      valid(extra.awards).map(([, , label, imageUrl, targetUrl]) => ({ label, imageUrl, targetUrl })),
    );
    expect(detail.assetList).toEqual(
      extra.assets.map(([position, type, src, subType]) => ({ position, type, src, subType })),
    );
    expect(detail.imageSubTypes).toEqual(['MAIN', 'LIFESTYLE']);
    expect(detail.specsTableSimplified).toEqual(extra.specifications.map(([, name, value]) => ({ name, value })));
    expect(detail.breadcrumbs).toEqual(extra.breadcrumbs.map(([, label, url]) => ({ label, url })));
    expect(detail.intraDayRecords).toEqual(
      extra.intraday.map(([at, selling, original, inStock, stockText]) => ({
        downloadDateTime: `${at.replace(' ', 'T')}Z`,
        sellingPrice: selling,
        originalPrice: original,
        inStockIndicator: inStock ? 'Yes' : 'No',
        stockText,
      })),
    );
  });

  it('answers per retailer and keyword (category page) the last search of the period, with catalogue names', async () => {
    const { fixture } = market;
    const product = fixture.products[2]!;
    const answer = await detailsOf(product.id);
    const lastSearches = (rows: typeof fixture.search) => {
      const last = new Map<string, (typeof rows)[number]>();
      for (const row of rows.filter((r) => r.product_id === product.id && inPeriod(r, '2024-02-01', '2024-02-29'))) {
        const key = `${row.retailer_id}:${row.entity_id}`;
        if ((last.get(key)?.day ?? '') < row.day) last.set(key, row);
      }
      return [...last.values()];
    };
    const search = lastSearches(fixture.search);
    expect(search.length).toBeGreaterThan(0);
    expect(
      answer.searchResults.map((row) => [row.retailerId, row.keywordId, row.keyword, row.rank, row.page]).sort(),
    ).toEqual(
      search.map((row) => [row.retailer_id, row.entity_id, `crisps ${row.retailer_id}`, row.rank, row.page]).sort(),
    );
    const category = lastSearches(fixture.category);
    expect(answer.categoryListings.map((row) => [row.retailerId, row.categoryId, row.label, row.rank]).sort()).toEqual(
      category.map((row) => [row.retailer_id, row.entity_id, 'Snacks page', row.rank]).sort(),
    );
  });

  it('defaults to the 30 days up to the newest fact day and keeps to the data retention', async () => {
    const productId = market.fixture.products[0]!.id;
    const newest = market.fixture.daily
      .map((row) => row.day)
      .sort()
      .at(-1)!;
    const byDefault = await detailsOf(productId, '');
    expect([byDefault.dateFrom, byDefault.dateTo]).toEqual([addDays(newest, -29), newest]);
    const retention = retentionWindow(todayInZone(), 120);
    expect(byDefault.retention).toEqual(retention);
    const long = await detailsOf(productId, `dateFrom=2000-01-01&dateTo=${addDays(retention.maxDate, 40)}`);
    expect([long.dateFrom, long.dateTo]).toEqual([retention.minDate, retention.maxDate]);
    const oneDay = await detailsOf(productId, 'dateTo=2024-02-10');
    expect([oneDay.dateFrom, oneDay.dateTo]).toEqual(['2024-02-10', '2024-02-10']);
    expect(oneDay.retailerDetails.every((detail) => detail.day === '2024-02-10')).toBe(true);
    const before = await details(productId, 'dateFrom=2000-01-01&dateTo=2001-01-01');
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toHaveProperty('dateTo');
  });

  it('answers infoAvailable false, still 200, when no retailer has a page in the period', async () => {
    const answer = await detailsOf(market.fixture.products[0]!.id, 'dateFrom=2022-06-01&dateTo=2022-06-30');
    expect(answer.infoAvailable).toBe(false);
    expect(answer.retailerDetails).toEqual([]);
    expect(answer.summary.availabilityRate).toBeNull();
  });

  it('leaves out the retailers the caller may not see, and those the filters leave out', async () => {
    const { t, fixture, acme } = market;
    const [first, second, third] = fixture.retailers;
    const productId = fixture.products[1]!.id;
    const filtered = await detailsOf(productId, `${FEBRUARY}&filterRetailerIds=${second!.id}`);
    expect(new Set(filtered.retailerDetails.map((detail) => detail.retailerId))).toEqual(new Set([second!.id]));

    const [access] = await t.app.db.select().from(privileges).where(eq(privileges.type, 'ACCESS'));
    const [role] = await t.app.db.insert(roles).values({ customerId: acme, name: 'Two shops' }).returning();
    for (const entityId of [first!.id, third!.id]) {
      await t.app.db
        .insert(rolePrivileges)
        .values({ customerId: acme, roleId: role!.id, privilegeId: access!.id, entityType: 'RETAILER', entityId });
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.email, analyst));
    await t.app.db.insert(userRoles).values({ customerId: acme, userId: user!.id, roleId: role!.id });
    t.app.accessCache.invalidateCustomer(acme);
    const narrowed = await detailsOf(productId, FEBRUARY, analyst);
    const seen = new Set([
      ...narrowed.retailerDetails.map((detail) => detail.retailerId),
      ...narrowed.searchResults.map((row) => row.retailerId),
    ]);
    expect(seen.has(second!.id)).toBe(false);
    expect(narrowed.retailerDetails.length).toBeGreaterThan(0);
    expect((await detailsOf(productId)).retailerDetails.some((detail) => detail.retailerId === second!.id)).toBe(true);
  });

  it('keeps to the retailer assortment when asked to', async () => {
    const { fixture } = market;
    const product = fixture.products[0]!;
    const assorted = new Set(
      fixture.assortment.filter((pair) => pair.productId === product.id).map((pair) => pair.retailerId),
    );
    const all = await detailsOf(product.id);
    const narrowed = await detailsOf(product.id, `${FEBRUARY}&applyRetailerAssortment=1`);
    expect(all.retailerDetails.some((detail) => !assorted.has(detail.retailerId))).toBe(true);
    expect(narrowed.retailerDetails.map((detail) => detail.retailerId)).toEqual(
      all.retailerDetails.map((detail) => detail.retailerId).filter((id) => assorted.has(id)),
    );
  });

  it('answers 404 for a product of another customer or none, 403 for another tenant', async () => {
    const unknown = await details(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(productDetailsMessages.unknownProduct);
    const otherTenant = await details(market.fixture.products[0]!.id, FEBRUARY, analyst, market.brandco);
    expect(otherTenant.statusCode).toBe(403);
  });

  it.each([
    ['productId', 'abc', FEBRUARY],
    ['dateFrom', 1, 'dateFrom=2024-13-01'],
    ['dateFrom', 1, 'dateFrom=2024-02-10&dateTo=2024-02-01'],
    ['filterRetailerIds', 1, 'filterRetailerIds=1,x'],
    ['widgetId', 1, 'widgetId=0'],
    ['savedFilterIds', 1, 'savedFilterIds=2000000000'],
  ])('answers 400 naming %s for bad input', async (field, productId, query) => {
    const response = await details(productId === 1 ? market.fixture.products[0]!.id : productId, query);
    expect(response.statusCode, response.body).toBe(400);
    // A list names the item too (filterRetailerIds.1).
    expect(Object.keys(response.json().fields ?? {}).map((key) => key.split('.')[0])).toContain(field);
  });
});
