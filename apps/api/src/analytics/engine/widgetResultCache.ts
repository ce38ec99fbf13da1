import { createHash } from 'node:crypto';
import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { LRUCache } from 'lru-cache';

/**
 * What a customer's facts are at the moment: changes whenever a load of theirs starts or ends; null
 * while one is running (its files commit one after another, so answers are not kept then).
 */
export type FactsStamp = (customerId: number) => Promise<string | null>;

/**
 * Answers kept at most this long. The key carries the facts' version, and the catalogue their labels come
 * from changes only with the seeds and loads, which move that version; so the bound is memory (below) more
 * than time. The day is in the key too.
 */
export const RESULT_TTL_MS = 10 * 60_000;
/** Bound on what kept answers take, counted in characters of their JSON. */
const MAX_KEPT_CHARS = 64 * 1024 * 1024;

export interface CachedAnswer {
  answer: WidgetDataAnswer;
  /** True when the answer was kept from an earlier request (or one still computing). */
  hit: boolean;
}

/**
 * Widget answers by what decides them: the customer, the state of their facts, and everything the engine
 * resolved from the request (definition with overrides, period, fact scope after filters and the
 * viewer's retailer access, paging and sorting). Filters and access are resolved before the lookup, so
 * an edited saved filter or a changed access makes another key; a load of the customer's facts makes
 * another stamp. Requests that arrive while the same answer is computing wait for it.
 */
export class WidgetResultCache {
  private readonly kept = new LRUCache<string, WidgetDataAnswer>({
    maxSize: MAX_KEPT_CHARS,
    ttl: RESULT_TTL_MS,
    sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer).length),
  });
  private readonly computing = new Map<string, Promise<WidgetDataAnswer>>();

  /** `keep: false` computes every answer afresh (WIDGET_RESULT_CACHE=off, for the engine bench's uncached figures). */
  constructor(
    private readonly factsStamp: FactsStamp,
    private readonly options: { keep: boolean } = { keep: true },
  ) {}

  async answer(
    customerId: number,
    decidedBy: unknown,
    compute: () => Promise<WidgetDataAnswer>,
  ): Promise<CachedAnswer> {
    if (!this.options.keep) return { answer: await compute(), hit: false };
    const stamp = await this.factsStamp(customerId);
    if (stamp === null) return { answer: await compute(), hit: false };
    const key = createHash('sha256')
      .update(JSON.stringify([customerId, stamp, decidedBy]))
      .digest('base64url');
    const kept = this.kept.get(key);
    if (kept) return { answer: kept, hit: true };
    const running = this.computing.get(key);
    if (running) return { answer: await running, hit: true };
    const started = compute();
    this.computing.set(key, started);
    try {
      const answer = await started;
      this.kept.set(key, answer);
      return { answer, hit: false };
    } finally {
      this.computing.delete(key);
    }
  }

  clear(): void {
    this.kept.clear();
  }
}
