// The dashboards the dashboard bench opens on the bench tenant: a 1-widget, a 12-widget and a 50-widget one, made
// through the API on first use and found by name afterwards; and the demo's own dashboards, as the demo seed made
// them in Acme Retail.

const AVAILABILITY = 2;
const REVIEW_SCORE = 5;
const PRICE_SELL = 8;
const PRICE_INDEX = 18;
const RETAILER = 1;
const BRAND = 2;
const PRODUCT = 6;

/** Names carry the widget mix's version: a kept tenant's dashboards of an earlier mix are left alone. */
export const BENCH_DASHBOARDS = {
  one: 'Bench: 1 widget',
  twelve: 'Bench: 12 widgets, demo mix',
  fifty: 'Bench: 50 widgets, demo mix',
} as const;

/**
 * A bar of the 50 brands where the demo has a scatter plot: the API refuses to create a scatter plot or to turn a
 * widget into one (spec 2 §3: not selectable), so only the demo seed has them; the demo's own dashboards, which
 * this bench times too, carry the scatter plot's cost.
 */
const PRICE_INDEX_BY_BRAND = 'Price index by brand against the lowest competitor';

/**
 * The mix of a working dashboard on a 20-retailer, 50-brand, 5,000-product tenant, with every widget type the demo
 * shows but the scatter plot: 20-series lines, bars of 20 and 50, a matrix of 20 retailer columns by
 * 50 brand rows, the image-similarity overview, a product overview (its cards load the drawn product images), KPIs
 * and tables.
 */
const WIDGETS: Record<string, unknown>[] = [
  { name: 'Availability', visualizationType: 'KPI', metricId: AVAILABILITY, aggregationFunction: 'AVG' },
  {
    name: 'Availability by retailer',
    visualizationType: 'LINE',
    metricId: AVAILABILITY,
    dimensionId: RETAILER,
    aggregationFunction: 'AVG',
    dateAggregationLevel: 'DAY',
  },
  {
    name: 'Price index by retailer',
    visualizationType: 'HORIZONTAL_BAR',
    metricId: PRICE_INDEX,
    dimensionId: RETAILER,
    aggregationFunction: 'AVG',
  },
  {
    name: 'Selling price by retailer',
    visualizationType: 'LINE',
    metricId: PRICE_SELL,
    dimensionId: RETAILER,
    aggregationFunction: 'AVG',
    dateAggregationLevel: 'DAY',
  },
  { name: 'Image similarity by retailer', visualizationType: 'IMAGE_SIMILARITY_OVERVIEW', dimensionId: RETAILER },
  {
    name: 'Availability by retailer and brand',
    visualizationType: 'MATRIX_TABLE',
    metricId: AVAILABILITY,
    dimensionId: RETAILER,
    verticalDimensionId: BRAND,
    aggregationFunction: 'AVG',
  },
  {
    name: 'Review score by retailer',
    visualizationType: 'LINE',
    metricId: REVIEW_SCORE,
    dimensionId: RETAILER,
    aggregationFunction: 'AVG',
    dateAggregationLevel: 'DAY',
  },
  {
    name: 'Product prices and stock',
    visualizationType: 'DATA_TABLE',
    dimensionId: PRODUCT,
    tableFields: [
      { fieldType: 'ATTRIBUTE', fieldId: 2, fieldName: 'Brand', dataType: 's' },
      { fieldType: 'METRIC', fieldId: PRICE_SELL, fieldName: 'Selling price', dataType: 'n', aggregationType: 'AVG' },
      { fieldType: 'METRIC', fieldId: AVAILABILITY, fieldName: 'Availability', dataType: 'n', aggregationType: 'AVG' },
    ],
  },
  {
    name: PRICE_INDEX_BY_BRAND,
    visualizationType: 'HORIZONTAL_BAR',
    metricId: PRICE_INDEX,
    dimensionId: BRAND,
    aggregationFunction: 'AVG',
    customSettings: { priceIndexReference: 'LOWEST_COMPETITOR' },
  },
  {
    name: 'Availability by brand',
    visualizationType: 'HORIZONTAL_BAR',
    metricId: AVAILABILITY,
    dimensionId: BRAND,
    aggregationFunction: 'AVG',
  },
  {
    name: 'Products not always in stock',
    visualizationType: 'PRODUCT_OVERVIEW',
    metricId: AVAILABILITY,
    aggregationFunction: 'AVG',
    displayCondition: { operator: '<', value: 100 },
  },
  {
    name: 'Retailer performance',
    visualizationType: 'PERFORMANCE_OVERVIEW',
    dimensionId: RETAILER,
    columnGroupIds: [1, 2, 3],
  },
];

