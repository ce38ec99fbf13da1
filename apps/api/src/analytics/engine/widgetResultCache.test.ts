import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { WidgetResultCache } from './widgetResultCache';

const answerWith = (value: number) =>
  ({ visualizationType: 'KPI', rawOutput: { value }, settingsUsed: {} }) as unknown as WidgetDataAnswer;

function counting(value = 1) {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return answerWith(value + calls);
    },
    calls: () => calls,
  };
}

describe('WidgetResultCache', () => {
  it('answers the same question from what it kept, and another question afresh', async () => {
    const cache = new WidgetResultCache(async () => 'stamp-1');
    const work = counting();
    const first = await cache.answer(1, { widget: 5 }, work.compute);
    const again = await cache.answer(1, { widget: 5 }, work.compute);
    const other = await cache.answer(1, { widget: 6 }, work.compute);
    expect(first.hit).toBe(false);
    expect(again).toEqual({ answer: first.answer, hit: true });
    expect(other.hit).toBe(false);
    expect(work.calls()).toBe(2);
  });

  it('computes every answer afresh when told not to keep them (the bench’s uncached figures)', async () => {
    const cache = new WidgetResultCache(async () => 'stamp-1', { keep: false });
    const work = counting();
    const first = await cache.answer(1, { widget: 5 }, work.compute);
    const again = await cache.answer(1, { widget: 5 }, work.compute);
    expect([first.hit, again.hit]).toEqual([false, false]);
    expect(again.answer).not.toEqual(first.answer);
    expect(work.calls()).toBe(2);
  });

  it('keeps customers apart', async () => {
    const cache = new WidgetResultCache(async () => 'stamp-1');
    const work = counting();
    await cache.answer(1, { widget: 5 }, work.compute);
    expect((await cache.answer(2, { widget: 5 }, work.compute)).hit).toBe(false);
  });

  it('computes again once the facts changed, and keeps nothing while a load runs', async () => {
    let stamp: string | null = 'before';
    const cache = new WidgetResultCache(async () => stamp);
    const work = counting();
    const before = await cache.answer(1, 'q', work.compute);
    stamp = null;
    const during1 = await cache.answer(1, 'q', work.compute);
    const during2 = await cache.answer(1, 'q', work.compute);
    stamp = 'after';
    const after = await cache.answer(1, 'q', work.compute);
    expect([before.hit, during1.hit, during2.hit, after.hit]).toEqual([false, false, false, false]);
    expect(new Set([before, during1, during2, after].map((result) => JSON.stringify(result.answer))).size).toBe(4);
  });

  it('lets requests that arrive together share one computation', async () => {
    const cache = new WidgetResultCache(async () => 's');
    const work = counting();
    const results = await Promise.all([1, 2, 3].map(() => cache.answer(1, 'q', work.compute)));
    expect(work.calls()).toBe(1);
    expect(results.filter((result) => result.hit)).toHaveLength(2);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = new WidgetResultCache(async () => 's');
    await expect(
      cache.answer(1, 'q', async () => {
        throw new Error('store closed');
      }),
    ).rejects.toThrow('store closed');
    const work = counting();
    expect((await cache.answer(1, 'q', work.compute)).hit).toBe(false);
    expect(work.calls()).toBe(1);
  });
});
