import type { ProductList, ProductListDetail, ProductListUpload, UploadPreview } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demoCustomers, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, brandco } = await demoCustomers(t.app));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

function form(text: string | Blob, name: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', typeof text === 'string' ? new Blob([text], { type: 'text/csv' }) : text, name);
  return data;
}

async function upload(listId: number, body: FormData, email = 'pm@acme.test') {
  return call(email, 'POST', `product-lists/${listId}/upload`, body);
}

/** The catalogue as plain rows, to prove a refused file changed nothing. */
async function catalogue() {
  const { rows } = await t.app.db.execute(sql`SELECT
    (SELECT json_agg(p ORDER BY p.id) FROM products p WHERE customer_id = ${acme}) AS products,
    (SELECT json_agg(b ORDER BY b.id) FROM brands b WHERE customer_id = ${acme}) AS brands,
    (SELECT json_agg(x ORDER BY x.product_id, x.tag_id) FROM product_tags x WHERE customer_id = ${acme}) AS tags,
    (SELECT count(*) FROM product_list_products WHERE customer_id = ${acme}) AS members`);
  return rows[0];
}

const HEADER = 'Brand,Product name,GTIN,MPN,Tag: Category,Attribute: Weight (kg),Attribute: Launch';
const PADDING = '\n'; // files under 100 bytes are refused as empty

