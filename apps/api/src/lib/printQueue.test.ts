import { describe, expect, it } from 'vitest';
import {
  PRINT_QUEUE_LENGTH,
  PRINT_RETRY_AFTER_SECONDS,
  PrintQueue,
  PrintRefusedError,
  printQueueMessages,
  PRINTS_AT_ONCE,
  PRINTS_PER_USER,
} from './printQueue';

/** A fake print that runs until the test finishes it, or stops when its signal aborts (as the renderer does). */
function fakePrinter() {
  const started: { user: string; signal: AbortSignal; finish: () => void }[] = [];
  const print = (user: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      started.push({ user, signal, finish: () => resolve(`pdf of ${user}`) });
      signal.addEventListener('abort', () => reject(new Error('context closed')), { once: true });
    });
  return { started, print };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error: error as PrintRefusedError }),
  );
const never = new AbortController().signal;

describe('PrintQueue', () => {
  it('has the documented limits', () => {
    expect({ PRINTS_AT_ONCE, PRINT_QUEUE_LENGTH, PRINTS_PER_USER, PRINT_RETRY_AFTER_SECONDS }).toEqual({
      PRINTS_AT_ONCE: 2,
      PRINT_QUEUE_LENGTH: 8,
      PRINTS_PER_USER: 2,
      PRINT_RETRY_AFTER_SECONDS: 15,
    });
  });

  it('runs two at once, refuses a user’s third (per user) and a print past a full line, and runs the line in order', async () => {
    const queue = new PrintQueue();
    const { started, print } = fakePrinter();
    // Twenty prints at once from one user: two run, the other eighteen are refused at once.
    const fromOne = Array.from({ length: 20 }, () => settle(queue.run('ada', never, print('ada'))));
    const refused = (await Promise.all(fromOne.slice(2))).map((result) => result.error);
    expect(refused.every((error) => error instanceof PrintRefusedError && error.reason === 'perUser')).toBe(true);
    expect(refused[0]?.message).toBe(printQueueMessages.perUser);
    expect(refused[0]?.retryAfterSeconds).toBe(PRINT_RETRY_AFTER_SECONDS);
    expect(started.map((print) => print.user)).toEqual(['ada', 'ada']);

    // Eight others wait in line (two each from four users); the next one finds it full.
    const waiting = ['bo', 'bo', 'cy', 'cy', 'di', 'di', 'ed', 'ed'].map((user) =>
      settle(queue.run(user, never, print(user))),
    );
    expect(queue.size).toEqual({ running: 2, waiting: 8 });
    const full = await settle(queue.run('fay', never, print('fay')));
    expect(full.error).toMatchObject({ reason: 'queueFull', retryAfterSeconds: PRINT_RETRY_AFTER_SECONDS });
    expect(full.error?.message).toBe(printQueueMessages.queueFull);

    // Each finished print lets the next in line start.
    started[0]?.finish();
    expect((await fromOne[0])?.value).toBe('pdf of ada');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.map((print) => print.user)).toEqual(['ada', 'ada', 'bo']);
    for (let index = 1; index < 10; index += 1) {
      started[index]?.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await Promise.all(waiting)).map((result) => result.value)).toEqual(
      ['bo', 'bo', 'cy', 'cy', 'di', 'di', 'ed', 'ed'].map((user) => `pdf of ${user}`),
    );
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('stops a print over its time limit with a clear message and frees its place', async () => {
    const queue = new PrintQueue({ timeLimitMs: 20 });
    const { started, print } = fakePrinter();
    const result = await settle(queue.run('ada', never, print('ada')));
    expect(result.error).toMatchObject({ reason: 'timeLimit', message: printQueueMessages.timeLimit });
    expect(printQueueMessages.timeLimit).toContain('60 seconds');
    expect(started[0]?.signal.aborted).toBe(true);
    // Freed once the stopped print has settled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('stops a running print whose client has gone, and drops a waiting one without starting it', async () => {
    const queue = new PrintQueue({ atOnce: 1 });
    const { started, print } = fakePrinter();
    const runningClient = new AbortController();
    const waitingClient = new AbortController();
    const running = settle(queue.run('ada', runningClient.signal, print('ada')));
    const waiting = settle(queue.run('bo', waitingClient.signal, print('bo')));
    expect(queue.size).toEqual({ running: 1, waiting: 1 });

    waitingClient.abort();
    expect((await waiting).error).toMatchObject({ reason: 'cancelled', retryAfterSeconds: null });
    expect(queue.size).toEqual({ running: 1, waiting: 0 });

    runningClient.abort();
    expect((await running).error).toMatchObject({ reason: 'cancelled' });
    expect(started[0]?.signal.aborted).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    // The waiting print never started; the user's places are free again.
    expect(started.map((print) => print.user)).toEqual(['ada']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    const again = queue.run('ada', never, print('ada'));
    started[1]?.finish();
    expect(await again).toBe('pdf of ada');
  });

  it('gives the place of a print that throws at once back', async () => {
    const queue = new PrintQueue({ atOnce: 1 });
    const failing = settle(
      queue.run('ada', never, () => {
        throw new Error('no Chromium');
      }),
    );
    expect((await failing).error?.message).toBe('no Chromium');
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run('ada', never, async () => 'printed')).toBe('printed');
  });

  it('lets background prints wait past a full line and the owner’s bound, within the running limit', async () => {
    const queue = new PrintQueue({ atOnce: 1, queueLength: 1, perUser: 1 });
    const { started, print } = fakePrinter();
    const asked = settle(queue.run('ada', never, print('ada')));
    expect((await settle(queue.run('ada', never, print('ada')))).error).toMatchObject({ reason: 'perUser' });
    // Three scheduled prints: the line holds one, yet all three wait; none runs beside the print under way.
    const scheduled = ['export 1', 'export 2', 'export 3'].map((name) =>
      settle(queue.run('ada', never, print(name), { background: true })),
    );
    expect(queue.size).toEqual({ running: 1, waiting: 3 });
    // Someone asking in the app finds the line full; the background prints did not use up ada's own bound.
    expect((await settle(queue.run('bo', never, print('bo')))).error).toMatchObject({ reason: 'queueFull' });
    for (let index = 0; index < 4; index += 1) {
      started[index]?.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await asked).value).toBe('pdf of ada');
    expect((await Promise.all(scheduled)).map((result) => result.value)).toEqual([
      'pdf of export 1',
      'pdf of export 2',
      'pdf of export 3',
    ]);
    expect(started.map((one) => one.user)).toEqual(['ada', 'export 1', 'export 2', 'export 3']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
