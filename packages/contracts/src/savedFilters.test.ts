import { describe, expect, it } from 'vitest';
import { savedFilterInputSchema, savedFilterSegments } from './savedFilters';

describe('saved filter input', () => {
  it('defaults every segment and the sharing to empty lists', () => {
    const parsed = savedFilterInputSchema.parse({ name: '  Germany ' });
    expect(parsed.name).toBe('Germany');
    for (const segment of savedFilterSegments) expect(parsed[segment]).toEqual([]);
    expect(parsed.sharedWith).toEqual([]);
  });

  it('accepts member ids and -1 for everyone, and names a bad share or item by its path', () => {
    expect(savedFilterInputSchema.parse({ name: 'x', sharedWith: [-1, 4] }).sharedWith).toEqual([-1, 4]);
    const badShare = savedFilterInputSchema.safeParse({ name: 'x', sharedWith: [-2] });
    expect(badShare.error?.issues[0]?.path).toEqual(['sharedWith', 0]);
    const badItem = savedFilterInputSchema.safeParse({ name: 'x', brands: [0] });
    expect(badItem.error?.issues[0]?.path).toEqual(['brands', 0]);
  });
});
