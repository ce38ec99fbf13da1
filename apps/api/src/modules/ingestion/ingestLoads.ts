import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FINISHED_INGEST_STATES, type FileLocale, type IngestFormat, type IngestJob } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { RetailerAccess } from '../../access/retailerAccess';
import type { FactStore } from '../../analytics/factStore/factStore';
import { type ProgressUpdate, runIngest } from '../../analytics/ingest/runIngest';
import type { JobRun } from '../../plugins/jobs';
import {
  clearSpoolFile,
  countTry,
  findLoad,
  insertLoad,
  type StoredLoad,
  unfinishedLoads,
  updateLoad,
} from './ingestLoads.repository';

export const INGEST_LOAD_JOB = 'ingest-load';
const RETRIES = 2;
/** Runs of one load at most: the job's tries. A load whose runs keep ending with their server is given up. */
const MAX_RUNS = RETRIES + 1;
const FAILED_MESSAGE = 'The data could not be stored. Please try again or contact support.';
const WAIT_POLL_MS = 250;

export interface IngestLoadData {
  customerId: number;
  loadId: string;
}

/** One job per load queued or running at a time. */
export const ingestLoadKey = (data: IngestLoadData) => `ingest:${data.customerId}:${data.loadId}`;

const finished = (job: IngestJob) => FINISHED_INGEST_STATES.includes(job.state);

/**
 * The fact loads of the ingestion API and the upload screen as durable jobs. Accepting a load stores its
 * status row (ingest_loads) and queues the job `ingest-load`; the received file waits in the spool
 * directory. The job runs the load (retried with backoff), writes each state to the row, and removes the
 * file once the facts are stored, the file is rejected, or the load is given up after its last try. A
 * starting server queues again every load left unfinished, so an accepted load survives a crash. Without
 * the job queue (JOBS=off) loads run in this process, one after another.
 */
export class IngestLoads {
  /** Progress of the loads running in this process (rows read move faster than the row is written). */
  private readonly running = new Map<string, { customerId: number; job: IngestJob }>();
  private readonly ended = new EventEmitter().setMaxListeners(0);
  private inProcess: Promise<unknown> = Promise.resolve();

  /**
   * `facts` names the fact store loads are stored in when it is not the server's DuckDB (the ClickHouse
   * store); asked at each load, so a store opened after the routes is seen.
   */
  constructor(
    private readonly app: FastifyInstance,
    private readonly spoolDir: string,
    private readonly facts: () => FactStore | undefined = () => undefined,
  ) {}

  /**
   * Defines the job and, once the server is ready, queues again the loads a stopped server left unfinished
   * (or finished without removing their file).
   */
  register(): void {
    this.app.jobs.define<IngestLoadData>({
      name: INGEST_LOAD_JOB,
      retryLimit: RETRIES,
      retryDelaySeconds: 30,
      retryBackoff: true,
      // A 1 GB file takes minutes; a try still running after an hour is taken for dead.
      expireInSeconds: 3600,
      handler: (data, run) => this.run(data, run),
    });
    this.app.addHook('onReady', async () => {
      for (const load of await unfinishedLoads(this.app.db))
        await this.queue({ customerId: load.customerId, loadId: load.id });
    });
  }

  /** Records a received file as a queued load of the customer and queues it; answers its status. */
  async accept(
    load: { customerId: number; userId: number; access: RetailerAccess },
    source: { format: IngestFormat; file: string; fileName: string | null; locale?: FileLocale | null },
  ): Promise<IngestJob> {
    const stored = await insertLoad(this.app.db, {
      ...load,
      id: randomUUID(),
      format: source.format,
      fileName: source.fileName,
      spoolFile: path.relative(this.spoolDir, source.file),
      locale: source.locale ?? null,
    });
    await this.queue({ customerId: load.customerId, loadId: stored.job.id });
    return stored.job;
  }

  /** The load's status, or null (also for another customer's load). */
  async status(customerId: number, id: string): Promise<IngestJob | null> {
    const live = this.running.get(id);
    if (live && live.customerId === customerId) return { ...live.job, problems: [...live.job.problems] };
    return (await findLoad(this.app.db, customerId, id))?.job ?? null;
  }

