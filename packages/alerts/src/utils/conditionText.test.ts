import { describe, expect, it } from 'vitest';
import { sampleAlerts } from '../testing/sampleData';
import { conditionText } from './conditionText';

describe('conditionText', () => {
  it('says an exact-value rule with the metric’s unit', () => {
    expect(conditionText(sampleAlerts[0]!)).toBe('Availability < 80 %');
    expect(conditionText({ ...sampleAlerts[2]!, thresholdModerator: 'IS_NOT' })).toBe('Days out of stock not > 3');
  });

  it('says a change against a period, per item and over several periods', () => {
    expect(conditionText({ ...sampleAlerts[1]!, alertSettings: { trendPeriods: 1 } })).toBe(
      'Price index per retailer changed by more than 5 % vs previous period',
    );
    expect(conditionText(sampleAlerts[1]!)).toBe(
      'Price index per retailer changed by more than 5 % vs previous period, 2 periods in a row',
    );
    expect(
      conditionText({
        ...sampleAlerts[0]!,
        comparedTo: 'SAME_PERIOD_LAST_YEAR',
        comparedModifier: 'ABSOLUTE',
        comparedValue: -2.5,
      }),
    ).toBe('Availability changed by less than -2.5 pp vs same period last year');
  });
});
