import type { ApiTarget } from './apiTarget';
import { activeCustomerHeaders, authHeaders, http, resolvePath } from './http';
import { sendAuthorized } from './authRetry';
import type { SessionStore } from './session/activeStore';
import { tokenRefreshed } from './session/sessionSlice';

/** How long a batched answer waits to be taken up: later, the query asks the server itself. */
export const BATCHED_ANSWER_KEEP_MS = 30_000;

/** What the base query answers for one request: the body, or the status and body of a refused one. */
export type BatchedAnswer = { data: unknown } | { error: { status: number; data: unknown } };

/** One line of a batch's answer: the index of its request, and what that request alone would answer. */
interface BatchLine {
  index: number;
  status: number;
  body: unknown;
}

interface Offered {
  /** Null when the batch failed before this request's line: its query asks the server itself. */
  answer: Promise<BatchedAnswer | null>;
  offeredAt: number;
}

// Keyed by the request's path below the API root, as the base query resolves it, and its body (see keyOf).
const offered = new Map<string, Offered>();

/** The body as JSON with its object keys in order, so equal requests built in another key order meet. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );

const keyOf = (path: string, body: unknown) => `${path} ${canonicalJson(body)}`;

function isBatchLine(value: unknown): value is BatchLine {
  const line = value as Partial<BatchLine> | null;
  return typeof line?.index === 'number' && typeof line.status === 'number' && 'body' in line;
}

/** Calls `onLine` with each line of a newline-delimited JSON body as it arrives. */
async function readLines(body: ReadableStream<Uint8Array>, onLine: (line: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const lines = (rest + decoder.decode(chunk.value, { stream: true })).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onLine(JSON.parse(line));
  }
  if (rest.trim() !== '') onLine(JSON.parse(rest));
}

/**
 * Sends many POSTs of one path as one request to `batchPath` (`{ requests }`, answered line by line as
 * `{ index, status, body }`), for the queries that will ask the same to take up (see takeBatchedAnswer): a
 * screen that asks for dozens of answers at once saves a request, its headers and its bookkeeping per answer,
 * and each answer is there as soon as its line arrives. Targets are as requests name them (apiTarget); a
 * customer-scoped one is sent for the active customer. Bodies already offered and not yet taken are left out. A
 * request the batch cannot answer (it failed, or ended before that line) is answered null: its query asks
 * the server itself, with its own error handling. Returns how many bodies were sent.
 */
export function startBatchedPosts(
  { getState, dispatch }: SessionStore,
  batch: ApiTarget,
  item: ApiTarget,
  bodies: readonly unknown[],
): number {
  const { token, activeCustomerId } = getState().session;
  if (!token || ((batch.customerScoped || item.customerScoped) && activeCustomerId === null)) return 0;
  const batchPath = resolvePath(batch.url, batch.customerScoped, activeCustomerId);
  const itemPath = resolvePath(item.url, item.customerScoped, activeCustomerId);
  const now = Date.now();
  const fresh = bodies.filter((body) => {
    const earlier = offered.get(keyOf(itemPath, body));
    return !earlier || now - earlier.offeredAt > BATCHED_ANSWER_KEEP_MS;
  });
  if (fresh.length === 0) return 0;
  const settlers = fresh.map(() => {
    let settle: (answer: BatchedAnswer | null) => void = () => undefined;
    const answer = new Promise<BatchedAnswer | null>((resolve) => {
      settle = resolve;
    });
    return { answer, settle };
  });
  fresh.forEach((body, index) =>
    offered.set(keyOf(itemPath, body), { answer: settlers[index]!.answer, offeredAt: now }),
  );

  void (async () => {
    const response = await sendAuthorized(
      (current) =>
        http().post(batchPath, {
          headers: { ...authHeaders(current), ...activeCustomerHeaders(activeCustomerId) },
          json: { requests: fresh },
        }),
      {
        getToken: () => getState().session.token,
        onTokenRefreshed: (token) => dispatch(tokenRefreshed(token)),
      },
    );
    if (!response.ok || !response.body) return;
    await readLines(response.body, (line) => {
      if (!isBatchLine(line)) return;
      settlers[line.index]?.settle(
        line.status >= 200 && line.status < 300
          ? { data: line.body }
          : { error: { status: line.status, data: line.body } },
      );
    });
  })()
    .catch(() => undefined)
    .finally(() => {
      for (const { settle } of settlers) settle(null);
    });
  return fresh.length;
}

/**
 * The batched answer for a POST of `path` (below the API root) with `body`, once; undefined at once when none
 * was offered or it is older than BATCHED_ANSWER_KEEP_MS, so other requests wait for nothing.
 */
export function takeBatchedAnswer(
  path: string,
  body: unknown,
  now = Date.now(),
): Promise<BatchedAnswer | null> | undefined {
  const key = keyOf(path, body);
  const entry = offered.get(key);
  if (!entry) return undefined;
  offered.delete(key);
  if (now - entry.offeredAt > BATCHED_ANSWER_KEEP_MS) return undefined;
  return entry.answer;
}
