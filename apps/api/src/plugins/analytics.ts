import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import fp from 'fastify-plugin';
import { openClickHouseFacts } from '../analytics/factStore/clickhouseFactStore';
import { duckdbFactStore } from '../analytics/factStore/duckdbFactStore';
import type { FactStore } from '../analytics/factStore/factStore';
import { IN_PROCESS_FACTS } from '../config/config';
import { WidgetResolutions } from '../analytics/engine/widgetResolutions';
import { WidgetResultCache } from '../analytics/engine/widgetResultCache';
import { keptLoadStamps } from '../analytics/factLoads';
import { MarketDataJob } from '../analytics/marketDataJob';
import { migrateFacts } from '../analytics/migrateFacts';

export interface Analytics {
  connection: DuckDBConnection;
  /**
   * Connections for widget reads, `connection` first: a widget's independent metric queries run on
   * them side by side (each DuckDB connection runs one statement at a time).
   */
  readers: readonly [DuckDBConnection, ...DuckDBConnection[]];
  /** A connection of its own, for work that needs its own transaction (bulk loads); the caller closes it. */
  connect(): Promise<DuckDBConnection>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
    /**
     * Where market facts and the record of their loads (fact_loads) are read: DuckDB over `analytics`' readers
     * (the default), or ClickHouse when FACTS_URL is set. Readers ask it, not the engine behind it; writers record
     * their loads in it through `factLoadLog`.
     */
    facts: FactStore;
    /** The background market-data load and its status (GET /api/health). */
    marketData: MarketDataJob;
    /** Widget answers kept per customer until their facts change (widget data, downloads). */
    widgetResults: WidgetResultCache;
  }
}

/** Widget reader connections: two, as DuckDB already spreads one large statement over the cores. */
const READERS = 2;

/**
 * No memory_limit of our own (DuckDB's default is 80 % of the machine): under a 256 MB limit a load into a
 * tenant of 36.5 M rows hung without end (bench:alerts' one-row ingestion never finished, all threads idle),
 * while it takes seconds without. Large aggregations and sorts may still spill to DATA_DIR/tmp/duckdb.
 */
export async function openAnalytics(location: string): Promise<Analytics> {
  const onDisk = location !== ':memory:';
  const spillTo = path.join(path.dirname(location), 'tmp', 'duckdb');
  // DuckDB creates its temporary directory but not the folders above it.
  if (onDisk) mkdirSync(spillTo, { recursive: true });
  const instance = await DuckDBInstance.create(location, onDisk ? { temp_directory: spillTo } : {});
  const connection = await instance.connect();
  // The fact schema is versioned like the SQL migrations; opening the store brings it up to date.
  await migrateFacts(connection);
  const readers: [DuckDBConnection, ...DuckDBConnection[]] = [connection];
  for (let index = 1; index < READERS; index += 1) readers.push(await instance.connect());
  return {
    connection,
    readers,
    connect: () => instance.connect(),
    close() {
      for (const reader of readers.slice(1)) reader.closeSync();
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** The app's fact store: ClickHouse when `factsUrl` names one (`chdb:` in process), else DuckDB's readers. */
export async function openFactStore(analytics: Analytics, factsUrl: string | undefined): Promise<FactStore> {
  if (factsUrl === undefined) return duckdbFactStore(analytics.connection, analytics.readers);
  const inProcess = factsUrl === IN_PROCESS_FACTS;
  try {
    return await openClickHouseFacts(inProcess ? undefined : factsUrl);
  } catch (error) {
    // The address without its password: the start fails saying which store did not open.
    const where = inProcess ? 'in process' : `at ${new URL(factsUrl).host}`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`FACTS_URL: the ClickHouse fact store ${where} did not open: ${reason}`, { cause: error });
  }
}

/** Whether widget answers read `app.facts` rather than the DuckDB readers (which keep their mapping tables). */
export const factsOffDuckdb = (facts: FactStore) => facts.dialect.engine !== 'duckdb';

export const analyticsPlugin = fp<{ location: string; keepResults?: boolean; factsUrl?: string }>(
  async (app, { location, keepResults = true, factsUrl }) => {
    const analytics = await openAnalytics(location);
    let facts: FactStore;
    try {
      facts = await openFactStore(analytics, factsUrl);
    } catch (error) {
      analytics.close();
      throw error;
    }
    const marketData = new MarketDataJob();
    app.decorate('analytics', analytics);
    app.decorate('facts', facts);
    app.decorate('marketData', marketData);
    // The stamp is read from fact_loads once per customer and change (every writer tells factsChanged).
    const loadStamps = keptLoadStamps(facts);
    app.decorate(
      'widgetResults',
      new WidgetResultCache(
        async (customerId) => {
          const { stamp, loading } = await loadStamps(customerId);
          return loading ? null : stamp;
        },
        { keep: keepResults },
      ),
    );
    app.decorate('widgetResolutions', new WidgetResolutions());
    // A background load must stop before the store it writes to closes.
    app.addHook('onClose', async () => {
      await marketData.stop();
      await facts.close();
      analytics.close();
    });
  },
  { name: 'analytics' },
);
