import { describe, expect, it } from 'vitest';
import { PERIOD_SETTING, previewPeriodOf, storedPeriodOf, widgetPeriodOf } from './previewPeriod';

const ctx = { today: '2026-11-18', retentionMonths: 3 };

describe('preview period', () => {
  it('sends the days a preset stands for, and compare days only when comparing', () => {
    expect(previewPeriodOf({ preset: '7d' }, ctx)).toEqual({ dateFrom: '2026-11-11', dateTo: '2026-11-17' });
    expect(previewPeriodOf({ preset: '7d', compare: true }, ctx)).toEqual({
      dateFrom: '2026-11-11',
      dateTo: '2026-11-17',
      compareDateFrom: '2026-11-04',
      compareDateTo: '2026-11-10',
    });
  });

  it('swaps a reversed custom range and cuts it to the retention window', () => {
    expect(previewPeriodOf({ preset: 'cu', dateFrom: '2026-11-05', dateTo: '2026-01-01' }, ctx)).toEqual({
      dateFrom: '2026-08-17',
      dateTo: '2026-11-05',
    });
  });

  it('keeps a custom range or a comparison in customSettings beside the preset code', () => {
    const custom = { preset: 'cu', compare: false, dateFrom: '2026-10-01', dateTo: '2026-10-10' };
    const stored = storedPeriodOf(custom, { overallRow: true });
    expect(stored).toEqual({ dateDataSelection: 'cu', customSettings: { overallRow: true, [PERIOD_SETTING]: custom } });
    expect(widgetPeriodOf(stored.dateDataSelection, stored.customSettings)).toEqual(custom);

    const compared = storedPeriodOf({ preset: '30d', compare: true, comparePreset: 'pp' }, {});
    expect(widgetPeriodOf(compared.dateDataSelection, compared.customSettings)).toEqual({
      preset: '30d',
      compare: true,
      comparePreset: 'pp',
    });
  });

  it('stores a plain preset as its code alone, mapping legacy codes', () => {
    expect(
      storedPeriodOf({ preset: '29i', compare: false }, { [PERIOD_SETTING]: { preset: 'cu' }, overallRow: true }),
    ).toEqual({
      dateDataSelection: '30d',
      customSettings: { overallRow: true },
    });
  });

  it('reads the preset alone when the remembered value no longer matches it, or there is none', () => {
    expect(widgetPeriodOf('7d', { [PERIOD_SETTING]: { preset: '30d', compare: true } })).toEqual({
      preset: '7d',
      compare: false,
    });
    expect(widgetPeriodOf('6i', undefined)).toEqual({ preset: '7d', compare: false });
    // Custom without its days cannot be drawn; the default stands in, as it does in the engine.
    expect(widgetPeriodOf('cu', {})).toEqual({ preset: '30d', compare: false });
  });

  it('reads no period for a widget without a preset of its own, even beside a remembered picker value', () => {
    expect(widgetPeriodOf(null, {})).toBeNull();
    expect(widgetPeriodOf(undefined, undefined)).toBeNull();
    expect(
      widgetPeriodOf(null, { [PERIOD_SETTING]: { preset: '30d', compare: true, comparePreset: 'pp' } }),
    ).toBeNull();
  });

  it('stores no period as no preset, dropping a remembered picker value and keeping the other settings', () => {
    expect(storedPeriodOf(null, { overallRow: true, [PERIOD_SETTING]: { preset: '7d', compare: true } })).toEqual({
      dateDataSelection: null,
      customSettings: { overallRow: true },
    });
    expect(storedPeriodOf(undefined, undefined)).toEqual({ dateDataSelection: null, customSettings: {} });
  });
});
