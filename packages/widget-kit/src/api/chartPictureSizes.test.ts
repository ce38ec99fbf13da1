import { BROWSER_STORAGE_KEYS } from '@shelfsight/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_CHART_SIZES, rememberChartSize, rememberedChartSize } from './chartPictureSizes';

const onScreen = (dashboardWidgetId: number) => ({ dashboardWidgetId, printed: false });

afterEach(() => {
  localStorage.clear();
});

describe('remembered chart sizes', () => {
  it('gives back the size a placed chart was drawn at, on screen and printed apart', () => {
    rememberChartSize(onScreen(7), { width: 336, height: 168 });
    rememberChartSize({ dashboardWidgetId: 7, printed: true }, { width: 700, height: 350 });
    expect(rememberedChartSize(onScreen(7))).toEqual({ width: 336, height: 168 });
    expect(rememberedChartSize({ dashboardWidgetId: 7, printed: true })).toEqual({ width: 700, height: 350 });
    expect(rememberedChartSize(onScreen(8))).toBeNull();
  });

  it('forgets a size taken in a window of another width', () => {
    rememberChartSize(onScreen(7), { width: 336, height: 168 });
    const width = window.innerWidth;
    window.innerWidth = width + 200;
    try {
      expect(rememberedChartSize(onScreen(7))).toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });

  it('keeps the most recently drawn, and reads damaged storage as nothing remembered', () => {
    for (let id = 1; id <= REMEMBERED_CHART_SIZES + 5; id += 1)
      rememberChartSize(onScreen(id), { width: id, height: 100 });
    expect(rememberedChartSize(onScreen(1))).toBeNull();
    expect(rememberedChartSize(onScreen(6))).toEqual({ width: 6, height: 100 });
    expect(rememberedChartSize(onScreen(REMEMBERED_CHART_SIZES + 5))).toEqual({
      width: REMEMBERED_CHART_SIZES + 5,
      height: 100,
    });
    localStorage.setItem(BROWSER_STORAGE_KEYS.chartPictureSizes, '{not json');
    expect(rememberedChartSize(onScreen(6))).toBeNull();
    localStorage.setItem(BROWSER_STORAGE_KEYS.chartPictureSizes, JSON.stringify({ 'view:6': ['a', 1] }));
    expect(rememberedChartSize(onScreen(6))).toBeNull();
    rememberChartSize(onScreen(6), { width: 50, height: 60 });
    expect(rememberedChartSize(onScreen(6))).toEqual({ width: 50, height: 60 });
  });
});
