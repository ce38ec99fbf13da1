import { describe, expect, it } from 'vitest';
import { dashboardIdOf } from './routes';

describe('dashboardIdOf', () => {
  it('reads a whole positive `?id=`', () => {
    expect(dashboardIdOf(new URLSearchParams('id=12'))).toBe(12);
    expect(dashboardIdOf(new URLSearchParams('from=2026-11-01&id=7'))).toBe(7);
  });

  it('is null for a missing, signed, fractional, zero or unsafe id', () => {
    for (const search of ['', 'id=', 'id=-3', 'id=1.5', 'id=0', 'id=abc', 'id=99999999999999999999'])
      expect(dashboardIdOf(new URLSearchParams(search))).toBeNull();
  });
});
