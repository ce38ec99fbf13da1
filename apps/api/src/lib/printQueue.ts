/**
 * Bounds heavy prints (dashboard PDFs): a few run at once, a few more wait in line, each user has a few
 * under way at most, each runs within a time limit, and one whose client has gone is dropped from the line
 * or stopped where it is. Everything past these bounds is refused at once, so nobody waits a minute for a
 * print that a crowd of others is ahead of.
 */

/** Printing is heavy (a page of widgets drawing); more at once would only slow each one down. */
export const PRINTS_AT_ONCE = 2;
/** Prints waiting for a place beyond those running; past this the server is busy (503). */
export const PRINT_QUEUE_LENGTH = 8;
/** Prints of one user running or waiting at once (a dashboard and its neighbour, say); past this 429. */
export const PRINTS_PER_USER = 2;
/** A dashboard of 50 widgets draws in a few seconds; a minute leaves room for a busy server. */
export const PRINT_TIME_LIMIT_MS = 60_000;
/** What a refused print is told to wait before trying again: about one print's time. */
export const PRINT_RETRY_AFTER_SECONDS = 15;

export const printQueueMessages = {
  perUser: `You have ${PRINTS_PER_USER} prints under way. Try again once one of them is done.`,
  queueFull: 'The server is printing as many dashboards as it can hold. Try again in a moment.',
  timeLimit: `The dashboard could not be printed within ${PRINT_TIME_LIMIT_MS / 1000} seconds. Try again, or print it with fewer widgets.`,
  cancelled: 'The print was cancelled: its request was closed.',
} as const;

/** Why a print was not run or not finished; `retryAfterSeconds` when trying again later may help. */
export class PrintRefusedError extends Error {
  constructor(
    readonly reason: 'perUser' | 'queueFull' | 'timeLimit' | 'cancelled',
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = 'PrintRefusedError';
  }
}

export interface PrintQueueLimits {
  atOnce: number;
  queueLength: number;
  perUser: number;
  timeLimitMs: number;
  retryAfterSeconds: number;
  messages: Record<PrintRefusedError['reason'], string>;
}

const DEFAULT_LIMITS: PrintQueueLimits = {
  atOnce: PRINTS_AT_ONCE,
  queueLength: PRINT_QUEUE_LENGTH,
  perUser: PRINTS_PER_USER,
  timeLimitMs: PRINT_TIME_LIMIT_MS,
  retryAfterSeconds: PRINT_RETRY_AFTER_SECONDS,
  messages: printQueueMessages,
};

interface Waiting {
  start: () => void;
  cancel: () => void;
}

export class PrintQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private readonly perUser = new Map<string, number>();
  readonly limits: PrintQueueLimits;

  constructor(limits: Partial<PrintQueueLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Prints running and waiting now. */
  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `print` when a place is free, with a signal that aborts when `clientGone` does or the time limit
   * passes; the print should stop on it. Refuses at once (PrintRefusedError) past the user's or the line's
   * bound; a print cancelled or over time rejects with PrintRefusedError too. A `background` print waits for a
   * place past those bounds, under the same running limit and time limit.
   */
  run<T>(
    user: string,
    clientGone: AbortSignal,
    print: (signal: AbortSignal) => Promise<T>,
    { background = false }: { background?: boolean } = {},
  ): Promise<T> {
    const { limits } = this;
    const refuse = (reason: PrintRefusedError['reason'], retry: boolean) =>
      new PrintRefusedError(reason, limits.messages[reason], retry ? limits.retryAfterSeconds : null);
    if (clientGone.aborted) return Promise.reject(refuse('cancelled', false));
    // Background prints (scheduled exports) are already bounded by their jobs' concurrency and have nobody to
    // tell "try again": they wait for a place however long the line, and never use up their owner's prints.
    if (!background) {
      // A full line is full for everyone, whatever they already have in it.
      if (this.running >= limits.atOnce && this.waiting.length >= limits.queueLength)
        return Promise.reject(refuse('queueFull', true));
      if ((this.perUser.get(user) ?? 0) >= limits.perUser) return Promise.reject(refuse('perUser', true));
    }

    if (!background) this.perUser.set(user, (this.perUser.get(user) ?? 0) + 1);
    const done = () => {
      if (background) return;
      const left = (this.perUser.get(user) ?? 1) - 1;
      if (left > 0) this.perUser.set(user, left);
      else this.perUser.delete(user);
    };
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        clientGone.removeEventListener('abort', leaveLine);
        this.running += 1;
        const timeLimit = new AbortController();
        const timer = setTimeout(() => timeLimit.abort(), limits.timeLimitMs);
        const signal = AbortSignal.any([clientGone, timeLimit.signal]);
        // The print's own error after an abort is only its reaction to the abort: the reason is told instead.
        const why = () => (timeLimit.signal.aborted ? refuse('timeLimit', true) : refuse('cancelled', false));
        const stopped = new Promise<never>((_, rejectStopped) => {
          signal.addEventListener('abort', () => rejectStopped(why()), { once: true });
        });
        // A print that throws at once (no Chromium, say) fails like one that rejects: its place is given back.
        const printed = (async () => print(signal))();
        printed.catch(() => undefined);
        Promise.race([printed, stopped])
          .then(resolve, (error: unknown) => reject(signal.aborted ? why() : error))
          .finally(() => {
            clearTimeout(timer);
            // The place is free once the print has really stopped, not when its caller was answered.
            void printed
              .catch(() => undefined)
              .finally(() => {
                this.running -= 1;
                done();
                this.waiting.shift()?.start();
              });
          });
      };
      const entry: Waiting = {
        start,
        cancel: () => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          done();
          reject(refuse('cancelled', false));
        },
      };
      const leaveLine = () => entry.cancel();
      if (this.running < limits.atOnce) {
        start();
      } else {
        clientGone.addEventListener('abort', leaveLine, { once: true });
        this.waiting.push(entry);
      }
    });
  }
}
