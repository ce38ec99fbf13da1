import type { MarketDataStatus } from '@shelfsight/contracts';

export class MarketDataAborted extends Error {
  constructor() {
    super('market data load stopped because the server is closing');
  }
}

/**
 * The one background market-data load of a server process and its status for GET /api/health.
 * A load reports progress and checks `aborted` between steps, so closing the app can stop it
 * before the DuckDB store closes underneath it.
 */
export class MarketDataJob {
  status: MarketDataStatus = { state: 'idle', rows: 0 };
  private running: Promise<void> | null = null;
  private stopRequested = false;
  private cancel: (() => void) | null = null;

  get aborted(): boolean {
    return this.stopRequested;
  }

  /** Starts `task` unless one is running; the task reports rows through `progress`. */
  start(
    task: (progress: (rows: number) => void, job: MarketDataJob) => Promise<number>,
    onError?: (error: unknown) => void,
  ): Promise<void> {
    if (this.running) return this.running;
    this.status = { state: 'loading', rows: 0 };
    this.running = task((rows) => {
      this.status = { state: 'loading', rows };
    }, this)
      .then((rows) => {
        this.status = { state: 'ready', rows };
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.status = { state: 'failed', rows: this.status.rows, message };
        if (!(error instanceof MarketDataAborted)) onError?.(error);
      })
      .finally(() => {
        this.running = null;
        this.cancel = null;
      });
    return this.running;
  }

  /** Throws MarketDataAborted once a stop was requested; loaders call it between steps. */
  checkpoint(): void {
    if (this.stopRequested) throw new MarketDataAborted();
  }

  /** Lets stop() interrupt what the task waits on (a child process), not only its next checkpoint. */
  onStop(cancel: () => void): void {
    this.cancel = cancel;
  }

  /** Asks a running load to stop and waits until it has. */
  async stop(): Promise<void> {
    this.stopRequested = true;
    this.cancel?.();
    await this.running;
  }
}
