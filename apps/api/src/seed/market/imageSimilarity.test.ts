import { describe, expect, it } from 'vitest';
import type { FactRow } from '../../analytics/factWriter';
import { CHECK_INTERVAL_DAYS, generateImageSimilarity, similarityStatus } from './imageSimilarity';
import type { MarketCatalogue } from './marketCatalogue';
import { testCatalogue } from './testCatalogue';

const LAST_DAY = 20_400;
const DAYS = 150;
const DAY_MS = 86_400_000;

/** The test tenant with one retailer per module: first image, full carousel, and none. */
function catalogue(): MarketCatalogue {
  const base = testCatalogue();
  const [first, second] = base.retailers;
  const third = { ...first!, id: 3, name: 'nomodule-de' };
  return {
    ...base,
    retailers: [
      { ...first!, imageModule: 'ism' },
      { ...second!, imageModule: 'fcism' },
      { ...third, imageModule: 'none' },
    ],
    pairs: [...base.pairs, ...base.products.map((product) => ({ retailerId: 3, productId: product.id, hasPdp: true }))],
  };
}

async function generate(seed: number, lastDay = LAST_DAY) {
  const rows: FactRow[] = [];
  const count = await generateImageSimilarity(catalogue(), { seed, lastDay, days: DAYS }, (row) => rows.push(row));
  expect(count).toBe(rows.length);
  return rows;
}

const of = (rows: FactRow[], retailerId: number) => rows.filter((row) => row.retailer_id === retailerId);

describe('image similarity generator', () => {
  it('gives the same rows for the same seed and other rows for another seed', async () => {
    const rows = await generate(7);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(await generate(7))).toBe(JSON.stringify(rows));
    expect(JSON.stringify(await generate(8))).not.toBe(JSON.stringify(rows));
  });

  it('writes rows day first, in retailer and product order within a day', async () => {
    const keys = (await generate(7)).map((row) => [
      row.day as number,
      row.retailer_id as number,
      row.product_id as number,
      row.position as number,
    ]);
    const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]! || a[3]! - b[3]!);
    expect(keys).toEqual(sorted);
  });

  it('checks the first image with ism, the whole carousel with fcism, and nothing without a module', async () => {
    const rows = await generate(7);
    const ism = of(rows, 1);
    expect(new Set(ism.map((row) => row.position))).toEqual(new Set([1]));
    expect(ism.every((row) => row.module === 'ism')).toBe(true);
    const carousel = of(rows, 2);
    expect(Math.max(...carousel.map((row) => row.position as number))).toBeGreaterThanOrEqual(3);
    const none = of(rows, 3);
    expect(none.length).toBeGreaterThan(0);
    expect(
      none.every(
        (row) =>
          row.status === 'upgrade_to_check' && row.score === null && row.checked_on === null && row.position === 1,
      ),
    ).toBe(true);
    expect([...ism, ...carousel].some((row) => row.status === 'upgrade_to_check')).toBe(false);
    // The pair without a product page has no images to check.
    expect(ism.some((row) => row.product_id === 12)).toBe(false);
  });

  it('labels each score by its cut-off, and leaves the score out while in progress or on an error', async () => {
    const checked = (await generate(7)).filter((row) => row.module !== 'none');
    for (const row of checked) {
      if (typeof row.score === 'number') {
        expect(row.status).toBe(similarityStatus(row.score));
        expect(row.score).toBeGreaterThanOrEqual(0);
        expect(row.score).toBeLessThanOrEqual(100);
      } else expect(['in_progress', 'error']).toContain(row.status);
    }
    const statuses = new Set(checked.map((row) => row.status));
    for (const status of ['equal', 'highly_similar', 'somewhat_similar', 'different', 'in_progress'])
      expect(statuses).toContain(status);
  });

  it('checks weekly, next check a week on, and answers a queued re-check the next day', async () => {
    const rows = (await generate(7)).filter((row) => row.retailer_id === 1 && row.product_id === 1);
    const done = rows.filter((row) => row.checked_on !== null);
    for (const row of done) {
      expect(Math.floor((row.checked_on as number) / DAY_MS)).toBe(row.day);
      expect((row.next_check_on as number) - (row.checked_on as number)).toBeLessThanOrEqual(
        CHECK_INTERVAL_DAYS * DAY_MS,
      );
    }
    const all = await generate(7);
    const inProgress = all.filter((row) => row.status === 'in_progress' && (row.day as number) < LAST_DAY);
    expect(inProgress.length).toBeGreaterThan(0);
    for (const queued of inProgress) {
      const next = all.find(
        (row) =>
          row.retailer_id === queued.retailer_id &&
          row.product_id === queued.product_id &&
          row.position === queued.position &&
          row.day === (queued.day as number) + 1,
      );
      expect(next?.checked_on, `re-check of ${queued.retailer_id}:${queued.product_id}`).not.toBeNull();
    }
  });

  it('drifts over time: some pairs change status between their first and last check', async () => {
    const rows = (await generate(7)).filter(
      (row) => row.module !== 'none' && row.position === 1 && typeof row.score === 'number',
    );
    const byPair = new Map<string, FactRow[]>();
    for (const row of rows)
      byPair.set(`${row.retailer_id}:${row.product_id}`, [
        ...(byPair.get(`${row.retailer_id}:${row.product_id}`) ?? []),
        row,
      ]);
    const changed = [...byPair.values()].filter((pair) => new Set(pair.map((row) => row.status)).size > 1);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(byPair.size);
  });
});
