import type { FastifyInstance } from 'fastify';
import { type MarketTenant, seedMarketFacts } from './seedMarket';

/**
 * Loads the tenants' market facts after the server listens, on a connection of its own, reporting
 * progress to GET /api/health. Tenants whose seed load finished earlier are skipped, so a second
 * start is ready at once. A failure is logged and reported; the server keeps serving.
 */
export function startMarketDataLoad(app: FastifyInstance, tenants: readonly MarketTenant[]): Promise<void> {
  return app.marketData.start(
    async (progress, job) => {
      const connection = await app.analytics.connect();
      const started = performance.now();
      const result = await seedMarketFacts(app.db, connection, tenants, {
        onProgress: ({ dailyRows }) => {
          job.checkpoint();
          progress(dailyRows);
        },
      }).finally(() => connection.closeSync());
      if (result.loaded.length > 0) {
        app.log.info(
          { tenants: result.loaded, dailyRows: result.dailyRows, seconds: Math.round((performance.now() - started) / 100) / 10 },
          'loaded the demo market data',
        );
      }
      return result.dailyRows;
    },
    (error) => app.log.error({ err: error }, 'loading the demo market data failed'),
  );
}
