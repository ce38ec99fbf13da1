import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/database';

/** The first key of the alerts' PostgreSQL advisory locks (the second is the alert id). */
const ALERT_LOCK_SPACE = 0x616c7274;
/** How often a lock another server holds is asked for again. */
const RETRY_MS = 100;

export interface AlertLocks {
  /** Runs `work` while no other check of the alert runs, in this process or (on PostgreSQL) any other. */
  serialize<T>(alertId: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * One check of an alert at a time, whoever starts it (a load's sweep, a retry, "check now"). In the
 * process, checks of one alert queue behind each other. On PostgreSQL several servers may check, so the
 * holder also takes a session advisory lock on a connection of its own (not the pool's, which the
 * check itself needs), asked for without blocking so that one connection serves every alert; a process
 * that dies loses its connection and so its locks. PGlite has one process per data directory.
 */
export function createAlertLocks(database: Database): AlertLocks {
  const tails = new Map<number, Promise<unknown>>();
  let session: Promise<pg.Client> | null = null;
  let closed = false;

  const connection = () => {
    if (!session) {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const client = new pg.Client(pool.options);
      // A lost connection has lost its locks too: the next check opens another.
      client.on('error', () => {
        if (session === opened) session = null;
      });
      const opened = client.connect().then(() => client);
      opened.catch(() => {
        if (session === opened) session = null;
      });
      session = opened;
    }
    return session;
  };

  async function acrossServers<T>(alertId: number, work: () => Promise<T>): Promise<T> {
    const client = await connection();
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        ALERT_LOCK_SPACE,
        alertId,
      ]);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [ALERT_LOCK_SPACE, alertId]).catch(() => undefined);
    }
  }

  return {
    async serialize(alertId, work) {
      if (closed) throw new Error('The alert locks are closed');
      const before = tails.get(alertId) ?? Promise.resolve();
      const run = before.then(() => (database.driver === 'pg' ? acrossServers(alertId, work) : work()));
      const tail = run.catch(() => undefined);
      tails.set(alertId, tail);
      void tail.then(() => {
        if (tails.get(alertId) === tail) tails.delete(alertId);
      });
      return run;
    },
    async close() {
      closed = true;
      const open = session;
      session = null;
      if (open) await (await open.catch(() => null))?.end().catch(() => undefined);
    },
  };
}

/** By database, as the routes and the jobs see the app through different (encapsulated) instances. */
const perDatabase = new WeakMap<Database, AlertLocks>();

/** The app's alert locks. */
export function alertLocks(app: FastifyInstance): AlertLocks {
  const found = perDatabase.get(app.database);
  if (found) return found;
  const locks = createAlertLocks(app.database);
  perDatabase.set(app.database, locks);
  return locks;
}

/** Closes the app's alert locks with the app (after the jobs have stopped). */
export function closeAlertLocksWith(app: FastifyInstance) {
  app.addHook('onClose', async () => {
    await perDatabase.get(app.database)?.close();
    perDatabase.delete(app.database);
  });
}
