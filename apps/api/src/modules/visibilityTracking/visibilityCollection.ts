import type { FastifyInstance } from 'fastify';
import { factsOffDuckdb } from '../../plugins/analytics';
import { factLoadLog } from '../../analytics/factLoads';
import { SEED_SOURCE } from '../../seed/market/loadTenantFacts';
import { topUpVisibilityFacts } from '../../seed/market/visibilityTopUp';
import { topUpVisibilityFactsInStore } from './visibilityCollectionStore';

export const VISIBILITY_COLLECTION_JOB = 'visibility-collection';

interface CollectionJobData {
  customerId: number;
}

async function collect(app: FastifyInstance, customerId: number) {
  const connection = await app.analytics.connect();
  try {
    // With facts on ClickHouse the rows and the load's record go there, where the widgets read them.
    const result = factsOffDuckdb(app.facts)
      ? await topUpVisibilityFactsInStore(app.db, app.facts, customerId)
      : await topUpVisibilityFacts(app.db, connection, customerId);
    if (result && result.rows > 0)
      app.log.info({ customerId, ...result }, 'collected newly tracked visibility entities');
  } finally {
    connection.closeSync();
  }
}

/**
 * Newly tracked keywords and pages are collected as a data load of their own (a pg-boss job per customer): queued
 * when one is added or resumed, after every finished load of the customer's facts (an entity added while a load
 * was running is collected once it ends), at server start and once a refill of the fact store has copied the
 * customer's facts. With jobs off (JOBS=off) it runs at once.
 */
export function defineVisibilityCollection(app: FastifyInstance) {
  app.jobs.define<CollectionJobData>({
    name: VISIBILITY_COLLECTION_JOB,
    retryLimit: 2,
    retryDelaySeconds: 15,
    expireInSeconds: 900,
    handler: ({ customerId }) => collect(app, customerId),
  });
  app.factLoadEvents.onLoaded((customerId) => queueVisibilityCollection(app, customerId));
  // At start, every customer with demo facts: an entity added before a restart that lost its job is collected.
  // On a chdb start the store has no loads yet; each customer is queued once the refill has copied its facts.
  app.factLoadEvents.onRefilled((customerId) => queueVisibilityCollection(app, customerId));
  app.addHook('onReady', async () => {
    if (!app.jobs.enabled) return;
    try {
      const loads = factLoadLog(app.facts, app.analytics.connection);
      for (const customerId of await loads.customersWithReady(SEED_SOURCE))
        await queueVisibilityCollection(app, customerId);
    } catch (error) {
      // The server starts all the same; the next added entity or load queues the collection again.
      app.log.warn({ err: error }, 'queueing the visibility collection at start failed');
    }
  });
}

export async function queueVisibilityCollection(app: FastifyInstance, customerId: number): Promise<void> {
  if (app.jobs.enabled) {
    await app.jobs.send(
      VISIBILITY_COLLECTION_JOB,
      { customerId },
      { singletonKey: `visibility-collection:${customerId}` },
    );
    return;
  }
  try {
    await collect(app, customerId);
  } catch (error) {
    app.log.warn({ err: error, customerId }, 'collecting newly tracked visibility entities failed');
  }
}
