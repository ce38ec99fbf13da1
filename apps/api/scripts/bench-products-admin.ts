// The products admin over 100,000 products of one tenant, on an in-memory PGlite (the embedded default): pages in
// each sort order, a deep page, searches by part of a name, a brand and a code, a filter set and the finder. Prints
// the median of 5 runs of each against the 100 ms budget, beside a floor (one scan of the tenant's products), and
// the median CPU time of the process (the database runs in it), which a loaded machine slows far less than the
// wall time. It reports; it does not fail. `--record` adds a dated row to docs/performance.md.
import { PGlite } from '@electric-sql/pglite';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { sql } from 'drizzle-orm';
import { fromPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { PGLITE_EXTENSIONS } from '../src/db/pgliteExtensions';
import { findProductPages } from '../src/modules/productsAdmin/productsLookup.repository';
import { intArray, listProductsV2 } from '../src/modules/productsAdmin/productsV2.repository';
import { seedDemo } from '../src/seed/seed';
import { seedMarketCatalogue } from '../src/seed/market/seedMarket';

const PRODUCTS = 100_000;
const BUDGET_MS = 100;

const floor = `before the run: ${machineLoad()}`;
const figures: string[] = [];
const step = (label: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${label}`);
const database = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
await migrate(database);
const db = database.db;
step('migrated');
await seedDemo(db);
step('demo seeded');
const tenants = await seedMarketCatalogue(db, 'small');
const customerId = tenants.find((tenant) => tenant.name === 'Acme Retail')!.customerId;
step('market catalogue seeded');
let started = performance.now();
// Bulk load in SQL: brands, products with codes, three expected retailers each, pages at two of them, one tag each.
await db.execute(sql`INSERT INTO brands (customer_id, name)
  SELECT ${customerId}, 'Bench brand ' || i FROM generate_series(1, 300) i`);
await db.execute(sql`INSERT INTO products (customer_id, brand_id, name, gtin_codes, mpn_codes)
  SELECT ${customerId}, (SELECT id FROM brands WHERE customer_id = ${customerId} AND name = 'Bench brand ' || (1 + i % 300)),
    (array['Shampoo','Drill','Coffee','Soap','Chair'])[1 + i % 5] || ' ' || md5(i::text),
    ARRAY[lpad(i::text, 13, '4')], ARRAY['MPN-' || i]
  FROM generate_series(1, ${PRODUCTS}) i`);
// Fresh statistics, so the foreign-key checks below plan an index lookup instead of a scan of 24 rows grown to 100,000.
await db.execute(sql`ANALYZE products`);
step('products loaded');
const { rows: tracked } = await db.execute<{ retailer_id: number }>(
  sql`SELECT retailer_id FROM customer_retailers WHERE customer_id = ${customerId} ORDER BY retailer_id`,
);
const expectedAt = intArray(tracked.slice(0, 3).map((row) => row.retailer_id));
const listedAt = intArray(tracked.slice(0, 2).map((row) => row.retailer_id));
const benchProducts = sql`SELECT id FROM products WHERE customer_id = ${customerId} AND name NOT LIKE '% % % %'`;
await db.execute(sql`INSERT INTO assortments (customer_id, retailer_id, product_id)
  SELECT ${customerId}, r, p.id FROM (${benchProducts}) p CROSS JOIN unnest(${expectedAt}) r ON CONFLICT DO NOTHING`);
step('assortments loaded');
await db.execute(sql`INSERT INTO retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url)
  SELECT ${customerId}, r, p.id, 'B' || p.id || '-' || r, 'https://shop.example/p/' || p.id
  FROM (${benchProducts}) p CROSS JOIN unnest(${listedAt}) r ON CONFLICT DO NOTHING`);
step('product pages loaded');
await db.execute(sql`ANALYZE`);
console.log(
  `Loaded ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

async function median(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    await run();
    const cpu = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const middle = times.sort((a, b) => a - b)[2]!;
  const middleCpu = cpuTimes.sort((a, b) => a - b)[2]!;
  const verdict = middle <= BUDGET_MS ? 'PASS' : 'OVER';
  console.log(`${label.padEnd(44)} ${middle.toFixed(1).padStart(7)} ms ${verdict} (CPU ${middleCpu.toFixed(1)} ms)`);
  figures.push(`${label} ${middle.toFixed(1)} ms (CPU ${middleCpu.toFixed(1)} ms) ${verdict}`);
}

await median('floor: count every product (one scan)', () =>
  db.execute(sql`SELECT count(*) FROM products WHERE customer_id = ${customerId} AND search_text <> ''`),
);
const base = { page: 1, pageSize: 50, sort: 'name', order: 'asc' } as const;
await median('first page by name', () => listProductsV2(db, customerId, base));
await median('page 1,000 by name', () => listProductsV2(db, customerId, { ...base, page: 1000 }));
await median('first page by brand', () => listProductsV2(db, customerId, { ...base, sort: 'brandName' }));
await median('first page by match status', () => listProductsV2(db, customerId, { ...base, sort: 'matchStatus' }));
await median('search part of a name (ab12)', () => listProductsV2(db, customerId, { ...base, search: 'ab12' }));
await median('search a brand (Bench brand 17)', () =>
  listProductsV2(db, customerId, { ...base, search: 'Bench brand 17' }),
);
await median('search a GTIN part (4441234)', () => listProductsV2(db, customerId, { ...base, search: '4441234' }));
await median('filter set: 3 brands', () => listProductsV2(db, customerId, base, [{ brandIds: [11, 12, 13] }]));
await median('finder: a shop product id', () => findProductPages(db, customerId, { search: 'B54242-', limit: 50 }));
if (recordRequested()) await recordFigures('bench:products-admin', { floor, figures: figures.join('; ') });
