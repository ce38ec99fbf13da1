import { describe, expect, it } from 'vitest';
import { describeDateCode, isRelativeDateCode, normalizeDateCode, parseRelativeCode } from './codes';

describe('relative date codes', () => {
  it('maps the legacy codes of spec 2 §9', () => {
    expect(normalizeDateCode('1m')).toBe('30d');
    expect(normalizeDateCode('0m')).toBe('30d');
    expect(normalizeDateCode('29i')).toBe('30d');
    expect(normalizeDateCode('6i')).toBe('7d');
    expect(normalizeDateCode('0i')).toBe('0d');
    expect(normalizeDateCode(' 12M ')).toBe('12m');
  });

  it('reads a count and a unit', () => {
    expect(parseRelativeCode('30d')).toEqual({ count: 30, unit: 'd' });
    expect(parseRelativeCode('14i')).toEqual({ count: 14, unit: 'i' });
    expect(parseRelativeCode('2w')).toEqual({ count: 2, unit: 'w' });
    expect(parseRelativeCode('12m')).toEqual({ count: 12, unit: 'm' });
    expect(parseRelativeCode('1y')).toEqual({ count: 1, unit: 'y' });
    expect(parseRelativeCode('1m')).toEqual({ count: 30, unit: 'd' });
  });

  it('rejects what is not a code', () => {
    for (const code of ['cu', 'ccu', '', 'd', '7', '7x', '-7d', '1.5d', '1000d', '0w', '0y']) {
      expect(isRelativeDateCode(code), code).toBe(false);
    }
    expect(isRelativeDateCode('0m')).toBe(true);
  });

  it('names presets and other codes', () => {
    expect(describeDateCode('0d')).toBe('Today');
    expect(describeDateCode('0i')).toBe('Today');
    expect(describeDateCode('1i')).toBe('Today');
    expect(describeDateCode('1d')).toBe('Yesterday');
    expect(describeDateCode('6i')).toBe('Last 7 days');
    expect(describeDateCode('29i')).toBe('Last 30 days');
    expect(describeDateCode('12m')).toBe('Last 12 months');
    expect(describeDateCode('14i')).toBe('Last 14 days including today');
    expect(describeDateCode('1w')).toBe('Last week');
    expect(describeDateCode('4w')).toBe('Last 4 weeks');
    expect(describeDateCode('2y')).toBe('Last 2 years');
    expect(describeDateCode('cu')).toBeNull();
  });
});
