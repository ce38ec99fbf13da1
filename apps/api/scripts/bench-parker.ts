// Parker on the demo tenant (Acme Retail, 400 products × 20 retailers × 180 days): a fresh embedded database with
// the demo seed and Acme's market facts, then every question of benchParkerCases.ts asked through the API as the
// demo administrator (app.inject, the parser alone: no language model). Each answer is checked against values
// computed from the fact rows with plain SQL, not through the engine. Prints the share answered correctly against
// the 90 % budget and the p50 / p95 answer time against the 500 ms budget, and names the questions it got wrong.
// It reports; it does not fail. --record appends the figures to docs/performance.md.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ParkerAnswer, parkerAnswerSchema } from '@shelfsight/contracts';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedMarketCatalogue, seedMarketFacts } from '../src/seed/market/seedMarket';
import { seedDemo } from '../src/seed/seed';
import { benchCases, type Catalogue, factReads } from './benchParkerCases';

const SHARE_BUDGET = 0.9;
const P95_BUDGET_MS = 500;
const WARMUP = 3;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-bench-parker-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED: 'none',
    PARKER_RATE_LIMIT: '100000',
    LLM_BASE_URL: '',
  });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  await migrate(database);
  await seedDemo(database.db);
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const started = performance.now();
    const tenants = (await seedMarketCatalogue(app.db, 'demo')).filter((tenant) => tenant.name === 'Acme Retail');
    const [acme] = tenants;
    if (!acme) throw new Error('no Acme Retail tenant');
    await seedMarketFacts(app.db, app.analytics.connection, tenants);
    console.log(`Demo tenant Acme Retail loaded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    const catalogue = await readCatalogue(app, acme.customerId);
    const cases = benchCases(catalogue, factReads(app.analytics.connection, acme.customerId));
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@acme.test', password: 'Demo-Password-1' },
    });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const ask = async (question: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/customer/${acme.customerId}/parker/ask`,
        headers,
        payload: { question },
      });
      if (response.statusCode !== 200) throw new Error(`${question}: ${response.statusCode} ${response.body}`);
      return parkerAnswerSchema.parse(response.json()) as ParkerAnswer;
    };
    for (const { question } of cases.slice(0, WARMUP)) await ask(question);
    const times: number[] = [];
    const wrong: string[] = [];
    for (const { question, check } of cases) {
      const asked = performance.now();
      const answer = await ask(question);
      times.push(performance.now() - asked);
      const problem = await check(answer);
      if (problem) wrong.push(`  ${question} — ${problem}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const share = (cases.length - wrong.length) / cases.length;
    const p50 = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    const correct = `${cases.length - wrong.length} of ${cases.length} questions answered correctly (${(share * 100).toFixed(1)} %, budget ≥ ${SHARE_BUDGET * 100} %) ${share >= SHARE_BUDGET ? 'ok' : 'UNDER'}`;
    const timing = `answer time p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (budget ≤ ${P95_BUDGET_MS} ms) ${p95 <= P95_BUDGET_MS ? 'ok' : 'OVER'}`;
    console.log(correct);
    console.log(timing);
    if (wrong.length) console.log(`Answered wrongly or not at all:\n${wrong.join('\n')}`);
    console.log(floor);
    if (recordRequested()) await recordFigures('bench:parker', { floor, figures: `${correct}; ${timing}` });
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The names the questions use, read from the catalogue: retailers with their country and currency, brands, countries. */
async function readCatalogue(app: Awaited<ReturnType<typeof buildApp>>, customerId: number): Promise<Catalogue> {
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await app.db.execute<T>(query)).rows;
  const retailers = await rows<{ id: number; name: string; country: string; currency: string; code: string }>(sql`
    SELECT r.id, r.display_name AS name, n.name AS country, n.currency, r.country_code AS code
      FROM customer_retailers c JOIN retailers r ON r.id = c.retailer_id JOIN countries n ON n.code = r.country_code
     WHERE c.customer_id = ${customerId} ORDER BY r.id`);
  const brands = await rows<{ id: number; name: string; product_ids: number[] }>(sql`
    SELECT b.id, b.name, coalesce(array_agg(p.id ORDER BY p.id) FILTER (WHERE p.id IS NOT NULL), '{}') AS product_ids
      FROM brands b LEFT JOIN products p ON p.customer_id = b.customer_id AND p.brand_id = b.id AND p.is_active
     WHERE b.customer_id = ${customerId} GROUP BY b.id, b.name ORDER BY b.id`);
  const [newest] = (
    await app.analytics.connection.runAndReadAll(
      `SELECT strftime(max(day), '%Y-%m-%d') AS day FROM fact_daily WHERE customer_id = $1`,
      [customerId],
    )
  ).getRowObjectsJS();
  const countries = new Map<string, { code: string; name: string; retailerIds: number[] }>();
  for (const retailer of retailers) {
    const code = String(retailer.code).trim();
    const country = countries.get(code) ?? { code, name: retailer.country, retailerIds: [] };
    country.retailerIds.push(Number(retailer.id));
    countries.set(code, country);
  }
  return {
    customerId,
    lastDay: String(newest?.day),
    retailers: retailers.map((row) => ({
      id: Number(row.id),
      name: row.name,
      country: row.country,
      currency: String(row.currency).trim(),
    })),
    brands: brands.map((row) => ({
      id: Number(row.id),
      name: row.name,
      productIds: (row.product_ids ?? []).map(Number),
    })),
    countries: [...countries.values()],
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
