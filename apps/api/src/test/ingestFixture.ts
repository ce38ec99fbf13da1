import { sql } from 'drizzle-orm';
import { createTestApp, login, type TestApp } from './testApp';

/** Ids of the small catalogue the ingestion tests load into. */
export interface IngestFixture {
  t: TestApp;
  acme: number;
  brandco: number;
  tokens: Record<string, string>;
  retailer: { amazon: number; otto: number; brandcoOnly: number };
  product: { kettle: number; toaster: number; twinA: number };
  /** Rows of fact_daily of a customer, ordered by day, retailer and product. */
  facts(customerId: number): Promise<Record<string, unknown>[]>;
}

const USERS = [
  'admin@acme.test',
  'analyst@acme.test',
  'pm@acme.test',
  'readonly@acme.test',
  'sysadmin@shelfsight.test',
];

/**
 * The demo tenant plus a catalogue: Acme tracks amazon-de and otto-de, Brandco tracks only bol-nl.
 * Kettle has a MAP of 20 EUR and is "K-1" at amazon-de; the twins share one GTIN.
 */
export async function ingestFixture(options: Parameters<typeof createTestApp>[0] = {}): Promise<IngestFixture> {
  const t = await createTestApp(options);
  await t.app.ready();
  const db = t.app.db;
  const customers = (await db.execute<{ id: number; name: string }>(sql`select id, name from customers`)).rows;
  const acme = customers.find((row) => row.name === 'Acme Retail')?.id ?? 0;
  const brandco = customers.find((row) => row.name === 'Brandco')?.id ?? 0;
  await db.execute(
    sql`insert into countries (code, name, currency) values ('DE', 'Germany', 'EUR'), ('NL', 'Netherlands', 'EUR') on conflict do nothing`,
  );
  const retailer = async (name: string, country: string) =>
    (
      await db.execute<{ id: number }>(sql`insert into retailers (name, display_name, country_code, site_root_url)
      values (${name}, ${name}, ${country}, ${`https://${name}.example`}) returning id`)
    ).rows[0]?.id ?? 0;
  const amazon = await retailer('amazon-de', 'DE');
  const otto = await retailer('otto-de', 'DE');
  const brandcoOnly = await retailer('bol-nl', 'NL');
  await db.execute(
    sql`insert into customer_retailers (customer_id, retailer_id) values (${acme}, ${amazon}), (${acme}, ${otto}), (${brandco}, ${brandcoOnly})`,
  );
  const product = async (name: string, gtin: string, map: string | null) =>
    (
      await db.execute<{ id: number }>(sql`insert into products (customer_id, name, gtin_codes, map_price, map_currency)
      values (${acme}, ${name}, ARRAY[${gtin}]::text[], ${map}::numeric, ${map ? 'EUR' : null}) returning id`)
    ).rows[0]?.id ?? 0;
  const kettle = await product('Kettle', '4006381333931', '20.00');
  const toaster = await product('Toaster', '4006381333948', null);
  const twinA = await product('Twin A', '4000000000001', null);
  await product('Twin B', '4000000000001', null);
  await db.execute(sql`insert into retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url)
    values (${acme}, ${amazon}, ${kettle}, 'K-1', 'https://amazon-de.example/k-1')`);
  const tokens: Record<string, string> = {};
  for (const email of USERS) tokens[email] = (await login(t.app, email)).token;
  const facts = async (customerId: number) => {
    const reader = await t.app.analytics.connection.runAndReadAll(
      `SELECT * FROM fact_daily WHERE customer_id = $1 ORDER BY day, retailer_id, product_id`,
      [customerId],
    );
    return reader.getRowObjectsJson() as Record<string, unknown>[];
  };
  return {
    t,
    acme,
    brandco,
    tokens,
    retailer: { amazon, otto, brandcoOnly },
    product: { kettle, toaster, twinA },
    facts,
  };
}
