import { describe, expect, it } from 'vitest';
import { bucketStart, bucketsBetween, formatAxisDate, formatTooltipDate, millisToDay } from './lineChartDates';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('line chart dates', () => {
  it('lists every day between dateFrom and dateTo, both included, across a month end', () => {
    expect(bucketsBetween('2024-02-27', '2024-03-02', 'DAY').map(millisToDay)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
  });

  it('reads a reversed range the right way round', () => {
    expect(bucketsBetween('2024-03-02', '2024-03-01', 'DAY').map(millisToDay)).toEqual(['2024-03-01', '2024-03-02']);
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(millisToDay(bucketStart('2024-03-07', 'WEEK'))).toBe('2024-03-04');
    expect(bucketsBetween('2024-01-15', '2024-04-02', 'MONTHNUM').map(millisToDay)).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
    ]);
    expect(bucketsBetween('2023-06-01', '2024-02-01', 'YEAR').map(millisToDay)).toEqual(['2023-01-01', '2024-01-01']);
  });

  it('shows the weekday and the day-month in a day tooltip', () => {
    expect(formatTooltipDate(day('2024-03-05'), 'DAY')).toBe('Tue 5 Mar');
    expect(formatTooltipDate(day('2024-03-04'), 'WEEK')).toBe('Week 10, 2024');
    expect(formatTooltipDate(day('2024-03-01'), 'MONTHNUM')).toBe('March 2024');
  });

  it('keeps axis labels short', () => {
    expect(formatAxisDate(day('2024-03-05'), 'DAY')).toBe('5 Mar');
    expect(formatAxisDate(day('2024-03-01'), 'MONTHNUM')).toBe('Mar 24');
    expect(formatAxisDate(day('2024-01-01'), 'YEARSHORT')).toBe("'24");
  });
});
