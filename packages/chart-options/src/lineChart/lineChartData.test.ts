import { describe, expect, it } from 'vitest';
import {
  CLICK_THROUGHS_NOT_ARRAY,
  GRAPH_DATA_INVALID,
  GRAPH_DATA_NOT_OBJECT,
  fillMissingBuckets,
  validateGraphData,
} from './lineChartData';
import { millisToDay } from './lineChartDates';

describe('validateGraphData', () => {
  it('accepts an object with a chartData array and optional clickThroughs', () => {
    const data = { chartData: [{ seriesKey: 'retailer:1', label: 'Tesco', points: [] }] };
    expect(validateGraphData(data)).toEqual({ ok: true, data });
    expect(validateGraphData({ chartData: [], clickThroughs: [] }).ok).toBe(true);
    expect(validateGraphData({ chartData: [], clickThroughs: null }).ok).toBe(true);
  });

  it('refuses anything that is not an object with a chartData array', () => {
    for (const value of [null, undefined, 'x', [], {}, { chartData: {} }]) {
      expect(validateGraphData(value)).toEqual({ ok: false, error: GRAPH_DATA_NOT_OBJECT });
    }
  });

  it('refuses clickThroughs that are given but not an array', () => {
    expect(validateGraphData({ chartData: [], clickThroughs: { seriesKey: 'a' } })).toEqual({
      ok: false,
      error: CLICK_THROUGHS_NOT_ARRAY,
    });
  });

  it('refuses series whose points are not dated values', () => {
    const data = { chartData: [{ seriesKey: 'a', label: 'A', points: [{ date: 'yesterday', value: 1 }] }] };
    expect(validateGraphData(data)).toEqual({ ok: false, error: GRAPH_DATA_INVALID });
  });
});

describe('fillMissingBuckets', () => {
  const series = [
    {
      seriesKey: 'retailer:1',
      label: 'Tesco',
      points: [
        { date: '2024-03-01', value: 90 },
        { date: '2024-03-04', value: 85.5 },
      ],
    },
    { seriesKey: 'retailer:2', label: 'Asda', color: '#123456', points: [] },
  ];

  it('fills the missing days between dateFrom and dateTo with gaps', () => {
    const [tesco, asda] = fillMissingBuckets(series, '2024-03-01', '2024-03-05', 'DAY');
    expect(tesco?.points.map(([time, value]) => [millisToDay(time), value])).toEqual([
      ['2024-03-01', 90],
      ['2024-03-02', null],
      ['2024-03-03', null],
      ['2024-03-04', 85.5],
      ['2024-03-05', null],
    ]);
    expect(asda?.points).toHaveLength(5);
    expect(asda?.color).toBe('#123456');
  });

  it('keeps points outside the range rather than dropping data', () => {
    const [tesco] = fillMissingBuckets(series, '2024-03-02', '2024-03-03', 'DAY');
    expect(tesco?.points.map(([time]) => millisToDay(time))).toEqual([
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
      '2024-03-04',
    ]);
  });

  it('fills weeks for weekly data', () => {
    const weekly = [{ seriesKey: 'a', label: 'A', points: [{ date: '2024-03-11', value: 3 }] }];
    const [filled] = fillMissingBuckets(weekly, '2024-03-01', '2024-03-20', 'WEEK');
    expect(filled?.points.map(([time, value]) => [millisToDay(time), value])).toEqual([
      ['2024-02-26', null],
      ['2024-03-04', null],
      ['2024-03-11', 3],
      ['2024-03-18', null],
    ]);
  });
});
