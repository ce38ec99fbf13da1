import { describe, expect, it } from 'vitest';
import { describeExportFrequency, type ExportSchedule, nextExportAfter } from './scheduledExportSchedule';
import { scheduledExportInputSchema, scheduledExportMessages } from './scheduledExports';

const daily: ExportSchedule = {
  frequency: 'daily',
  weekday: null,
  monthDay: null,
  startDate: '2026-01-01',
  endDate: null,
  time: '08:00',
};

describe('nextExportAfter', () => {
  it('runs daily at the time, today when still ahead, else tomorrow', () => {
    expect(nextExportAfter(daily, '2026-03-10T07:59:00Z')).toBe('2026-03-10T08:00:00Z');
    expect(nextExportAfter(daily, '2026-03-10T08:00:00Z')).toBe('2026-03-11T08:00:00Z');
  });

  it('waits for the start date and stops after the end date', () => {
    expect(nextExportAfter({ ...daily, startDate: '2026-04-01' }, '2026-03-10T12:00:00Z')).toBe('2026-04-01T08:00:00Z');
    expect(nextExportAfter({ ...daily, endDate: '2026-03-10' }, '2026-03-10T09:00:00Z')).toBeNull();
    expect(nextExportAfter({ ...daily, endDate: '2026-03-10' }, '2026-03-10T07:00:00Z')).toBe('2026-03-10T08:00:00Z');
  });

  it('runs weekly on its ISO weekday', () => {
    // 2026-03-10 is a Tuesday; Monday is 1.
    const weekly = { ...daily, frequency: 'weekly' as const, weekday: 1, time: '23:30' };
    expect(nextExportAfter(weekly, '2026-03-10T00:00:00Z')).toBe('2026-03-16T23:30:00Z');
    expect(nextExportAfter({ ...weekly, weekday: 2 }, '2026-03-10T00:00:00Z')).toBe('2026-03-10T23:30:00Z');
  });

  it('runs monthly on its day, on the last day of a shorter month', () => {
    const monthly = { ...daily, frequency: 'monthly' as const, monthDay: 31 };
    expect(nextExportAfter(monthly, '2026-01-31T09:00:00Z')).toBe('2026-02-28T08:00:00Z');
    expect(nextExportAfter(monthly, '2028-02-01T00:00:00Z')).toBe('2028-02-29T08:00:00Z');
    expect(nextExportAfter(monthly, '2026-04-30T08:00:00Z')).toBe('2026-05-31T08:00:00Z');
    expect(nextExportAfter({ ...monthly, monthDay: 15 }, '2026-03-15T08:00:01Z')).toBe('2026-04-15T08:00:00Z');
  });

  it('tells the rule in words', () => {
    expect(describeExportFrequency({ frequency: 'weekly', weekday: 5, monthDay: null, time: '06:15' })).toBe(
      'Weekly on Friday at 06:15 UTC',
    );
  });
});

describe('scheduledExportInputSchema', () => {
  const base = { subject: 'Daily stock', filename: 'stock', startDate: '2026-01-01' };

  it('fills the defaults of spec 2 §9', () => {
    const parsed = scheduledExportInputSchema.parse({ ...base, dashboardWidgetId: 4 });
    expect(parsed).toMatchObject({ isActive: true, fileType: 'csv', rollingDate: '1d', frequency: 'daily' });
    expect(parsed.dashboardSettings.filterRetailerIds).toEqual([]);
  });

  it('names the field that is wrong', () => {
    const issues = (input: object) =>
      scheduledExportInputSchema
        .safeParse({ ...base, ...input })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ dashboardWidgetId: 4, dashboardId: 2 })).toEqual([
      ['dashboardWidgetId', scheduledExportMessages.target],
    ]);
    expect(issues({ dashboardId: 2 })).toEqual([['dashboardWidgetId', scheduledExportMessages.csvNeedsWidget]]);
    expect(issues({ dashboardWidgetId: 4, fileType: 'pdf' })).toEqual([
      ['dashboardId', scheduledExportMessages.pdfNeedsDashboard],
    ]);
    expect(issues({ dashboardWidgetId: 4, frequency: 'monthly' })).toEqual([
      ['monthDay', scheduledExportMessages.monthDay],
    ]);
    expect(issues({ dashboardWidgetId: 4, time: '24:00' })).toEqual([['time', scheduledExportMessages.time]]);
    expect(issues({ dashboardWidgetId: 4, endDate: '2025-12-31' })).toEqual([
      ['endDate', scheduledExportMessages.endDate],
    ]);
  });
});
