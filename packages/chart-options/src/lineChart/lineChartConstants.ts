/** Line-chart rules of spec 2 §2. */

/** Series listed in a tooltip; the rest are summed up as 'Others (n)'. */
export const TOOLTIP_MAX_LINES = 17;

/** Characters of series names the legend shows before '(+ n more)'. */
export const LEGEND_MAX_CHARS = 70;

/** A click opens a segment within a tenth of the divider (value units) of a line ... */
export const DEFAULT_CLICK_DIVIDER = 100;
/** ... and within 2 hours of a data point. */
export const CLICK_MAX_TIME_DISTANCE_MS = 72e5;

/** Width to height. */
export const LINE_CHART_RATIO = 2;

export const LINE_CHART_GRID = { top: 30, right: 20, bottom: 50, left: 50 } as const;

/** Dot radius in pixels; echarts sizes symbols by diameter. */
export const DOT_RADIUS = 3;
export const SELECTED_DOT_RADIUS = 5;
