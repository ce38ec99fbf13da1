import { type ParkerAnswer, parkerAnswerSchema, parkerMessages } from '@shelfsight/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketCatalogue, seedMarketFacts } from '../../seed/market/seedMarket';
import { apiCaller, createTestApp, demoCustomers, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
let lastDay = '';
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';
const call = apiCaller(() => t.app);
const RATE_LIMIT = 12;
/** A chat completions server standing in for the language model; each test sets its reply. */
let modelServer: Server;
let modelReply = '';

const facts = async (text: string, params: (number | string)[]) =>
  (await t.app.analytics.connection.runAndReadAll(text, params)).getRowObjectsJS();

async function ask(question: string, email = admin): Promise<ParkerAnswer> {
  const response = await call(email, 'POST', 'parker/ask', { question });
  expect(response.statusCode, response.body).toBe(200);
  return parkerAnswerSchema.parse(response.json());
}

const brandProducts = async (brandId: number) =>
  (
    await t.app.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE customer_id = ${acme} AND brand_id = ${brandId}`,
    )
  ).rows
    .map((row) => Number(row.id))
    .join(',');

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  modelServer = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: modelReply } }] }));
    });
  });
  await new Promise<void>((resolve) => modelServer.listen(0, '127.0.0.1', resolve));
  const port = (modelServer.address() as AddressInfo).port;
  t = await createTestApp({
    env: { PARKER_RATE_LIMIT: String(RATE_LIMIT), LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test' },
  });
  ({ acme, brandco } = await demoCustomers(t.app));
  const tenants = await seedMarketCatalogue(t.app.db, 'small');
  await seedMarketFacts(t.app.db, t.app.analytics.connection, tenants);
  const [newest] = await facts(`SELECT strftime(max(day), '%Y-%m-%d') AS day FROM fact_daily WHERE customer_id = $1`, [
    acme,
  ]);
  lastDay = String(newest?.day);
  // The read-only role gets Parker too: its members may ask, as the conversation is their own.
  await t.app.db.execute(sql`
    INSERT INTO role_privileges (customer_id, role_id, privilege_id)
    SELECT ${acme}, r.id, p.id FROM roles r, privileges p
     WHERE r.customer_id = ${acme} AND r.name = 'Read only' AND p.type = 'PARKER_ACCESS' AND p.entity IS NULL`);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => modelServer.close(() => resolve()));
});

describe('asking Parker', () => {
  it('counts yesterday’s MAP violations as the facts do', async () => {
    const answer = await ask('How many MAP violations yesterday?');
    const [expected] = await facts(
      `SELECT count(*) FILTER (WHERE selling_price < map_price)::INTEGER AS n
         FROM fact_daily WHERE customer_id = $1 AND day = $2::DATE AND map_price IS NOT NULL AND selling_price IS NOT NULL`,
      [acme, lastDay],
    );
    expect(answer).toMatchObject({ status: 'answered', parsedBy: 'parser', visualization: 'KPI' });
    expect(answer.query?.period).toEqual({ dateFrom: lastDay, dateTo: lastDay });
    expect(Number(expected?.n)).toBeGreaterThan(0);
    expect(answer.rows[0]?.value).toBe(Number(expected?.n));
    // The day written as every screen writes dates: 'Nov 29, 2026'.
    const shownDay = new Date(`${lastDay}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(answer.sentence).toContain(`on ${shownDay}: ${Number(expected?.n).toLocaleString('en')}`);
    expect(answer.widget?.definition).toMatchObject({
      visualizationType: 'KPI',
      metricId: 19,
      aggregationFunction: 'SUM',
    });
  });

  it('lists the products out of stock at a retailer last week, with their days out of stock', async () => {
    const [retailer] = (
      await t.app.db.execute<{ id: number; name: string }>(sql`
        SELECT r.id, r.display_name AS name FROM customer_retailers c JOIN retailers r ON r.id = c.retailer_id
         WHERE c.customer_id = ${acme} ORDER BY r.id LIMIT 1`)
    ).rows;
    const answer = await ask(`Which products were out of stock at ${retailer?.name} last week?`);
    const { dateFrom, dateTo } = answer.query?.period ?? { dateFrom: '', dateTo: '' };
    const monday = new Date(`${addDays(lastDay, 1)}T00:00:00Z`);
    const thisMonday = addDays(addDays(lastDay, 1), -((monday.getUTCDay() + 6) % 7));
    expect({ dateFrom, dateTo }).toEqual({ dateFrom: addDays(thisMonday, -7), dateTo: addDays(thisMonday, -1) });
    const expected = await facts(
      `SELECT product_id, count(*)::INTEGER AS days FROM fact_daily
        WHERE customer_id = $1 AND retailer_id = $2 AND day BETWEEN $3::DATE AND $4::DATE AND listed AND in_stock = false
        GROUP BY product_id ORDER BY product_id`,
      [acme, Number(retailer?.id), dateFrom, dateTo],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.totalRows).toBe(expected.length);
    const shownRows = answer.rows.map((row) => [Number(row.key.replace('product:', '')), row.value]);
    const expectedRows = expected.map((row) => [Number(row.product_id), Number(row.days)]);
    expect(shownRows.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(expectedRows.slice(0, 25));
    expect(answer.productIds.sort((a, b) => a - b)).toEqual(expectedRows.slice(0, 25).map(([id]) => id));
    const [firstLink] = answer.productLinks;
    expect(firstLink?.search).toBe(
      `?product=${firstLink?.productId}&productDateFrom=${dateFrom}&productDateTo=${dateTo}`,
    );
    expect(firstLink?.label).toBe(answer.rows.find((row) => row.key === `product:${firstLink?.productId}`)?.label);
    expect(answer.sentence).toMatch(new RegExp(`^${expected.length} products? were out of stock at ${retailer?.name}`));
  });

  it('answers a trend with a row per day, each as the facts compute it, and a line widget to save', async () => {
    const answer = await ask('Daily availability last week');
    expect(answer).toMatchObject({ status: 'answered', visualization: 'LINE' });
    expect(answer.query).toMatchObject({ metric: 'AVAILABILITY', overTime: 'DAY', dimension: null });
    const { dateFrom, dateTo } = answer.query?.period ?? { dateFrom: '', dateTo: '' };
    const expected = await facts(
      `SELECT strftime(day, '%Y-%m-%d') AS day, avg(in_stock::INTEGER) * 100 AS v FROM fact_daily
        WHERE customer_id = $1 AND day BETWEEN $2::DATE AND $3::DATE AND listed AND in_stock IS NOT NULL
        GROUP BY day ORDER BY day`,
      [acme, dateFrom, dateTo],
    );
    expect(expected).toHaveLength(7);
    expect(answer.rows).toHaveLength(7);
    expected.forEach((day, index) => {
      const row = answer.rows[index];
      expect(row?.key.startsWith(`${String(day.day)}|`)).toBe(true);
      expect(row?.value).toBeCloseTo(Number(day.v), 6);
    });
    // Each row names its day as the screens write dates.
    expect(answer.rows[0]?.label).toBe(
      new Date(`${dateFrom}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    const values = expected.map((day) => Number(day.v));
    const lowest = answer.rows[values.indexOf(Math.min(...values))];
    expect(answer.sentence).toContain(`lowest ${lowest?.shown} (${lowest?.label})`);
    expect(answer.widget?.definition).toMatchObject({ visualizationType: 'LINE', dateAggregationLevel: 'DAY' });
  });

  it('compares two brands side by side, each as the facts average it', async () => {
    const brands = (
      await t.app.db.execute<{ id: number; name: string }>(sql`
        SELECT b.id, b.name FROM brands b WHERE b.customer_id = ${acme}
           AND EXISTS (SELECT 1 FROM products p WHERE p.customer_id = b.customer_id AND p.brand_id = b.id)
         ORDER BY b.id LIMIT 2`)
    ).rows;
    const answer = await ask(`Availability of ${brands[0]?.name} vs ${brands[1]?.name} in the last 30 days`);
    expect(answer.query).toMatchObject({ metric: 'AVAILABILITY', dimension: 'BRAND' });
    const { dateFrom, dateTo } = answer.query?.period ?? { dateFrom: '', dateTo: '' };
    for (const brand of brands) {
      const ids = (
        await t.app.db.execute<{ id: number }>(
          sql`SELECT id FROM products WHERE customer_id = ${acme} AND brand_id = ${brand.id}`,
        )
      ).rows.map((row) => Number(row.id));
      const [expected] = await facts(
        `SELECT avg(in_stock::INTEGER) * 100 AS v FROM fact_daily
          WHERE customer_id = $1 AND day BETWEEN $2::DATE AND $3::DATE AND listed AND in_stock IS NOT NULL
            AND list_contains([${ids.join(',')}], product_id)`,
        [acme, dateFrom, dateTo],
      );
      const row = answer.rows.find((item) => item.key === `brand:${brand.id}`);
      expect(Number(expected?.v)).toBeGreaterThan(0);
      expect(row?.value).toBeCloseTo(Number(expected?.v), 6);
    }
  });

  it('prices two brands, each row in its currency, as the facts average them', async () => {
    const brands = (
      await t.app.db.execute<{ id: number; name: string }>(sql`
        SELECT b.id, b.name FROM brands b WHERE b.customer_id = ${acme}
           AND EXISTS (SELECT 1 FROM products p WHERE p.customer_id = b.customer_id AND p.brand_id = b.id)
         ORDER BY b.id LIMIT 2`)
    ).rows;
    const answer = await ask(`Average selling price of ${brands[0]?.name} vs ${brands[1]?.name} last month`);
    const { dateFrom, dateTo } = answer.query?.period ?? { dateFrom: '', dateTo: '' };
    const expected = new Map<string, number>();
    for (const brand of brands) {
      const prices = await facts(
        `SELECT currency, avg(selling_price::DOUBLE) AS v FROM fact_daily
          WHERE customer_id = $1 AND day BETWEEN $2::DATE AND $3::DATE AND selling_price IS NOT NULL
            AND list_contains(string_split($4, ',')::INTEGER[], product_id) GROUP BY currency`,
        [acme, dateFrom, dateTo, await brandProducts(brand.id)],
      );
      for (const price of prices) expected.set(`${brand.id}|${price.currency}`, Number(price.v));
    }
    expect(answer.rows).toHaveLength(expected.size);
    for (const row of answer.rows) {
      const brandId = /^brand:(\d+)/.exec(row.key)?.[1];
      expect(row.value).toBeCloseTo(expected.get(`${brandId}|${row.currencyCode}`) ?? Number.NaN, 6);
      expect(row.shown).toBe(
        new Intl.NumberFormat('en', { style: 'currency', currency: row.currencyCode ?? '' }).format(row.value ?? 0),
      );
    }
  });

  it('gives a widget that the widget create call saves and that draws the same numbers', async () => {
    const answer = await ask('Which brands have the best rating?');
    expect(answer.visualization).toBe('HORIZONTAL_BAR');
    const widget = answer.widget!;
    const created = await call(admin, 'POST', 'widget/create', { name: answer.question, ...widget.definition });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const drawn = await call(admin, 'POST', 'widget/get-data', { widgetId: id, ...widget.request, itemsPerPage: 1000 });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const bars = (drawn.json() as { rawOutput: { bars: { key: string; value: number | null }[] } }).rawOutput.bars;
    const byKey = new Map(bars.map((bar) => [bar.key, bar.value]));
    expect(answer.rows.length).toBeGreaterThan(0);
    for (const row of answer.rows) expect(byKey.get(row.key), row.label).toBe(row.value);
  });

  it('asks the configured model when the parser finds no metric, and runs its query through the engine', async () => {
    modelReply = JSON.stringify({ metric: 'AVAILABILITY', period: { dateFrom: lastDay, dateTo: lastDay } });
    const answer = await ask('How full were the shelves on the newest day?');
    const [expected] = await facts(
      `SELECT avg(in_stock::INTEGER) * 100 AS v FROM fact_daily
        WHERE customer_id = $1 AND day = $2::DATE AND listed AND in_stock IS NOT NULL`,
      [acme, lastDay],
    );
    expect(answer).toMatchObject({ status: 'answered', parsedBy: 'model', visualization: 'KPI' });
    expect(answer.rows[0]?.value).toBeCloseTo(Number(expected?.v), 6);
  });

  it('says what it understood and offers answerable questions when it finds no metric', async () => {
    modelReply = 'Sorry, I do not know.';
    const answer = await ask('What happened yesterday?');
    expect(answer.status).toBe('not_understood');
    expect(answer.sentence).toBe(parkerMessages.notUnderstood);
    expect(answer.understood).toContain('yesterday');
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.rows).toEqual([]);
  });

  it('answers 400 naming the question when it is empty or missing', async () => {
    for (const body of [{ question: '   ' }, {}]) {
      const response = await call(admin, 'POST', 'parker/ask', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain('question');
    }
  });
});

describe('who may use Parker', () => {
  it('refuses a user without the Parker privilege', async () => {
    const response = await call(analyst, 'POST', 'parker/ask', { question: 'Availability yesterday' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(parkerMessages.noAccess);
    expect((await call(analyst, 'GET', 'parker/history')).statusCode).toBe(403);
  });

  it('refuses another tenant, and a customer whose parkerStatus is not enabled', async () => {
    expect((await call(analyst, 'GET', 'parker/history', undefined, brandco)).statusCode).toBe(403);
    // The admin is a member of Brandco, whose Parker is disabled.
    const disabled = await call(admin, 'POST', 'parker/ask', { question: 'Availability yesterday' }, brandco);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe(parkerMessages.noAccess);
  });

  it('lets a read-only member ask and keep a conversation of their own', async () => {
    const answer = await ask('Availability yesterday', readOnly);
    expect(answer.status).toBe('answered');
    const own = (await call(readOnly, 'GET', 'parker/history')).json().data as ParkerAnswer[];
    expect(own.map((entry) => entry.question)).toEqual(['Availability yesterday']);
  });
});

describe('history and rate limit', () => {
  it('keeps the conversation per user, oldest first, and clears it', async () => {
    const before = (await call(admin, 'GET', 'parker/history')).json().data as ParkerAnswer[];
    expect(before.map((entry) => entry.question).slice(0, 2)).toEqual([
      'How many MAP violations yesterday?',
      expect.stringMatching(/^Which products were out of stock at /),
    ]);
    expect(before.every((entry) => entry.question !== 'Availability yesterday')).toBe(true);
    const cleared = await call(admin, 'DELETE', 'parker/history');
    expect(cleared.json()).toEqual({ deleted: before.length });
    expect((await call(admin, 'GET', 'parker/history')).json().data).toEqual([]);
    expect((await call(readOnly, 'GET', 'parker/history')).json().data).toHaveLength(1);
  });

  it('answers 429 with Retry-After past the questions a minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= RATE_LIMIT; index += 1)
      statuses.push((await call(readOnly, 'POST', 'parker/ask', { question: 'hello' })).statusCode);
    // The read-only member asked once before.
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT - 1);
    const refused = await call(readOnly, 'POST', 'parker/ask', { question: 'hello' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
