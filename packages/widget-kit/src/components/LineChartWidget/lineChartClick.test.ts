import { describe, expect, it } from 'vitest';
import { findClickedPoint } from './lineChartClick';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const march1 = Date.UTC(2024, 2, 1);

const series = [
  {
    seriesKey: 'retailer:1',
    points: [
      [march1, 90],
      [march1 + DAY, 80],
    ] as [number, number | null][],
  },
  {
    seriesKey: 'retailer:2',
    points: [
      [march1, 60],
      [march1 + DAY, null],
    ] as [number, number | null][],
  },
];

describe('findClickedPoint', () => {
  it('opens the line whose point is within 2 hours and a tenth of the divider', () => {
    expect(findClickedPoint({ time: march1 + HOUR, value: 85 }, series)).toEqual({
      seriesKey: 'retailer:1',
      time: march1,
      value: 90,
    });
  });

  it('ignores clicks more than 2 hours from a data point', () => {
    expect(findClickedPoint({ time: march1 + 2 * HOUR + 1, value: 90 }, series)).toBeNull();
    expect(findClickedPoint({ time: march1 - 2 * HOUR, value: 90 }, series)?.seriesKey).toBe('retailer:1');
  });

  it('ignores clicks further than a tenth of the divider from every line', () => {
    expect(findClickedPoint({ time: march1, value: 75 }, series)).toBeNull();
    expect(findClickedPoint({ time: march1, value: 75 }, series, { divider: 200 })?.seriesKey).toBe('retailer:1');
    expect(findClickedPoint({ time: march1, value: 90.4 }, series, { divider: 2 })).toBeNull();
  });

  it('picks the closest line when two are near, and skips gaps', () => {
    expect(findClickedPoint({ time: march1, value: 68 }, series)?.seriesKey).toBe('retailer:2');
    expect(findClickedPoint({ time: march1 + DAY, value: 62 }, series)).toBeNull();
  });
});
