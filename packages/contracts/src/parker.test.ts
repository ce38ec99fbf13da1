import { describe, expect, it } from 'vitest';
import { parkerAskSchema, parkerQuerySchema } from './parker';

const period = { dateFrom: '2026-10-01', dateTo: '2026-10-31' };

describe('parkerQuerySchema', () => {
  it('fills the defaults of a one-metric question', () => {
    const query = parkerQuerySchema.parse({ metric: 'AVAILABILITY', period });
    expect(query).toMatchObject({ aggregation: null, dimension: null, compare: null, order: null, limit: null });
    expect(query.filters.retailers).toEqual([]);
  });

  it('names the field of an unknown metric, a reversed period and a change without a compared period', () => {
    const unknown = parkerQuerySchema.safeParse({ metric: 'SALES', period });
    expect(unknown.error?.issues[0]?.path).toEqual(['metric']);
    const reversed = parkerQuerySchema.safeParse({
      metric: 'AVAILABILITY',
      period: { dateFrom: '2026-11-02', dateTo: '2026-11-01' },
    });
    expect(reversed.error?.issues[0]?.path).toEqual(['period', 'dateTo']);
    const change = parkerQuerySchema.safeParse({
      metric: 'DCC_SCORE',
      dimension: 'RETAILER',
      period,
      order: 'LARGEST_DROP',
    });
    expect(change.error?.issues[0]?.path).toEqual(['compare']);
  });
});

describe('parkerAskSchema', () => {
  it('trims the question and refuses an empty or multi-line one', () => {
    expect(parkerAskSchema.parse({ question: '  How many MAP violations yesterday? ' }).question).toBe(
      'How many MAP violations yesterday?',
    );
    expect(parkerAskSchema.safeParse({ question: '   ' }).success).toBe(false);
    expect(parkerAskSchema.safeParse({ question: 'a\nb' }).success).toBe(false);
  });
});
