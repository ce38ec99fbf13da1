import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clustersOf } from '../modules/visibilityClusters';
import { catalogueTestApp } from '../test/catalogueTestApp';
import { seedMarketCatalogue } from './market/seedMarket';
import { demoManualCluster } from './savedFilters';

const t = catalogueTestApp('demo');

beforeAll(async () => {
  // A second start finds the catalogue and adds nothing.
  await seedMarketCatalogue(t.app.db, 'demo');
}, 120_000);

const customerId = async (name: string) =>
  Number((await t.app.db.execute<{ id: number }>(sql`select id from customers where name = ${name}`)).rows[0]?.id);

describe('the demo visibility clusters', () => {
  it.each(['Acme Retail', 'Brandco'])('give %s three clusters, manual and conditional', async (customer) => {
    const id = await customerId(customer);
    const clusters = await clustersOf(t.app.db, id);
    expect(clusters.map((cluster) => [cluster.name, cluster.type]).sort()).toEqual([
      ['Coffee machines', 'CONDITIONAL'],
      [demoManualCluster.name, 'MANUAL'],
      ['Toothbrushes', 'CONDITIONAL'],
    ]);
    // The manual one holds the customer's keywords of those names, at every retailer that tracks them.
    const { rows } = await t.app.db.execute<{ id: number }>(
      sql`select id from search_keywords where customer_id = ${id}
          and name in (${demoManualCluster.keywords[0]}, ${demoManualCluster.keywords[1]})`,
    );
    const manual = clusters.find((cluster) => cluster.type === 'MANUAL');
    expect(rows.length).toBeGreaterThan(1);
    expect(manual?.entities.map((entity) => entity.entityId).sort((a, b) => a - b)).toEqual(
      rows.map((row) => Number(row.id)).sort((a, b) => a - b),
    );
    expect(manual).toMatchObject({ active: true, isDraft: false, conditions: [] });
  });
});
