import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { createTestApp, demoCustomers, demoUserIds, type TestApp } from '../../test/testApp';
import type { ProductRow } from './productRows';
import { RowConflicts, type WriteTarget, writeProducts } from './productWrite';

let t: TestApp;
let acme = 0;
let listId = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ acme } = await demoCustomers(t.app));
  const { 'pm@acme.test': owner } = await demoUserIds(t.app, ['pm@acme.test']);
  const { rows } = await t.app.db.execute<{ id: number }>(sql`INSERT INTO product_lists (customer_id, name, owner_id)
    VALUES (${acme}, 'Set-based write', ${owner}) RETURNING id`);
  listId = Number(rows[0]?.id);
});
afterAll(async () => {
  await t.close();
});

/** A product as the plain computation keeps it: codes as sorted sets, tags and attributes by their names. */
interface PlainProduct {
  id: number | null;
  name: string;
  brand: string | null;
  gtins: string[];
  mpns: string[];
  others: string[];
  tags: Record<string, string>;
  attributes: Record<string, string>;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The tenant's catalogue and the list's members, read back from the tables. */
async function readCatalogue(): Promise<{ products: PlainProduct[]; members: number[] }> {
  const { rows } = await t.app.db.execute<{
    id: number;
    name: string;
    brand: string | null;
    gtin_codes: string[];
    mpn_codes: string[];
    other_codes: string[];
    tags: Record<string, string> | null;
    attributes: Record<string, string> | null;
  }>(sql`SELECT p.id, p.name, b.name AS brand, p.gtin_codes, p.mpn_codes, p.other_codes,
      (SELECT jsonb_object_agg(c.name, g.value) FROM product_tags pt
        JOIN tags g ON g.customer_id = pt.customer_id AND g.id = pt.tag_id
        JOIN tag_categories c ON c.customer_id = g.customer_id AND c.id = g.category_id
        WHERE pt.customer_id = p.customer_id AND pt.product_id = p.id) AS tags,
      (SELECT jsonb_object_agg(a.name, v.value) FROM product_attribute_values v
        JOIN attributes a ON a.customer_id = v.customer_id AND a.id = v.attribute_id
        WHERE v.customer_id = p.customer_id AND v.product_id = p.id) AS attributes
    FROM products p LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
    WHERE p.customer_id = ${acme} ORDER BY p.id`);
  const members = await t.app.db.execute<{ product_id: number }>(sql`SELECT product_id FROM product_list_products
    WHERE customer_id = ${acme} AND product_list_id = ${listId} ORDER BY product_id`);
  return {
    products: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      brand: row.brand,
      gtins: sorted(row.gtin_codes),
      mpns: sorted(row.mpn_codes),
      others: sorted(row.other_codes),
      tags: row.tags ?? {},
      attributes: row.attributes ?? {},
    })),
    members: members.rows.map((row) => Number(row.product_id)),
  };
}

/**
 * The rules applied one row at a time: match by the row's GTINs in order, then its MPNs (a code several products
 * carry: the oldest), update the match or create a product; a tag cell replaces the category's tag.
 */
function applyRowByRow(
  before: PlainProduct[],
  rows: ProductRow[],
  after: PlainProduct[],
): { products: PlainProduct[]; fileIds: number[] } {
  // New products take the ids the write gave them, in file order: the lowest new id goes to the first new row.
  const known = new Set(before.map((product) => product.id));
  const newIds = after.flatMap((product) => (known.has(product.id) ? [] : [product.id as number]));
  const products = before.map((product) => structuredClone(product));
  const existing = [...products];
  const owner = (codes: string[], field: 'gtins' | 'mpns') => {
    for (const code of codes) {
      const found = existing.find((product) => product[field].includes(code));
      if (found) return found;
    }
    return undefined;
  };
  const fileIds: number[] = [];
  for (const row of rows) {
    let product = owner(row.gtins, 'gtins') ?? owner(row.mpns, 'mpns');
    if (!product) {
      product = { id: null, name: row.name, brand: null, gtins: [], mpns: [], others: [], tags: {}, attributes: {} };
      products.push(product);
    }
    product.name = row.name;
    if (row.brand) product.brand = row.brand;
    product.gtins = sorted([...product.gtins, ...row.gtins]);
    product.mpns = sorted([...product.mpns, ...row.mpns]);
    product.others = sorted([...product.others, ...row.others]);
    for (const tag of row.tags) product.tags[tag.category] = tag.value;
    for (const attribute of row.attributes) product.attributes[attribute.name] = attribute.value;
    if (product.id === null) product.id = newIds.shift() ?? -1;
    fileIds.push(product.id);
  }
  return { products, fileIds };
}

