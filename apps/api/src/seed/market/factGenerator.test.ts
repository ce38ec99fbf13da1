import { beforeAll, describe, expect, it } from 'vitest';
import type { FactRow } from '../../analytics/factWriter';
import { generateFacts } from './factGenerator';
import { testCatalogue } from './testCatalogue';

const LAST_DAY = 20_400;
const DAYS = 150;

async function generate(seed: number) {
  const rows: Record<string, FactRow[]> = {};
  await generateFacts(testCatalogue(), { seed, lastDay: LAST_DAY, days: DAYS, details: true }, (table, row) => {
    (rows[table] ??= []).push(row);
  });
  return rows;
}

const byPair = (rows: FactRow[]) => {
  const pairs = new Map<string, FactRow[]>();
  for (const row of rows) {
    const key = `${row.retailer_id}:${row.product_id}`;
    pairs.set(key, [...(pairs.get(key) ?? []), row]);
  }
  return pairs;
};

describe('market fact generator', () => {
  let facts: Record<string, FactRow[]> = {};
  let daily: FactRow[] = [];
  let listed: FactRow[] = [];
  beforeAll(async () => {
    facts = await generate(7);
    daily = facts.fact_daily ?? [];
    listed = daily.filter((row) => row.listed);
  });

  it('gives the same rows for the same seed and different ones for another seed', async () => {
    expect(JSON.stringify(await generate(7))).toBe(JSON.stringify(facts));
    expect(JSON.stringify((await generate(8)).fact_daily)).not.toBe(JSON.stringify(daily));
  });

  it('writes one observation per pair and day, day first', () => {
    expect(daily).toHaveLength(24 * DAYS);
    const days = daily.map((row) => row.day as number);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days[0]).toBe(LAST_DAY - DAYS + 1);
    expect(days.at(-1)).toBe(LAST_DAY);
    // The pair without a product page is expected but never listed.
    expect(daily.filter((row) => row.retailer_id === 1 && row.product_id === 12).every((row) => !row.listed)).toBe(
      true,
    );
  });

  it('has stock-out runs of several days followed by restocks', () => {
    let longest = 0;
    let restocks = 0;
    for (const rows of byPair(listed).values()) {
      let run = 0;
      for (const row of rows) {
        if (row.in_stock === false) run += 1;
        else {
          if (run > 0) restocks += 1;
          run = 0;
        }
        longest = Math.max(longest, run);
      }
    }
    expect(longest).toBeGreaterThanOrEqual(3);
    expect(restocks).toBeGreaterThan(0);
  });

  it('never lets the review count fall, and the rating drifts within 1 to 5', () => {
    let drifted = 0;
    for (const rows of byPair(listed).values()) {
      const counts = rows.map((row) => row.review_count as number);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      const ratings = new Set(rows.map((row) => row.rating));
      if (ratings.size > 1) drifted += 1;
      for (const row of rows) if (row.rating !== null) expect(row.rating as number).toBeGreaterThanOrEqual(1);
      for (const row of rows) if (row.rating !== null) expect(row.rating as number).toBeLessThanOrEqual(5);
    }
    expect(drifted).toBeGreaterThan(0);
    expect((facts.fact_reviews ?? []).length).toBeGreaterThan(0);
  });

  it('shows the original price above the selling price on promoted days only', () => {
    const promoted = listed.filter((row) => row.promotion);
    expect(promoted.length).toBeGreaterThan(0);
    for (const row of promoted) expect(row.original_price as number).toBeGreaterThan(row.selling_price as number);
    for (const row of listed.filter((candidate) => !candidate.promotion)) expect(row.original_price).toBeNull();
    expect((facts.fact_promotions ?? []).length).toBe(promoted.length);
  });

  it('has some MAP violations, but far from all observations with a MAP', () => {
    const withMap = listed.filter((row) => row.map_price !== null && row.selling_price !== null);
    const violations = withMap.filter((row) => (row.selling_price as number) < (row.map_price as number));
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.length).toBeLessThan(withMap.length / 2);
  });

  it('lets several sellers compete on the marketplace, with one buy-box winner per day', () => {
    const offers = facts.fact_offers ?? [];
    expect(offers.every((row) => row.retailer_id === 2)).toBe(true);
    expect(new Set(offers.map((row) => row.seller_id)).size).toBeGreaterThan(2);
    for (const rows of byPair(offers).values()) {
      const winnersPerDay = new Map<unknown, number>();
      for (const row of rows) if (row.is_buy_box) winnersPerDay.set(row.day, (winnersPerDay.get(row.day) ?? 0) + 1);
      expect([...winnersPerDay.values()].every((n) => n === 1)).toBe(true);
    }
    const marketplace = listed.filter((row) => row.retailer_id === 2 && row.buy_box_owned !== null);
    expect(marketplace.some((row) => row.buy_box_owned === true)).toBe(true);
    expect(marketplace.some((row) => row.buy_box_owned === false)).toBe(true);
  });

  it('edits content over time, moving image counts and description words', () => {
    const edited = [...byPair(listed).values()].filter((rows) => new Set(rows.map((row) => row.image_count)).size > 1);
    expect(edited.length).toBeGreaterThan(0);
    const assets = facts.fact_assets ?? [];
    expect(assets.some((row) => row.valid_to !== null)).toBe(true);
    expect(assets.some((row) => row.valid_to === null)).toBe(true);
  });

  it("points image assets at the API's drawn images, by retailer, position and content edition", () => {
    const images = (facts.fact_assets ?? []).filter((row) => row.asset_type === 'IMAGE');
    expect(images.length).toBeGreaterThan(0);
    for (const row of images) {
      const url = new URL(String(row.src), 'http://app.test');
      expect(url.pathname).toBe(`/api/customer/${row.customer_id}/products/${row.product_id}/image`);
      expect(url.searchParams.get('retailerId')).toBe(String(row.retailer_id));
      expect(url.searchParams.get('position')).toBe(String(row.position));
      expect(Number(url.searchParams.get('edition'))).toBeGreaterThanOrEqual(1);
    }
    // A content edit is a new edition: the same position of a pair gets another address.
    const addresses = new Map<string, Set<string>>();
    for (const row of images) {
      const key = `${row.retailer_id}:${row.product_id}:${row.position}`;
      addresses.set(key, (addresses.get(key) ?? new Set()).add(String(row.src)));
    }
    expect([...addresses.values()].some((srcs) => srcs.size > 1)).toBe(true);
  });

  it('ranks products uniquely per keyword and day, and the ranks drift', () => {
    const results = facts.fact_search_results ?? [];
    expect(results.length).toBeGreaterThan(0);
    const perKeywordDay = new Map<string, number[]>();
    for (const row of results) {
      const key = `${row.keyword_id}:${row.day}`;
      perKeywordDay.set(key, [...(perKeywordDay.get(key) ?? []), row.rank as number]);
    }
    for (const ranks of perKeywordDay.values()) expect(new Set(ranks).size).toBe(ranks.length);
    const ranksOfOne = results.filter(
      (row) => row.keyword_id === results[0]?.keyword_id && row.product_id === results[0]?.product_id,
    );
    expect(new Set(ranksOfOne.map((row) => row.rank)).size).toBeGreaterThan(1);
    expect((facts.fact_category_listings ?? []).length).toBeGreaterThan(0);
  });

  it('collects results, listings and banners of the tracked keywords and pages only', () => {
    const catalogue = testCatalogue();
    const distinct = (rows: FactRow[] | undefined, column: string) =>
      [...new Set((rows ?? []).map((row) => row[column]))].sort();
    expect(distinct(facts.fact_search_results, 'keyword_id')).toEqual(catalogue.keywords.map((k) => k.id).sort());
    expect(distinct(facts.fact_category_listings, 'category_id')).toEqual(
      [...catalogue.categories, ...catalogue.otherPages].map((page) => page.id).sort(),
    );
    const banners = facts.fact_banners ?? [];
    const bannerPages = distinct(
      banners.map((row) => ({ ...row, page: `${row.page_type}:${row.entity_id}` })),
      'page',
    );
    expect(bannerPages).toEqual(
      [
        ...catalogue.otherPages.map((page) => `OTHER:${page.id}`),
        ...catalogue.keywords.map((keyword) => `KEYWORD:${keyword.id}`),
      ].sort(),
    );
    const home = banners.find((row) => row.page_type === 'OTHER');
    expect(home).toMatchObject({ entity_label: 'Home page', entity_content: 'https://www.shopwell.co.uk/' });
  });

  it('stores the page texts whose words and characters fact_daily counts, every listed day', () => {
    const texts = facts.fact_page_texts ?? [];
    const words = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;
    const validOn = (row: FactRow, day: number) =>
      (row.valid_from as number) <= day && (row.valid_to === null || (row.valid_to as number) > day);
    let checked = 0;
    for (const row of listed) {
      const page = texts.filter(
        (text) =>
          text.retailer_id === row.retailer_id &&
          text.product_id === row.product_id &&
          validOn(text, row.day as number),
      );
      const one = (kind: string) => page.find((text) => text.kind === kind)?.text as string | undefined;
      const title = one('TITLE');
      expect(title, `title of ${row.retailer_id}:${row.product_id} on ${row.day}`).toBeDefined();
      expect([words(title ?? ''), title?.length]).toEqual([row.title_words, row.title_chars]);
      const subtitle = one('SUBTITLE') ?? '';
      expect([words(subtitle), subtitle.length]).toEqual([row.subtitle_words, row.subtitle_chars]);
      const description = one('DESCRIPTION') ?? '';
      expect([words(description), description.length]).toEqual([row.description_words, row.description_chars]);
      expect(description !== '').toBe(row.description_present);
      expect(page.filter((text) => text.kind === 'BULLET')).toHaveLength(row.bullet_count as number);
      checked += 1;
    }
    expect(checked).toBe(listed.length);
    expect(new Set(texts.map((text) => text.kind))).toEqual(new Set(['TITLE', 'SUBTITLE', 'DESCRIPTION', 'BULLET']));
    // Titles start with the catalogue name and edits close ranges.
    expect(
      texts.filter((text) => text.kind === 'TITLE').every((text) => /^(Acme|Voltera|Brisa) /.test(text.text as string)),
    ).toBe(true);
    expect(texts.some((text) => text.valid_to !== null)).toBe(true);
    // A heading cut to its length reads as a phrase: never "… 583 -" or "… in Black for".
    const headings = texts.filter((text) => text.kind === 'TITLE' || text.kind === 'SUBTITLE');
    const lastWords = new Set(headings.map((text) => (text.text as string).split(' ').at(-1)));
    expect([...lastWords].filter((word) => ['-', 'with', 'and', 'in', 'for'].includes(word ?? ''))).toEqual([]);
  });

  it('gives promotions and awards their links, and no image of another host (the CSP would block it)', () => {
    const promotions = facts.fact_promotions ?? [];
    expect(promotions.length).toBeGreaterThan(0);
    for (const row of promotions) {
      expect(row.image_url).toBeNull();
      expect(row.link).toMatch(/^https:\/\/www\./);
    }
    for (const row of facts.fact_awards ?? []) {
      expect(row.image_url).toBeNull();
      expect(row.target_url).toMatch(/\/awards\//);
    }
    for (const row of facts.fact_reviews ?? [])
      expect([typeof row.day, row.country_code]).toEqual(['number', expect.any(String)]);
  });
});
