import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { FINISHED_INGEST_STATES, type IngestJob } from '@shelfsight/contracts';
import type { IngestSource, IngestTarget, ProgressUpdate } from './runIngest';
import { runIngest } from './runIngest';

const KEEP_FINISHED_MS = 60 * 60 * 1000;
const KEEP_AT_MOST = 500;
const FAILED_MESSAGE = 'The data could not be stored. Please try again or contact support.';

interface Entry {
  customerId: number;
  job: IngestJob;
  finished: Promise<IngestJob>;
}

/**
 * Ingestion jobs of this process. Jobs run one after another (loads into one store would only
 * contend), each on its own DuckDB connection; progress is kept here for polling. Finished jobs are
 * kept for an hour; the durable record of each load is its row in fact_loads.
 */
export class IngestJobs {
  private readonly entries = new Map<string, Entry>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly log: { error(payload: object, message: string): void } = console) {}

  start(target: Omit<IngestTarget, 'loadId'>, source: IngestSource & { fileName: string | null }): IngestJob {
    this.prune();
    const id = randomUUID();
    const job: IngestJob = {
      id,
      state: 'queued',
      format: source.format,
      fileName: source.fileName,
      rowsRead: 0,
      rowsValid: 0,
      rowsStored: 0,
      rowsReplaced: 0,
      problemCount: 0,
      problems: [],
      message: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    };
    const update = (patch: ProgressUpdate) => {
      Object.assign(job, patch);
      if (FINISHED_INGEST_STATES.includes(job.state)) job.finishedAt ??= new Date().toISOString();
    };
    const finished = this.queue.then(async () => {
      try {
        await runIngest({ ...target, loadId: id }, source, update);
      } catch (error) {
        this.log.error({ err: error, jobId: id }, 'ingestion failed');
        update({ state: 'failed', message: FAILED_MESSAGE });
      } finally {
        await rm(source.file, { force: true });
      }
      return { ...job };
    });
    this.queue = finished;
    this.entries.set(id, { customerId: target.customerId, job, finished });
    return { ...job };
  }

  /** A snapshot of a job of this customer, or undefined (also for another customer's job). */
  get(customerId: number, id: string): IngestJob | undefined {
    const entry = this.entries.get(id);
    return entry && entry.customerId === customerId ? { ...entry.job, problems: [...entry.job.problems] } : undefined;
  }

  async wait(customerId: number, id: string): Promise<IngestJob | undefined> {
    const entry = this.entries.get(id);
    if (!entry || entry.customerId !== customerId) return undefined;
    return entry.finished;
  }

  /** Resolves when every job started so far has finished (for shutdown and tests). */
  async idle(): Promise<void> {
    await this.queue;
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, { job }] of this.entries) {
      const old = job.finishedAt !== null && now - Date.parse(job.finishedAt) > KEEP_FINISHED_MS;
      if (old || this.entries.size > KEEP_AT_MOST) this.entries.delete(id);
      if (!old && this.entries.size <= KEEP_AT_MOST) break;
    }
  }
}
