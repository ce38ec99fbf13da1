import {
  type WidgetDataAnswer,
  widgetDataAnswerSchema,
  widgetDataRequestSchema,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWidgetQuery } from '../../analytics/engine/runWidgetQuery';
import { customerRetailers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { type MarketTenant, seedMarketCatalogue, seedMarketFacts } from './seedMarket';

let t: TestApp;
let tenants: MarketTenant[] = [];
const LAST_DAY = 20_400;
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

const query = async (text: string, values: (number | string)[] = []) =>
  (await t.app.analytics.connection.runAndReadAll(text, values)).getRowObjectsJS();

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedMarketCatalogue(t.app.db, 'small');
  await seedMarketFacts(t.app.db, t.app.analytics.connection, tenants, { lastDay: LAST_DAY });
});
afterAll(async () => {
  await t.close();
});

describe('image similarity on the demo market', () => {
  it('stores the checks day first, first image with ism and the carousel with fcism', async () => {
    for (const tenant of tenants) {
      const days = (
        await query('select day::VARCHAR as day from fact_image_similarity where customer_id = $1 order by rowid', [
          tenant.customerId,
        ])
      ).map((row) => String(row.day));
      expect(days.length).toBeGreaterThan(0);
      expect(days).toEqual([...days].sort());
    }
    const positions = await query(
      'select module, max(position)::INTEGER as top from fact_image_similarity group by module order by module',
    );
    expect(positions).toEqual([
      { module: 'fcism', top: expect.any(Number) },
      { module: 'ism', top: 1 },
      { module: 'none', top: 1 },
    ]);
    expect(Number(positions[0]?.top)).toBeGreaterThan(1);
  });

  it('draws the demo widget from the checks: upgrade to check exactly where the retailer has no module', async () => {
    const acme = tenants[0]!;
    const modules = new Map(
      (await t.app.db.select().from(customerRetailers).where(eq(customerRetailers.customerId, acme.customerId))).map(
        (row) => [row.retailerId, row.module],
      ),
    );
    const answer = widgetDataAnswerSchema.parse(
      await runWidgetQuery({
        db: t.app.db,
        connection: t.app.analytics.connection,
        customerId: acme.customerId,
        user: { id: 0, isSystemAdmin: true },
        definition: widgetQueryDefinitionSchema.parse({
          visualizationType: 'IMAGE_SIMILARITY_OVERVIEW',
          dimensionId: 1,
          dateDataSelection: '7d',
        }),
        request: widgetDataRequestSchema.parse({}),
        today: isoDay(LAST_DAY + 1),
      }),
    ) as Extract<WidgetDataAnswer, { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW' }>;
    expect(answer.rawOutput.products.length).toBeGreaterThan(5);
    const results = answer.rawOutput.products.flatMap((product) => product.results);
    for (const result of results) {
      expect(result.status === 'upgrade_to_check', `retailer ${result.retailerId}`).toBe(
        modules.get(result.retailerId) === 'none',
      );
    }
    const labelled = results.filter((result) =>
      ['equal', 'highly_similar', 'somewhat_similar', 'different'].includes(result.status),
    );
    expect(labelled.length).toBeGreaterThan(results.length / 2);
    expect(
      labelled.every((result) => result.score !== null && result.checkedOn !== null && result.nextCheckOn !== null),
    ).toBe(true);
    expect(new Set(labelled.map((result) => result.status)).size).toBeGreaterThan(1);
    // Columns: retailers that check images first, then those that only say "upgrade to check".
    const order = answer.rawOutput.retailers.map((retailer) => modules.get(retailer.id) === 'none');
    expect(order).toContain(true);
    expect(order).toEqual([...order].sort((a, b) => Number(a) - Number(b)));
  });
});
