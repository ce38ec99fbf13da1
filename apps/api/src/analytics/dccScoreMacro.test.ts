import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Analytics, openAnalytics } from '../plugins/analytics';
import { appliedDccVersion, forgetAppliedDccVersion, rewritingDccScoreMacro } from './dccScoreMacro';
import { applyDccVersion } from './dccVersions';
import { DAY_ROLLUPS_READY } from './engine/dayRollups';
import { defaultDccDefinition } from './engine/dccCriteria';

// Two transactions that rewrite the dcc_score macro at once (a DCC recompute, and a market import forgetting
// another customer's version): DuckDB refuses one of them unless they take turns.

let analytics: Analytics;
beforeAll(async () => {
  analytics = await openAnalytics(':memory:');
});
afterAll(() => analytics?.close());

const version = (versionId: number) => ({ versionId, definition: defaultDccDefinition() });

describe('rewriting the dcc_score macro', () => {
  it('lets a recompute and an import that forgets a version overlap without a write-write conflict', async () => {
    const [recompute, importer] = [await analytics.connect(), await analytics.connect()];
    try {
      await applyDccVersion(analytics.connection, 2, version(21), { rebuild: false });
      // Customer 1's rollups are ready, so its recompute rewrites them table by table after the macro.
      await analytics.connection.run(`INSERT INTO ${DAY_ROLLUPS_READY} (customer_id) VALUES (1)`);
      let recomputeUnderWay: () => void = () => undefined;
      const underWay = new Promise<void>((resolve) => (recomputeUnderWay = resolve));
      const applying = applyDccVersion(recompute, 1, version(11), { rebuild: true, onProgress: recomputeUnderWay });
      const forgetting = underWay.then(() =>
        rewritingDccScoreMacro(async () => {
          await importer.run('BEGIN TRANSACTION');
          await forgetAppliedDccVersion(importer, 2);
          await importer.run('COMMIT');
        }),
      );
      await Promise.all([applying, forgetting]);
      const read = async (sql: string, params: unknown[]) =>
        (await analytics.connection.runAndReadAll(sql, params as never)).getRowObjects();
      expect((await appliedDccVersion(read, 1)).versionId).toBe(11);
      expect((await appliedDccVersion(read, 2)).versionId).toBeNull();
    } finally {
      recompute.closeSync();
      importer.closeSync();
    }
  });
});