  /** Resolves with the load's status once it has finished (null if there is no such load). */
  async wait(customerId: number, id: string): Promise<IngestJob | null> {
    for (;;) {
      const job = await this.status(customerId, id);
      if (!job || finished(job)) return job;
      // Woken when this process finishes the load; the poll covers a load run by another server.
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.ended.off(id, wake);
          resolve();
        };
        const timer = setTimeout(wake, WAIT_POLL_MS);
        this.ended.once(id, wake);
      });
    }
  }

  /** Resolves when the loads run in this process so far have ended (shutdown and tests). */
  async idle(): Promise<void> {
    await this.inProcess;
  }

  private async queue(data: IngestLoadData): Promise<void> {
    if (this.app.jobs.enabled) {
      await this.app.jobs.send(INGEST_LOAD_JOB, data, { singletonKey: ingestLoadKey(data) });
      return;
    }
    this.inProcess = this.inProcess.then(() => this.run(data, { lastTry: true }).catch(() => undefined));
  }

  /** One try of a load; throws to be retried. A load found finished (a repeated job) only has its file removed. */
  private async run(data: IngestLoadData, run: Pick<JobRun, 'lastTry'>): Promise<void> {
    const { db, log } = this.app;
    const stored = await findLoad(db, data.customerId, data.loadId);
    if (!stored) return;
    if (finished(stored.job)) {
      await this.removeSpoolFile(stored);
      return;
    }
    if (process.env.SHELFSIGHT_TEST_HOLD_INGEST_LOAD === '1') {
      // For the kill test only (ingestKill.test.ts): the load is accepted and its job taken, nothing read yet.
      log.warn('holding the ingest load before it runs');
      await new Promise<never>(() => undefined);
    }
    if ((await countTry(db, data.customerId, data.loadId)) > MAX_RUNS || !stored.spoolFile) {
      await this.giveUp(stored);
      return;
    }
    // A retried load starts over: nothing of an earlier try was stored.
    const job: IngestJob = {
      ...stored.job,
      state: 'queued',
      rowsRead: 0,
      rowsValid: 0,
      rowsStored: 0,
      rowsReplaced: 0,
      problemCount: 0,
      problems: [],
      message: null,
      finishedAt: null,
    };
    // What the status route answers meanwhile: the final state only once the received file is removed.
    const shown: IngestJob = { ...job };
    this.running.set(job.id, { customerId: data.customerId, job: shown });
    let writes: Promise<void> = Promise.resolve();
    const update = (patch: ProgressUpdate) => {
      Object.assign(job, patch);
      Object.assign(shown, patch, finished(job) ? { state: shown.state, finishedAt: null } : {});
      // Each state is written as it is reached; rows read in between are answered from memory.
      if (patch.state) {
        const snapshot = { ...job };
        writes = writes.then(() => updateLoad(db, data.customerId, job.id, snapshot));
      }
    };
    try {
      await runIngest(
        {
          db,
          connect: () => this.app.analytics.connect(),
          customerId: data.customerId,
          access: stored.access,
          loadId: job.id,
          facts: this.facts(),
        },
        { format: stored.job.format, file: path.join(this.spoolDir, stored.spoolFile), locale: stored.locale },
        update,
      );
      await writes;
      if (job.state === 'done') this.app.factLoadEvents.loaded(data.customerId);
      await this.removeSpoolFile(stored);
    } catch (error) {
      if (run.lastTry) log.error({ err: error, jobId: job.id }, 'ingestion failed');
      else log.warn({ err: error, jobId: job.id }, 'ingestion failed; it is tried again');
      await writes.catch(() => undefined);
      if (run.lastTry) await this.giveUp(stored);
      else await updateLoad(db, data.customerId, job.id, { state: 'queued' });
      throw error;
    } finally {
      this.running.delete(job.id);
      this.ended.emit(job.id);
    }
  }

  private async giveUp(stored: StoredLoad): Promise<void> {
    await updateLoad(this.app.db, stored.customerId, stored.job.id, { state: 'failed', message: FAILED_MESSAGE });
    await this.removeSpoolFile(stored);
    this.ended.emit(stored.job.id);
  }

  private async removeSpoolFile(stored: StoredLoad): Promise<void> {
    if (!stored.spoolFile) return;
    await rm(path.join(this.spoolDir, stored.spoolFile), { force: true });
    await clearSpoolFile(this.app.db, stored.customerId, stored.job.id);
  }
}