describe('product list upload', () => {
  let list: ProductList;

  beforeAll(async () => {
    list = (await call('pm@acme.test', 'POST', 'product-lists/create', { name: 'Kitchen' })).json();
  });

  it('refuses the whole file when one row is bad (INVALID_DATA_ROWS naming row and column) and changes nothing', async () => {
    const before = await catalogue();
    const file = [
      HEADER,
      'Kitchy,Toaster T1,4006381333931,T1,Small appliances,1.5,2026-03-01',
      'Kitchy,Kettle K2,12345,K2,Small appliances,1.1,2026-03-02',
    ].join('\n');
    const response = await upload(list.id, form(file + PADDING, 'kitchen.csv'));
    expect(response.statusCode).toBe(202);
    const answer: ProductListUpload = response.json();
    expect(answer.status).toBe('INVALID_DATA_ROWS');
    expect(answer.problems).toEqual([
      { row: 3, column: 'GTIN', message: '12345 is not a GTIN: use 8, 12, 13 or 14 digits' },
    ]);
    expect(await catalogue()).toEqual(before);
    const shown: ProductList = (await call('pm@acme.test', 'GET', `product-lists/${list.id}`)).json();
    expect(shown.fileUploadStatus).toBe('INVALID_DATA_ROWS');
  });

  it('processes the fixed file: products, brand, tag and attributes created, status PROCESSING_SUCCESS', async () => {
    const file = [
      HEADER,
      'Kitchy,Toaster T1,4006381333931,T1,Small appliances,1.5,2026-03-01',
      'Kitchy,Kettle K2,4006381333948,K2,Small appliances,1.1,2026-03-02',
    ].join('\n');
    const answer: ProductListUpload = (await upload(list.id, form(file + PADDING, 'kitchen.csv'))).json();
    expect(answer).toMatchObject({ status: 'PROCESSING_SUCCESS', rowsTotal: 2, problems: [] });
    const detail: ProductListDetail = (await call('pm@acme.test', 'GET', `product-lists/${list.id}`)).json();
    expect(detail.productCount).toBe(2);
    expect(detail.products.map((p) => [p.name, p.brandName, p.gtinCodes])).toEqual([
      ['Kettle K2', 'Kitchy', ['4006381333948']],
      ['Toaster T1', 'Kitchy', ['4006381333931']],
    ]);
    // Each member carries its own picture: an address signed for <img> that answers without a token.
    for (const product of detail.products)
      expect(product.imageUrl).toMatch(new RegExp(`^/api/product-images/${acme}/${product.id}\\?`));
    const picture = await t.app.inject({ method: 'GET', url: detail.products[0]!.imageUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    expect(detail).toMatchObject({ uploaderName: 'Paula Product', customFields: { tags: 1, attributes: 2 } });
    expect(detail.headers).toContain('Tag: Category');
    const { rows } = await t.app.db.execute<{ name: string; data_type: string; value: string }>(sql`
      SELECT a.name, a.data_type, v.value FROM attributes a JOIN product_attribute_values v
        ON v.customer_id = a.customer_id AND v.attribute_id = a.id
      WHERE a.customer_id = ${acme} ORDER BY a.name, v.value`);
    expect(rows).toEqual([
      { name: 'Launch', data_type: 'd', value: '2026-03-01' },
      { name: 'Launch', data_type: 'd', value: '2026-03-02' },
      { name: 'Weight (kg)', data_type: 'n', value: '1.1' },
      { name: 'Weight (kg)', data_type: 'n', value: '1.5' },
    ]);
    const status = (await call('pm@acme.test', 'GET', 'products-v2/status')).json();
    expect(status.data).toMatchObject({ status: 'PROCESSING_SUCCESS', productListId: list.id });
  });

  it('matches by GTIN on a second upload: no duplicate product, the name is updated', async () => {
    const file = `${HEADER}\nKitchy,Toaster T1 Pro,4006381333931,,Small appliances,1.6,2026-03-01\n` + PADDING;
    expect((await upload(list.id, form(file, 'again.csv'))).json().status).toBe('PROCESSING_SUCCESS');
    const { rows } = await t.app.db.execute<{ name: string }>(
      sql`SELECT name FROM products WHERE customer_id = ${acme} AND '4006381333931' = ANY(gtin_codes)`,
    );
    expect(rows).toEqual([{ name: 'Toaster T1 Pro' }]);
  });

  it('reads a German file with the confirmed locale: ; separator, decimal comma, day-first dates', async () => {
    const file = [
      'Brand;Product name;GTIN;Attribute: Weight (kg);Attribute: Launch',
      'Kitchy;Mixer M3;4006381333955;1.234,5;31.12.2026',
    ].join('\n');
    const preview: UploadPreview = (
      await call('pm@acme.test', 'POST', `product-lists/${list.id}/upload/preview`, form(file + PADDING, 'de.csv'))
    ).json();
    expect(preview.detected).toEqual({ separator: ';', decimalMark: ',', dateOrder: 'DMY' });
    expect(preview.rows[0]).toEqual(['Kitchy', 'Mixer M3', '4006381333955', '1.234,5', '31.12.2026']);
    const answer = (await upload(list.id, form(file + PADDING, 'de.csv', preview.detected))).json();
    expect(answer.status).toBe('PROCESSING_SUCCESS');
    const { rows } = await t.app.db.execute<{ value: string }>(sql`
      SELECT v.value FROM product_attribute_values v JOIN products p ON p.customer_id = v.customer_id AND p.id = v.product_id
      WHERE v.customer_id = ${acme} AND p.name = 'Mixer M3' ORDER BY v.value`);
    expect(rows.map((row) => row.value)).toEqual(['1234.5', '2026-12-31']);
  });

  it('gives the header, file type and read statuses of §4.2', async () => {
    const unknownColumn = await upload(
      list.id,
      form(`Product name,GTIN,Colour\nA,4006381333931,red\n${PADDING.repeat(80)}`, 'a.csv'),
    );
    expect(unknownColumn.json()).toMatchObject({
      status: 'INVALID_HEADER_ROW',
      problems: [{ row: 1, column: 'Colour', message: 'Unknown column' }],
    });
    const pdf = await upload(
      list.id,
      form(new Blob(['%PDF-1.4'.padEnd(200, ' ')], { type: 'application/pdf' }), 'a.pdf'),
    );
    expect(pdf.json().status).toBe('INVALID_FILETYPE');
    const broken = new Blob(['PK not really a workbook'.padEnd(200, '!')], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect((await upload(list.id, form(broken, 'a.xlsx'))).json().status).toBe('FILE_READ_FAILED');
  });

  it('processes an XLSX file', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow(['Brand', 'Product name', 'GTIN']);
    sheet.addRow(['Kitchy', 'Blender B4', '4006381333962']);
    const blob = new Blob([await book.xlsx.writeBuffer()], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect((await upload(list.id, form(blob, 'b.xlsx'))).json().status).toBe('PROCESSING_SUCCESS');
  });

  it('fills an ASSORTMENT list: a tracked retailer per row, its assortment and product page', async () => {
    await t.app.db.execute(sql`INSERT INTO countries (code, name, currency) VALUES ('DE', 'Germany', 'EUR')
      ON CONFLICT DO NOTHING`);
    const { rows: made } = await t.app.db.execute<{ id: number }>(sql`INSERT INTO retailers
      (name, display_name, country_code, site_root_url) VALUES ('otto-de', 'Otto', 'DE', 'https://www.otto.de') RETURNING id`);
    const retailerId = Number(made[0]?.id);
    await t.app.db.execute(
      sql`INSERT INTO customer_retailers (customer_id, retailer_id) VALUES (${acme}, ${retailerId})`,
    );
    const assortment: ProductList = (
      await call('pm@acme.test', 'POST', 'product-lists/create', { name: 'Otto range', type: 'ASSORTMENT' })
    ).json();
    const header = 'Product name,GTIN,Retailer,Shop product id,PDP URL';
    const unknown = `${header}\nToaster T1,4006381333931,Nowhere,,\n${PADDING.repeat(40)}`;
    expect((await upload(assortment.id, form(unknown, 'otto.csv'))).json()).toMatchObject({
      status: 'INVALID_DATA_ROWS',
      problems: [{ row: 2, column: 'Retailer', message: 'Nowhere is not a tracked retailer' }],
    });
    const good = `${header}\nToaster T1,4006381333931,Otto,OT-1,https://www.otto.de/p/ot-1\n${PADDING.repeat(40)}`;
    expect((await upload(assortment.id, form(good, 'otto.csv'))).json().status).toBe('PROCESSING_SUCCESS');
    const { rows } = await t.app.db.execute<{ shop_product_id: string; listed: boolean }>(sql`
      SELECT rp.shop_product_id, EXISTS (SELECT 1 FROM assortments a WHERE a.customer_id = rp.customer_id
        AND a.retailer_id = rp.retailer_id AND a.product_id = rp.product_id) AS listed
      FROM retailer_products rp WHERE rp.customer_id = ${acme} AND rp.retailer_id = ${retailerId}`);
    expect(rows).toEqual([{ shop_product_id: 'OT-1', listed: true }]);
  });

  it('refuses uploads without write access and of another tenant', async () => {
    const body = form(`${HEADER}\n${PADDING.repeat(90)}`, 'x.csv');
    expect((await upload(list.id, body, 'analyst@acme.test')).statusCode).toBe(403);
    expect((await upload(list.id, form('x'.repeat(200), 'x.csv'), 'readonly@acme.test')).statusCode).toBe(403);
    const other = await call(
      'pm@acme.test',
      'POST',
      `product-lists/${list.id}/upload`,
      form('x'.repeat(200), 'x.csv'),
      brandco,
    );
    expect(other.statusCode).toBe(403);
    const badLocale = await upload(list.id, form(`${HEADER}\n${PADDING.repeat(90)}`, 'x.csv', { separator: ':' }));
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().message).toContain('separator');
  });
});
