import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { bossDb, transactionBossDb, type TransactionClient } from './jobsDb';

/** What a handler learns of its run: the job id and how many earlier tries failed. */
export interface JobRun {
  id: string;
  retryCount: number;
  /** This is the last try: if it throws, the job fails for good (and `onFailed` runs). */
  lastTry: boolean;
}

export interface JobDefinition<Data extends object> {
  name: string;
  handler(data: Data, run: JobRun): Promise<void>;
  /** Tries after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30); doubled each time with backoff. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A try running longer counts as failed and is retried (default 5 minutes). */
  expireInSeconds?: number;
  /** Runs once when the last try failed, with that try's error: tell the owner. */
  onFailed?(data: Data, error: unknown): Promise<void>;
}

export interface JobState {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  singletonKey: string | null;
  output: unknown;
}

export interface Jobs {
  /** False when JOBS=off: definitions are kept, nothing is queued or run. */
  readonly enabled: boolean;
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /**
   * Queues a job. With a singleton key the same piece of work is queued at most once while one waits
   * and runs at most once at a time (pg-boss 'stately' queues); a duplicate answers null. With `transaction` the
   * job is written in that (Drizzle) transaction: it exists exactly when the transaction commits, so work recorded
   * there cannot be lost to a crash between the commit and the queueing (a transactional outbox).
   */
  send(
    name: string,
    data: object,
    options?: { singletonKey?: string; startAfterSeconds?: number; transaction?: TransactionClient },
  ): Promise<string | null>;
  /** A cron schedule (UTC) that queues `data` as the job `name`; one schedule per name. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  state(name: string, id: string): Promise<JobState | null>;
  /** Resolves when no job of the queue waits or runs (tests and shutdown). */
  settled(name: string, timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  database: Database;
  enabled: boolean;
  pollingIntervalSeconds: number;
  /** Overrides every job's first retry delay (tests). */
  retryDelaySeconds?: number;
  log: { warn(payload: object, message: string): void; error(payload: object, message: string): void };
}

/** The one job module of the server: pg-boss on the application's PostgreSQL (or PGlite). */
export function createJobs(options: JobsOptions) {
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBoss | null = null;

  const requireBoss = () => {
    if (!boss) throw new Error('Jobs have not started');
    return boss;
  };

  async function work(started: PgBoss, definition: JobDefinition<object>) {
    await started.createQueue(definition.name, {
      name: definition.name,
      policy: 'stately',
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: options.retryDelaySeconds ?? definition.retryDelaySeconds ?? 30,
      retryBackoff: definition.retryBackoff ?? true,
      expireInSeconds: definition.expireInSeconds ?? 300,
    });
    await started.work<object>(
      definition.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const lastTry = job.retryCount >= job.retryLimit;
        try {
          await definition.handler(job.data, { id: job.id, retryCount: job.retryCount, lastTry });
        } catch (error) {
          options.log.warn({ err: error, job: job.id, queue: job.name, try: job.retryCount + 1 }, 'job failed');
          if (lastTry && definition.onFailed) {
            await definition.onFailed(job.data, error).catch((notifyError: unknown) => {
              options.log.error({ err: notifyError, job: job.id }, 'telling of a failed job failed');
            });
          }
          throw error;
        }
      },
    );
  }

  /**
   * Jobs still 'active' at start died with the previous process. On PGlite this process is the only
   * worker (it holds the data directory), so they are failed at once and retry (or fail for good);
   * on PostgreSQL another server may be running them, so they are left to expire.
   */
  async function resumeOrphans(started: PgBoss) {
    if (options.database.driver !== 'pglite') return;
    for (const name of definitions.keys()) {
      const { rows } = await started
        .getDb()
        .executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'`, [name]);
      const ids = rows.map((row: { id: string }) => row.id);
      if (ids.length === 0) continue;
      options.log.warn({ queue: name, jobs: ids.length }, 'retrying jobs the previous server process left running');
      for (const id of ids) await started.fail(name, id, { message: 'The server stopped during the job.' });
    }
  }

  const jobs: Jobs = {
    enabled: options.enabled,
    define(definition) {
      if (definitions.has(definition.name)) throw new Error(`The job ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as JobDefinition<object>);
      if (boss) void work(boss, definition as JobDefinition<object>);
    },
    async send(name, data, sendOptions = {}) {
      if (!options.enabled) return null;
      if (!definitions.has(name)) throw new Error(`No job is defined as ${name}`);
      return requireBoss().send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.transaction ? { db: transactionBossDb(sendOptions.transaction) } : {}),
      });
    },
    async schedule(name, cron, data = {}) {
      if (!options.enabled) return;
      await requireBoss().schedule(name, cron, data, { tz: 'UTC' });
    },
    async state(name, id) {
      if (!boss) return null;
      const job = await boss.getJobById<object>(name, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        state: job.state,
        retryCount: job.retryCount,
        singletonKey: job.singletonKey,
        output: job.output,
      };
    },
    async settled(name, timeoutMs = 30_000) {
      if (!boss) return;
      const until = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await boss
          .getDb()
          .executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'`, [name]);
        if (Number(rows[0]?.n ?? 0) === 0) return;
        if (Date.now() > until) throw new Error(`Jobs of ${name} still waiting after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };

  return {
    jobs,
    async start() {
      if (!options.enabled || boss) return;
      const started = new PgBoss({
        db: bossDb(options.database),
        schema: 'pgboss',
        // Maintenance (expiry of stalled tries, archiving) every minute; state counts are not needed.
        maintenanceIntervalSeconds: 60,
        archiveCompletedAfterSeconds: 7 * 24 * 3600,
      });
      started.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
      await started.start();
      boss = started;
      await resumeOrphans(started);
      for (const definition of definitions.values()) await work(started, definition);
    },
    async stop() {
      const running = boss;
      boss = null;
      // Waits for handlers in progress; the database closes only after this.
      await running?.stop({ graceful: true, wait: true, timeout: 15_000, close: false });
    },
  };
}

/** Starts the workers once the app is ready (after migrations) and stops them before the database closes. */
export const jobsPlugin = fp<{ enabled: boolean; pollingIntervalSeconds: number; retryDelaySeconds?: number }>(
  async (app, settings) => {
    const runner = createJobs({ ...settings, database: app.database, log: app.log });
    app.decorate('jobs', runner.jobs);
    app.addHook('onReady', runner.start);
    app.addHook('preClose', runner.stop);
  },
  { name: 'jobs', dependencies: ['db'] },
);
