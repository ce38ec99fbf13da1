import { describe, expect, it } from 'vitest';
import { alertInputSchema } from './alerts';

const issuePaths = (input: unknown) =>
  (alertInputSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('alertInputSchema', () => {
  it('fills the defaults of spec 2 §9', () => {
    const parsed = alertInputSchema.parse({ subject: 'Availability dropped', metricId: 1, threshold: 90 });
    expect(parsed).toMatchObject({
      type: 'TOTAL',
      isActive: true,
      datePreset: '1d',
      thresholdCondition: '>',
      thresholdModerator: 'IS',
      comparedTo: 'EXACT_VALUE',
      notificationMethods: ['T', 'E'],
      alertSettings: { trendPeriods: 1, rearm: true, channels: [] },
    });
    expect(parsed.filterSet.retailers).toEqual([]);
  });

  it('names the field a rule needs', () => {
    expect(issuePaths({ subject: 'x', metricId: 1 })).toEqual(['threshold']);
    expect(issuePaths({ subject: 'x', metricId: 1, comparedTo: 'PREVIOUS_PERIOD' })).toEqual(['comparedValue']);
    expect(issuePaths({ subject: 'x', metricId: 1, threshold: 1, type: 'PER_ITEM' })).toEqual(['dimensionId']);
    expect(issuePaths({ subject: 'x', metricId: 1, threshold: 1, datePreset: 'yesterday' })).toEqual(['datePreset']);
    expect(issuePaths({ subject: 'x', metricId: 1, threshold: 1, notificationMethods: [] })).toEqual([
      'notificationMethods',
    ]);
  });

  it('takes http(s) channel addresses only', () => {
    const ftp = [{ type: 'SLACK', url: 'ftp://hooks.example.com/a' }];
    expect(issuePaths({ subject: 'x', metricId: 1, threshold: 1, alertSettings: { channels: ftp } })).toEqual([
      'alertSettings.channels.0.url',
    ]);
  });
});
