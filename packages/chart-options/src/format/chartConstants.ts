/** Chart constants of spec 2 §9, shared by every chart widget. */

/** Height of a chart in pixels before any ratio or bar-count adjustment. */
export const GRAPH_BASE_HEIGHT = 300;

/** Number of tick values on a value axis, both ends included. */
export const VALUE_AXIS_TICKS = 5;

/** A percent axis ends on a multiple of this, and never below PERCENT_AXIS_MIN_MAX. */
export const PERCENT_AXIS_STEP = 50;
export const PERCENT_AXIS_MIN_MAX = 100;

/** Category or date labels beyond this many are thinned out. */
export const MAX_AXIS_LABELS = 30;
