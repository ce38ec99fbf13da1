import { describe, expect, it } from 'vitest';
import {
  chooseComparePreset,
  chooseCustomCompare,
  chooseCustomRange,
  choosePreset,
  comparisonFromDraft,
  draftFromValue,
  resolveDraft,
  toggleCompare,
  valueFromDraft,
} from './pickerDraft';

const today = '2026-11-18';
const short = { today, retentionMonths: 3 };
const long = { today, retentionMonths: 24 };

describe('picker draft', () => {
  it('opens with legacy codes mapped and compare off', () => {
    expect(draftFromValue({ preset: '29i' }, short)).toEqual({ preset: '30d', compare: false });
  });

  it('opens Last 12 months as the custom days it covers when retention no longer offers it', () => {
    expect(draftFromValue({ preset: '12m' }, short)).toEqual({
      preset: 'cu',
      dateFrom: '2026-08-17',
      dateTo: '2026-11-17',
      compare: false,
    });
    expect(draftFromValue({ preset: '12m' }, long)).toEqual({ preset: '12m', compare: false });
  });

  it('opens a preceding-year comparison as the preceding period under short retention', () => {
    const draft = draftFromValue({ preset: '7d', compare: true, comparePreset: 'py' }, short);
    expect(draft).toMatchObject({ compare: true, comparePreset: 'pp' });
  });

  it('keeps the shown days when Custom is chosen, and drops them for a preset', () => {
    const custom = choosePreset({ preset: '7d', compare: false }, 'cu', short);
    expect(custom).toMatchObject({ preset: 'cu', dateFrom: '2026-11-11', dateTo: '2026-11-17' });
    expect(choosePreset(custom, '30d', short)).toMatchObject({ preset: '30d', dateFrom: undefined });
  });

  it('swaps a reversed custom range', () => {
    const draft = chooseCustomRange({ preset: '7d', compare: false }, '2026-10-31', '2026-10-01');
    expect(draft).toMatchObject({ preset: 'cu', dateFrom: '2026-10-01', dateTo: '2026-10-31' });
    const compared = chooseCustomCompare(draft, '2026-09-30', '2026-09-01');
    expect(compared).toMatchObject({
      compare: true,
      comparePreset: 'ccu',
      compareFrom: '2026-09-01',
      compareTo: '2026-09-30',
    });
  });

  it('turns compare on with the preceding period when nothing is chosen or remembered', () => {
    const on = toggleCompare({ preset: '7d', compare: false }, true, short, null);
    expect(on).toMatchObject({ compare: true, comparePreset: 'pp' });
    expect(resolveDraft(on, short)).toMatchObject({ compareFrom: '2026-11-04', compareTo: '2026-11-10' });
  });

  it('turns compare on with the remembered preset where it is still allowed', () => {
    const remembered = { compare: true, comparePreset: 'py' as const };
    expect(toggleCompare({ preset: '7d', compare: false }, true, long, remembered)).toMatchObject({
      comparePreset: 'py',
    });
    expect(toggleCompare({ preset: '7d', compare: false }, true, short, remembered)).toMatchObject({
      comparePreset: 'pp',
    });
    const customInside = {
      compare: true,
      comparePreset: 'ccu' as const,
      compareFrom: '2026-10-01',
      compareTo: '2026-10-07',
    };
    expect(toggleCompare({ preset: '7d', compare: false }, true, short, customInside)).toMatchObject({
      comparePreset: 'ccu',
      compareFrom: '2026-10-01',
    });
    const customGone = { ...customInside, compareFrom: '2025-01-01', compareTo: '2025-01-07' };
    expect(toggleCompare({ preset: '7d', compare: false }, true, short, customGone)).toMatchObject({
      comparePreset: 'pp',
    });
  });

  it('keeps the compare choice of the open dialog when compare goes off and on again', () => {
    const py = chooseComparePreset({ preset: '7d', compare: true, comparePreset: 'pp' }, 'py', long);
    const off = toggleCompare(py, false, long, null);
    expect(valueFromDraft(off)).toEqual({ preset: '7d', compare: false });
    expect(comparisonFromDraft(off)).toEqual({ compare: false, comparePreset: 'py' });
    expect(toggleCompare(off, true, long, null)).toMatchObject({ compare: true, comparePreset: 'py' });
  });

  it('starts a custom comparison from the compare days on show', () => {
    const draft = chooseComparePreset({ preset: '7d', compare: true, comparePreset: 'pp' }, 'ccu', short);
    expect(draft).toMatchObject({ comparePreset: 'ccu', compareFrom: '2026-11-04', compareTo: '2026-11-10' });
    expect(valueFromDraft(draft)).toEqual({
      preset: '7d',
      compare: true,
      comparePreset: 'ccu',
      compareFrom: '2026-11-04',
      compareTo: '2026-11-10',
    });
  });
});
