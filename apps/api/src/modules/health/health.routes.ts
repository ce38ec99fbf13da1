import { apiPaths, healthResponseSchema } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { factsOffDuckdb } from '../../plugins/analytics';

type ComponentStatus = { status: 'ok' | 'error'; driver: string; latencyMs: number; message?: string };

async function probe(driver: string, check: () => Promise<unknown>): Promise<ComponentStatus> {
  const started = performance.now();
  try {
    await check();
    return { status: 'ok', driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'error', driver, latencyMs: Math.round(performance.now() - started), message };
  }
}

/** Liveness of both stores; 503 when either fails so load balancers stop sending traffic. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Status of the application database, the analytics store and the market-data load',
        description:
          'marketData is informational: while the demo market data loads in the background after start-up, the ' +
          'server is healthy and answers with state loading and the daily rows written so far, then ready.',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, analytics] = await Promise.all([
        probe(app.database.driver === 'pg' ? 'postgresql' : 'pglite', () => app.db.execute(sql`select 1`)),
        // DuckDB keeps the loads and the tables the fact store does not hold yet; a ClickHouse store is asked too.
        probe(factsOffDuckdb(app.facts) ? `duckdb+${app.facts.dialect.engine}` : 'duckdb', async () => {
          await app.analytics.connection.run('select 1');
          await app.analytics.connection.run('select max(version) from fact_schema_versions');
          if (factsOffDuckdb(app.facts))
            await app.facts.readColumns('SELECT max(version) AS v FROM fact_schema_versions', []);
        }),
      ]);
      const ok = database.status === 'ok' && analytics.status === 'ok';
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: app.appVersion,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database,
        analytics,
        marketData: app.marketData.status,
      });
    },
  );
};