const row = (number: number, fields: Partial<ProductRow> & { name: string }): ProductRow => ({
  row: number,
  brand: null,
  gtins: [],
  mpns: [],
  others: [],
  tags: [],
  attributes: [],
  retailer: null,
  shopProductId: null,
  pdpUrl: null,
  ...fields,
});

const target = (processingMode = 'APPEND'): WriteTarget => ({
  customerId: acme,
  listId,
  processingMode,
  attributeTypes: new Map([
    ['Weight (kg)', 'n'],
    ['Colour', 's'],
  ]),
  retailers: null,
});

async function write(rows: ProductRow[], mode?: string) {
  await t.app.db.transaction(async (tx) => writeProducts(tx as unknown as Db, target(mode), rows));
}

describe('set-based product write', () => {
  it('writes what a row-by-row computation expects on a file of new, GTIN- and MPN-matched rows', async () => {
    const first = [
      row(2, {
        name: 'Blender B1',
        brand: 'Mixa',
        gtins: ['4006381333900'],
        mpns: ['B1'],
        tags: [{ category: 'Kind', value: 'Kitchen' }],
      }),
      row(3, { name: 'Mixer M2', brand: 'Mixa', mpns: ['M2'], attributes: [{ name: 'Weight (kg)', value: '2.5' }] }),
      row(4, {
        name: 'Juicer J3',
        gtins: ['4006381333917', '4006381333924'],
        tags: [
          { category: 'Kind', value: 'Kitchen' },
          { category: 'Range', value: 'Pro' },
        ],
      }),
    ];
    // Two products of another source share a GTIN: a row with it matches the older.
    await t.app.db.execute(sql`INSERT INTO products (customer_id, name, gtin_codes, mpn_codes) VALUES
      (${acme}, 'Shared code, older', '{4006381333979}', '{OLD1}'), (${acme}, 'Shared code, newer', '{4006381333979}', '{}')`);
    const start = await readCatalogue();
    await write(first);
    const afterFirst = await readCatalogue();
    const firstExpected = applyRowByRow(start.products, first, afterFirst.products);
    expect(afterFirst.products).toEqual(firstExpected.products);

    const mixed = [
      // Matched by its second GTIN: the first is unknown, so it is added.
      row(2, {
        name: 'Juicer J3 Plus',
        gtins: ['4006381333931', '4006381333924'],
        others: ['SKU-9'],
        tags: [{ category: 'Range', value: 'Home' }],
      }),
      // Matched by MPN only; no brand keeps the brand; the attribute value changes and one is added.
      row(3, {
        name: 'Mixer M2',
        mpns: ['M2', 'M2-EU'],
        attributes: [
          { name: 'Weight (kg)', value: '2.7' },
          { name: 'Colour', value: 'Red' },
        ],
      }),
      // New products, one with a new tag category and value.
      row(4, {
        name: 'Grinder G4',
        brand: 'Grindo',
        gtins: ['4006381333948'],
        tags: [{ category: 'Season', value: 'Winter' }],
      }),
      row(5, { name: 'Kettle K5', mpns: ['K5'], tags: [{ category: 'Kind', value: 'Kitchen' }] }),
      // The older of two products with the GTIN, renamed, with a first tag.
      row(6, {
        name: 'Shared code, renamed',
        gtins: ['4006381333979'],
        tags: [{ category: 'Kind', value: 'Living' }],
      }),
      // Unchanged: rewritten as it is.
      row(7, {
        name: 'Blender B1',
        brand: 'Mixa',
        gtins: ['4006381333900'],
        mpns: ['B1'],
        tags: [{ category: 'Kind', value: 'Kitchen' }],
      }),
    ];
    await write(mixed);
    const after = await readCatalogue();
    const expected = applyRowByRow(afterFirst.products, mixed, after.products);
    expect(after.products).toEqual(expected.products);
    const byNumber = (a: number, b: number) => a - b;
    expect(after.members).toEqual([...new Set([...afterFirst.members, ...expected.fileIds])].sort(byNumber));

    // REPLACE keeps only the file's products in the list.
    await write(mixed.slice(0, 2), 'REPLACE');
    const afterReplace = await readCatalogue();
    const replaced = applyRowByRow(after.products, mixed.slice(0, 2), afterReplace.products);
    expect(afterReplace.products).toEqual(replaced.products);
    expect(afterReplace.members).toEqual([...replaced.fileIds].sort(byNumber));
  });

  it('links a new product once to a tag its row names twice, and stores each of its attribute values', async () => {
    const gtin = '4006381334006';
    await write([
      row(2, {
        name: 'Toaster T6',
        gtins: [gtin],
        tags: [
          { category: 'Kind', value: 'Kitchen' },
          { category: 'Kind', value: 'Kitchen' },
        ],
        attributes: [{ name: 'Colour', value: 'Blue' }],
      }),
    ]);
    const { rows } = await t.app.db.execute<{ links: number; values: string[] }>(sql`SELECT
        (SELECT count(*)::integer FROM product_tags pt WHERE pt.customer_id = p.customer_id AND pt.product_id = p.id) AS links,
        (SELECT array_agg(v.value) FROM product_attribute_values v
          WHERE v.customer_id = p.customer_id AND v.product_id = p.id) AS values
      FROM products p WHERE p.customer_id = ${acme} AND p.gtin_codes @> ARRAY[${gtin}]::text[]`);
    expect(rows).toEqual([{ links: 1, values: ['Blue'] }]);
  });

  it('refuses rows that name the same product, naming each later row and the first, and writes nothing', async () => {
    const before = await readCatalogue();
    const rows = [
      row(2, { name: 'New N1', gtins: ['4006381333955'] }),
      row(3, { name: 'Blender by GTIN', gtins: ['4006381333900'] }),
      row(4, { name: 'Blender by MPN', mpns: ['B1'] }),
      row(5, { name: 'Blender again', gtins: ['4006381333962', '4006381333900'] }),
    ];
    const failure = await write(rows).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RowConflicts);
    expect((failure as RowConflicts).problems).toEqual([
      { row: 4, column: 'GTIN', message: 'Same product as row 3' },
      { row: 5, column: 'GTIN', message: 'Same product as row 3' },
    ]);
    expect(await readCatalogue()).toEqual(before);
  });

  it('stores text exactly and keeps each search text as products_search_text computes it, after a brand rename too', async () => {
    // Text the staging parameters must carry as it is: quotes, backslashes, commas, braces, the word NULL.
    const rows = [
      row(2, { name: 'Quote "Q" \\ back, {brace}', brand: 'NULL', mpns: ['Q-1'], others: ['a,b', '{c}'] }),
      row(3, { name: 'NULL', brand: 'Brand "B"', gtins: ['4006381334006'] }),
      row(4, { name: 'No brand', mpns: ['NB\\1'] }),
    ];
    await write(rows);
    await write([row(2, { name: 'NULL', brand: 'Other brand', gtins: ['4006381334006', '4006381334013'] })]);
    await t.app.db.execute(
      sql`UPDATE brands SET name = 'Brand "B" renamed' WHERE customer_id = ${acme} AND name = 'NULL'`,
    );
    const { rows: stored } = await t.app.db.execute<{
      name: string;
      brand: string | null;
      gtin_codes: string[];
      mpn_codes: string[];
      other_codes: string[];
      search_text: string;
      computed: string;
    }>(sql`SELECT p.name, b.name AS brand, p.gtin_codes, p.mpn_codes, p.other_codes, p.search_text,
        products_search_text(p.name, b.name, p.gtin_codes, p.mpn_codes, p.other_codes) AS computed
      FROM products p LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
      WHERE p.customer_id = ${acme} ORDER BY p.id`);
    for (const product of stored) {
      const plain = [
        product.name,
        product.brand,
        ...[product.gtin_codes, product.mpn_codes, product.other_codes].map((codes) => codes.join(' ')),
      ]
        .filter((part) => part !== null)
        .join(' ')
        .toLowerCase();
      expect(product.search_text).toBe(product.computed);
      expect(product.search_text).toBe(plain);
    }
    const byName = new Map(stored.map((product) => [product.name, product]));
    expect(byName.get('Quote "Q" \\ back, {brace}')).toMatchObject({ brand: 'Brand "B" renamed' });
    expect(byName.get('Quote "Q" \\ back, {brace}')?.other_codes.sort()).toEqual(['a,b', '{c}']);
    expect(byName.get('NULL')).toMatchObject({ brand: 'Other brand', mpn_codes: [] });
    expect(byName.get('NULL')?.gtin_codes.sort()).toEqual(['4006381334006', '4006381334013']);
    expect(byName.get('No brand')).toMatchObject({ brand: null, mpn_codes: ['NB\\1'] });
  });

  it('leaves on every trigger of the written tables that the write does not replace itself', async () => {
    // The write may turn off per-row foreign key checks (session_replication_role = replica), which also skips
    // triggers left at ENABLE ORIGIN: a new trigger on these tables must be ENABLE ALWAYS or done by the write.
    const { rows } = await t.app.db.execute<{ name: string; enabled: string }>(sql`SELECT tgname AS name,
        tgenabled AS enabled FROM pg_trigger
      WHERE NOT tgisinternal AND tgrelid::regclass::text IN ('products', 'brands', 'tag_categories', 'tags',
        'product_tags', 'attributes', 'product_attribute_values', 'assortments', 'retailer_products',
        'product_list_products')
      ORDER BY tgname`);
    expect(rows.filter((trigger) => trigger.enabled !== 'A').map((trigger) => trigger.name)).toEqual([
      'products_search_text_trg',
    ]);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('writes the same on a connection without superuser rights: row-by-row key checks, search text by the trigger', async () => {
    const db = t.app.db;
    // A role of this test alone (roles are shared by the server's databases), bound by the tenant policies.
    const role = `product_write_plain_${process.pid}_${Date.now()}`;
    await db.execute(sql.raw(`CREATE ROLE ${role} NOLOGIN NOSUPERUSER`));
    await db.execute(sql.raw(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`));
    await db.execute(sql.raw(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`));
    const rows = [
      row(2, {
        name: 'Plain P1',
        brand: 'Plainbrand',
        gtins: ['4006381334020'],
        tags: [{ category: 'Kind', value: 'Plain' }],
      }),
      row(3, { name: 'Blender B1 again', gtins: ['4006381333900'], attributes: [{ name: 'Colour', value: 'Blue' }] }),
    ];
    const settings = await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
        await tx.execute(sql`SELECT set_config('app.customer_id', ${String(acme)}, true)`);
        await writeProducts(tx as unknown as Db, target(), rows);
        const { rows: current } = await tx.execute<{ superuser: string; replication: string }>(sql`SELECT
          current_setting('is_superuser') AS superuser, current_setting('session_replication_role') AS replication`);
        return current[0];
      })
      .finally(async () => {
        await db.execute(sql.raw(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`));
        await db.execute(sql.raw(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${role}`));
        await db.execute(sql.raw(`DROP ROLE ${role}`));
      });
    expect(settings).toEqual({ superuser: 'off', replication: 'origin' });
    const { rows: written } = await db.execute<{ name: string; brand: string | null; tag: string | null; ok: boolean }>(
      sql`SELECT p.name, b.name AS brand, p.search_text = products_search_text(p.name, b.name, p.gtin_codes,
          p.mpn_codes, p.other_codes) AS ok,
          (SELECT g.value FROM product_tags pt JOIN tags g ON g.customer_id = pt.customer_id AND g.id = pt.tag_id
            JOIN tag_categories c ON c.customer_id = g.customer_id AND c.id = g.category_id
            WHERE pt.customer_id = p.customer_id AND pt.product_id = p.id AND c.name = 'Kind') AS tag
        FROM products p LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
        WHERE p.customer_id = ${acme} AND p.name IN ('Plain P1', 'Blender B1 again') ORDER BY p.name`,
    );
    expect(written).toEqual([
      { name: 'Blender B1 again', brand: 'Mixa', tag: 'Kitchen', ok: true },
      { name: 'Plain P1', brand: 'Plainbrand', tag: 'Plain', ok: true },
    ]);
  });
});
