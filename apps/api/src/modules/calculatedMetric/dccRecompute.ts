import type { CalculatedMetricScoreState } from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AppliedDccVersion, appliedDccVersion } from '../../analytics/dccScoreMacro';
import { leastBusy, readRows } from '../../analytics/engine/runMetricQuery';
import { applyDccVersion, sameDccScores } from '../../analytics/dccVersions';
import { defaultDccDefinition } from '../../analytics/engine/dccCriteria';
import { calculatedMetricVersions } from '../../db/schema/calculatedMetric';
import { definitionOf, versionsOf } from './calculatedMetric.repository';
import { scoringExceptions } from './dccExceptions.repository';
import { factsOffDuckdb } from '../../plugins/analytics';

export const DCC_RECOMPUTE_JOB = 'dcc-recompute';
const singletonKey = (customerId: number) => `dcc:${customerId}`;

/**
 * Keeps the fact store scoring each customer's pages by its active DCC version and the exceptions. After an
 * activation, a save of the active version or of the exceptions, or a full reload of the facts, the job `dcc-recompute` applies the active version
 * (dccVersions.ts: macro and day rollups in one transaction). A starting server checks every customer, so a
 * recompute cut short by a crash runs again. Without the job queue (JOBS=off) they run in this process, one
 * after another.
 */
export class DccRecompute {
  /** Progress of the recomputes running in this process, by customer. */
  private readonly running = new Map<number, number>();
  private inProcess: Promise<unknown> = Promise.resolve();

  constructor(private readonly app: FastifyInstance) {}

  register(): void {
    this.app.jobs.define<{ customerId: number }>({
      name: DCC_RECOMPUTE_JOB,
      retryLimit: 2,
      retryDelaySeconds: 10,
      retryBackoff: true,
      // 365 days of a large tenant take about a minute; a try still running after an hour is taken for dead.
      expireInSeconds: 3600,
      handler: (data) => this.run(data.customerId),
    });
    this.app.addHook('onReady', async () => {
      const active = await this.app.db
        .selectDistinct({ customerId: calculatedMetricVersions.customerId })
        .from(calculatedMetricVersions)
        .where(eq(calculatedMetricVersions.isActiveVersion, true));
      for (const { customerId } of active) await this.queue(customerId);
    });
    // A full reload brings rollups scored by the default criteria.
    this.app.factLoadEvents.onLoaded((customerId) => this.queue(customerId));
  }

  /** Queues a check of the customer: the active version is applied when it scores differently. */
  async queue(customerId: number): Promise<void> {
    if (this.app.jobs.enabled) {
      await this.app.jobs.send(DCC_RECOMPUTE_JOB, { customerId }, { singletonKey: singletonKey(customerId) });
      return;
    }
    this.inProcess = this.inProcess.then(() =>
      this.run(customerId).catch((error: unknown) =>
        this.app.log.error({ err: error, customerId }, 'recomputing the DCC scores failed'),
      ),
    );
  }

  /** Resolves when the recomputes run in this process so far have ended (tests and shutdown). */
  async idle(): Promise<void> {
    await this.inProcess;
  }

  /** The applied version, read like a widget's facts (queued with the widget reads). */
  private applied(customerId: number): Promise<AppliedDccVersion> {
    return appliedDccVersion((sql, params) => readRows(leastBusy(this.app.analytics.readers), sql, params), customerId);
  }

  async state(customerId: number): Promise<CalculatedMetricScoreState> {
    const [versions, applied, active] = await Promise.all([
      versionsOf(this.app.db, customerId),
      this.applied(customerId),
      this.activeVersion(customerId),
    ]);
    const numberOf = (id: number | null) => versions.find((version) => version.id === id)?.versionNumber ?? null;
    const current = sameDccScores(applied.definition, active.definition);
    return {
      activeVersion: numberOf(active.versionId),
      appliedVersion: current ? numberOf(active.versionId) : numberOf(applied.versionId),
      state: current ? 'current' : 'recomputing',
      progress: current ? 1 : (this.running.get(customerId) ?? 0),
    };
  }

  /** The active version with its definition; the default criteria for a customer without one. */
  private async activeVersion(customerId: number): Promise<AppliedDccVersion> {
    const [row] = await this.app.db
      .select({ id: calculatedMetricVersions.id, versionNumber: calculatedMetricVersions.versionNumber })
      .from(calculatedMetricVersions)
      .where(
        and(eq(calculatedMetricVersions.customerId, customerId), eq(calculatedMetricVersions.isActiveVersion, true)),
      );
    if (!row) return { versionId: null, definition: defaultDccDefinition() };
    const versions = await versionsOf(this.app.db, customerId);
    const version = versions.find((entry) => entry.id === row.id);
    if (!version) return { versionId: null, definition: defaultDccDefinition() };
    const [{ groups }, resolvedExceptions] = await Promise.all([
      definitionOf(this.app.db, customerId, version),
      scoringExceptions(this.app.db, customerId),
    ]);
    return { versionId: row.id, definition: { groups, resolvedExceptions } };
  }

  private async run(customerId: number): Promise<void> {
    const [active, applied] = await Promise.all([this.activeVersion(customerId), this.applied(customerId)]);
    if (applied.versionId === active.versionId && sameDccScores(applied.definition, active.definition)) return;
    // A connection of its own only when there is something to apply: the transaction is the job's.
    const connection = await this.app.analytics.connect();
    try {
      this.running.set(customerId, 0);
      // Names only (the same scores): stored without rebuilding the rollups.
      const rebuild = !sameDccScores(applied.definition, active.definition);
      await applyDccVersion(connection, customerId, active, {
        rebuild,
        onProgress: (done, total) => this.running.set(customerId, done / total),
        // The scores ClickHouse computes follow the same version (FACTS_URL).
        ...(factsOffDuckdb(this.app.facts) ? { facts: this.app.facts } : {}),
      });
    } finally {
      this.running.delete(customerId);
      connection.closeSync();
    }
  }
}
