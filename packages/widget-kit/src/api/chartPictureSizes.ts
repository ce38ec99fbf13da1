import { BROWSER_STORAGE_KEYS } from '@shelfsight/contracts';
import type { ChartSize } from '../charts/chartPictures';

/** How many placed charts' sizes a browser remembers: the most recently drawn. */
export const REMEMBERED_CHART_SIZES = 300;

/** A chart placed on a dashboard, on screen or on the print layout (whose widths differ). */
export interface ChartPlacement {
  dashboardWidgetId: number;
  printed: boolean;
}

/** Per placement: the window's width then, and the chart's width and height. */
type RememberedSizes = Record<string, [number, number, number]>;

const keyOf = ({ dashboardWidgetId, printed }: ChartPlacement) => `${printed ? 'print' : 'view'}:${dashboardWidgetId}`;

function read(): RememberedSizes {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(BROWSER_STORAGE_KEYS.chartPictureSizes) ?? '{}');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as RememberedSizes) : {};
  } catch {
    return {};
  }
}

/**
 * Notes the size a placed chart was drawn at, so that the next visit (at the same window width) can ask for its
 * picture with the dashboard's first requests instead of after the page has been laid out. Storage that refuses
 * (full, private mode) only costs that head start.
 */
export function rememberChartSize(placement: ChartPlacement, size: ChartSize): void {
  try {
    const sizes = read();
    const key = keyOf(placement);
    // Re-inserted last: the oldest are the first to go.
    delete sizes[key];
    sizes[key] = [window.innerWidth, size.width, size.height];
    const keys = Object.keys(sizes);
    for (const old of keys.slice(0, Math.max(0, keys.length - REMEMBERED_CHART_SIZES))) delete sizes[old];
    localStorage.setItem(BROWSER_STORAGE_KEYS.chartPictureSizes, JSON.stringify(sizes));
  } catch {
    // not remembered
  }
}

/** The size a placed chart was last drawn at in a window of today's width; null when unknown. */
export function rememberedChartSize(placement: ChartPlacement): ChartSize | null {
  const entry = read()[keyOf(placement)];
  if (!Array.isArray(entry) || entry.length !== 3 || !entry.every((value) => Number.isInteger(value))) return null;
  const [windowWidth, width, height] = entry;
  return windowWidth === window.innerWidth ? { width, height } : null;
}
