import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueTestApp } from '../test/catalogueTestApp';
import { productCategories } from './market/catalogueData';

const t = catalogueTestApp('demo');

const texts = async () =>
  (
    await t.app.db.execute<{ type: string; title: string; sub_title: string | null; body: string }>(
      sql`select distinct type, title, sub_title, body from notifications where customer_id = ${t.acme} order by type`,
    )
  ).rows;

describe('the demo notifications', () => {
  it('name only retailers the demo catalogue tracks for Acme', async () => {
    const { rows } = await t.app.db.execute<{ display_name: string }>(sql`select r.display_name from retailers r
      join customer_retailers cr on cr.retailer_id = r.id and cr.customer_id = ${t.acme}`);
    const tracked = new Set(rows.map((row) => row.display_name));
    const seeded = await texts();
    const alerts = seeded.filter((row) => row.type.endsWith('_ALERT'));
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      // An alert's subtitle lists its retailers, and its body names each of them.
      const named = (alert.sub_title ?? '').split(', ');
      for (const name of named) {
        expect(tracked, `${alert.title}: ${name}`).toContain(name);
        expect(alert.body).toContain(name);
      }
    }
    // Where a body says "at <retailer>", the retailer is one of the tracked.
    for (const row of seeded) {
      for (const [, name] of row.body.matchAll(/\bat ([A-Z][\w+]*(?: [A-Z][\w+]*)*)/g)) {
        expect(tracked, `${row.title}: ${name}`).toContain(name);
      }
    }
  });

  it('name products by a brand and category of which Acme has products', async () => {
    const { rows } = await t.app.db.execute<{ name: string }>(
      sql`select name from products where customer_id = ${t.acme}`,
    );
    const products = rows.map((row) => row.name);
    const seeded = await texts();
    let named = 0;
    for (const row of seeded) {
      for (const category of productCategories) {
        const plural = category.name.toLowerCase();
        for (const [, brand] of `${row.title} ${row.body}`.matchAll(new RegExp(`([A-Z][\\w+]*) ${plural}`, 'g'))) {
          named += 1;
          const some = products.find((name) => name.startsWith(`${brand} `) && name.includes(category.singular));
          expect(some, `${brand} ${plural}`).toBeDefined();
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });
});