const PRESETS = ['30d', '7d', '14d'];

/** `count` placed widgets cycling through the widgets, `perRow` to a row and `perGroup` to a group. */
function layout(name: string, widgetIds: number[], count: number, perRow: number, perGroup: number) {
  const groups: { name: string; widgets: Record<string, unknown>[] }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index % perGroup === 0)
      groups.push({ name: `Widgets ${index + 1}–${Math.min(count, index + perGroup)}`, widgets: [] });
    const round = Math.floor(index / widgetIds.length);
    groups.at(-1)?.widgets.push({
      widgetId: widgetIds[index % widgetIds.length],
      rowIndex: Math.floor((index % perGroup) / perRow),
      nameOverride: `${index + 1}. ${String(WIDGETS[index % widgetIds.length]?.name)}`,
      // Each round through the widgets asks for other days, so no two placed widgets ask the same question.
      ...(round > 0 ? { datePresetOverride: PRESETS[round % PRESETS.length] } : {}),
    });
  }
  return { name, rollingDatePreset: '30d', groups };
}

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

async function createWidgets(call: Call): Promise<number[]> {
  const widgetIds: number[] = [];
  for (const widget of WIDGETS) {
    const body = { ...widget, dateDataSelection: '30d' };
    const saved = (await call('POST', 'widget/create', body)) as { id: number };
    widgetIds.push(saved.id);
  }
  return widgetIds;
}

/** The ids of the bench dashboards, made on first use. */
export async function benchDashboards(call: Call): Promise<{ one: number; twelve: number; fifty: number }> {
  const existing = (await call('GET', 'dashboards')) as { id: number; name: string }[];
  const find = (name: string) => existing.find((entry) => entry.name === name)?.id;
  let widgetIds: number[] | undefined;
  const made = async (name: string, count: number, perRow: number, perGroup: number) => {
    widgetIds ??= await createWidgets(call);
    const body = layout(name, widgetIds, count, perRow, perGroup);
    return ((await call('POST', 'dashboard/create', body)) as { id: number }).id;
  };
  // One KPI card: what any dashboard costs before its widgets (the app's start, the shell, the filter bar).
  const one = find(BENCH_DASHBOARDS.one) ?? (await made(BENCH_DASHBOARDS.one, 1, 1, 1));
  // Twelve in rows of three: all within the view's near-viewport margin, so the view asks for all at once.
  const twelve = find(BENCH_DASHBOARDS.twelve) ?? (await made(BENCH_DASHBOARDS.twelve, 12, 3, 6));
  const fifty = find(BENCH_DASHBOARDS.fifty) ?? (await made(BENCH_DASHBOARDS.fifty, 50, 2, 10));
  return { one, twelve, fifty };
}

/**
 * The one-KPI dashboard alone, in whichever customer `call` acts (the product details dialog bench's floor in the
 * demo customer): found by name, or made with its one widget.
 */
export async function floorDashboard(call: Call): Promise<number> {
  const existing = (await call('GET', 'dashboards')) as { id: number; name: string }[];
  const found = existing.find((entry) => entry.name === BENCH_DASHBOARDS.one)?.id;
  if (found !== undefined) return found;
  const kpi = (await call('POST', 'widget/create', { ...WIDGETS[0], dateDataSelection: '30d' })) as { id: number };
  const body = layout(BENCH_DASHBOARDS.one, [kpi.id], 1, 1, 1);
  return ((await call('POST', 'dashboard/create', body)) as { id: number }).id;
}

export interface DemoDashboard {
  id: number;
  name: string;
  widgetCount: number;
}

/** The demo seed's dashboards of the signed-in demo owner, as listed (owned and shared ones). */
export async function demoDashboards(call: Call): Promise<DemoDashboard[]> {
  return (await call('GET', 'dashboards')) as DemoDashboard[];
}
