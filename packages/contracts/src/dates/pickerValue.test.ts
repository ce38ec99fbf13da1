import { describe, expect, it } from 'vitest';
import { datePickerValueSchema, resolvePickerValue, storedWidgetPeriod, WIDGET_PERIOD_SETTING } from './pickerValue';

const today = '2026-11-18';

describe('datePickerValueSchema', () => {
  it('accepts presets, legacy codes and complete custom ranges, with compare off by default', () => {
    expect(datePickerValueSchema.parse({ preset: '30d' })).toEqual({ preset: '30d', compare: false });
    expect(datePickerValueSchema.safeParse({ preset: '29i' }).success).toBe(true);
    expect(
      datePickerValueSchema.safeParse({ preset: 'cu', dateFrom: '2026-10-01', dateTo: '2026-10-31' }).success,
    ).toBe(true);
  });

  it('names the missing or bad field', () => {
    const paths = (input: unknown) =>
      datePickerValueSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ preset: 'cu', dateFrom: '2026-10-01' })).toEqual(['dateTo']);
    expect(paths({ preset: '30d', compare: true, comparePreset: 'ccu' })).toEqual(['compareFrom', 'compareTo']);
    expect(paths({ preset: 'last month' })).toEqual(['preset']);
    expect(paths({ preset: 'cu', dateFrom: '2026-02-30', dateTo: '2026-03-01' })).toEqual(['dateFrom']);
    expect(paths({ preset: '7d', compare: true, comparePreset: 'yoy' })).toEqual(['comparePreset']);
  });
});

describe('resolvePickerValue', () => {
  it('resolves a preset without comparison', () => {
    expect(resolvePickerValue({ preset: '7d' }, { today })).toEqual({
      preset: '7d',
      dateFrom: '2026-11-11',
      dateTo: '2026-11-17',
      compareFrom: null,
      compareTo: null,
      comparePreset: null,
    });
  });

  it('finds today in the given time zone when no today is given', () => {
    const now = Date.UTC(2026, 10, 18, 23, 30); // already 19 November in Berlin
    expect(resolvePickerValue({ preset: '1d' }, { zone: 'Europe/Berlin', now })).toMatchObject({
      dateFrom: '2026-11-18',
      dateTo: '2026-11-18',
    });
    expect(resolvePickerValue({ preset: '1d' }, { zone: 'America/New_York', now })).toMatchObject({
      dateFrom: '2026-11-17',
    });
  });

  it('maps legacy codes', () => {
    expect(resolvePickerValue({ preset: '1m' }, { today })).toMatchObject({ preset: '30d', dateFrom: '2026-10-19' });
  });

  it('compares with the preceding period when compare is on and none is chosen', () => {
    expect(resolvePickerValue({ preset: '7d', compare: true }, { today })).toMatchObject({
      compareFrom: '2026-11-04',
      compareTo: '2026-11-10',
      comparePreset: 'pp',
    });
  });

  it('swaps reversed custom ranges', () => {
    const value = {
      preset: 'cu',
      dateFrom: '2026-10-31',
      dateTo: '2026-10-01',
      compare: true,
      comparePreset: 'ccu' as const,
      compareFrom: '2026-09-30',
      compareTo: '2026-09-01',
    };
    expect(resolvePickerValue(value, { today })).toMatchObject({
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      compareFrom: '2026-09-01',
      compareTo: '2026-09-30',
    });
  });

  it('cuts the range at the retention window', () => {
    const value = { preset: 'cu', dateFrom: '2026-01-01', dateTo: '2026-12-31' };
    expect(resolvePickerValue(value, { today, retentionMonths: 3 })).toMatchObject({
      dateFrom: '2026-08-17',
      dateTo: today,
    });
    // Last 12 months with 11 months of retention (a widget saved before the retention shrank).
    expect(resolvePickerValue({ preset: '12m' }, { today, retentionMonths: 11 })).toMatchObject({
      preset: '12m',
      dateFrom: '2025-12-17',
      dateTo: '2026-11-17',
    });
  });

  it('falls back to the default preset when the stored range is entirely outside the window', () => {
    const value = { preset: 'cu', dateFrom: '2024-01-01', dateTo: '2024-01-31' };
    expect(resolvePickerValue(value, { today, retentionMonths: 3 })).toMatchObject({
      preset: '30d',
      dateFrom: '2026-10-19',
      dateTo: '2026-11-17',
    });
  });

  it('replaces the preceding year by the preceding period when retention does not allow it', () => {
    const value = { preset: '7d', compare: true, comparePreset: 'py' as const };
    expect(resolvePickerValue(value, { today, retentionMonths: 3 })).toMatchObject({
      comparePreset: 'pp',
      compareFrom: '2026-11-04',
    });
    expect(resolvePickerValue(value, { today, retentionMonths: 24 })).toMatchObject({
      comparePreset: 'py',
      compareFrom: '2025-11-11',
      compareTo: '2025-11-17',
    });
  });

  it('cuts a compare range at the window and drops one wholly before it', () => {
    const cut = resolvePickerValue(
      { preset: 'cu', dateFrom: '2026-08-20', dateTo: '2026-09-19', compare: true },
      { today, retentionMonths: 3 },
    );
    expect(cut).toMatchObject({ compareFrom: '2026-08-17', compareTo: '2026-08-19' });
    const dropped = resolvePickerValue(
      { preset: '30d', compare: true, comparePreset: 'ccu', compareFrom: '2025-01-01', compareTo: '2025-01-31' },
      { today, retentionMonths: 3 },
    );
    expect(dropped).toMatchObject({ compareFrom: null, compareTo: null, comparePreset: null });
  });
});

describe('storedWidgetPeriod', () => {
  const custom = { preset: 'cu', compare: true, dateFrom: '2026-01-05', dateTo: '2026-01-18' };
  it('gives back the remembered value that fits the widget’s preset', () => {
    expect(storedWidgetPeriod('cu', { [WIDGET_PERIOD_SETTING]: custom })).toEqual(custom);
    expect(storedWidgetPeriod('7d', { [WIDGET_PERIOD_SETTING]: custom })).toBeNull();
  });
  it('gives none to a widget without a date selection of its own, whatever is left in its settings', () => {
    expect(storedWidgetPeriod(null, { [WIDGET_PERIOD_SETTING]: { preset: '30d', compare: true } })).toBeNull();
    expect(storedWidgetPeriod(undefined, { [WIDGET_PERIOD_SETTING]: custom })).toBeNull();
  });
});
