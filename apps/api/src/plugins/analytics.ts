import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import fp from 'fastify-plugin';

export interface Analytics {
  connection: DuckDBConnection;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

/**
 * The `facts` table records which fact tables exist and at which schema version; fact tables
 * themselves arrive with the widget work, and health already queries this one.
 */
const FACTS_METADATA = `
  CREATE TABLE IF NOT EXISTS facts (
    name VARCHAR PRIMARY KEY,
    version INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL DEFAULT current_timestamp
  )`;

export async function openAnalytics(location: string): Promise<Analytics> {
  if (location !== ':memory:') mkdirSync(path.dirname(location), { recursive: true });
  const instance = await DuckDBInstance.create(location);
  const connection = await instance.connect();
  await connection.run(FACTS_METADATA);
  return {
    connection,
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

export const analyticsPlugin = fp<{ location: string }>(
  async (app, { location }) => {
    const analytics = await openAnalytics(location);
    app.decorate('analytics', analytics);
    app.addHook('onClose', async () => analytics.close());
  },
  { name: 'analytics' },
);
