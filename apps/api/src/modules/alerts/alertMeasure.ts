import {
  type DateRange,
  type IsoDate,
  widgetDataRequestSchema,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { definitionAnswer, type WidgetDataOptions } from '../engine';
import type { StoredAlert } from './alerts.repository';
import { comparedPeriod, type Measured } from './alertRule';
import type { ShownAs } from './alertText';

export type Resolvers = WidgetDataOptions;

/** A period's values, and how the metric's values are shown (its name, unit and currency). */
export interface MeasuredPeriod {
  items: Measured;
  shownAs: ShownAs;
}

/** Items a per-item alert reads at most per period (a bar answer of that many items). */
const MAX_ITEMS = 1000;

/** Measures shared per customer by the checks of one state of its facts, by what they read. */
const shared = new WeakMap<
  FastifyInstance,
  Map<number, { factsStamp: string; measures: Map<string, Promise<MeasuredPeriod>> }>
>();

/**
 * What an alert reads in a period, whatever its rule: alerts of the same key get the same answer from the
 * engine. The owner is part of it, as the answer is what the owner may see (retailer access).
 */
function readKey(alert: StoredAlert, period: DateRange, today: IsoDate): string {
  const perItem = alert.type === 'PER_ITEM';
  return JSON.stringify([
    alert.ownerUserId,
    alert.metricId,
    perItem ? alert.dimensionId : null,
    alert.aggregationFunction,
    alert.filterSet,
    period,
    comparedPeriod(alert, period),
    today,
  ]);
}

/**
 * One period of an alert, measured once per (what it reads, state of the customer's facts): after a load
 * many alerts of one metric, dimension, aggregation, filters and period share one engine query. A new
 * load (another `factsStamp`) drops the customer's earlier measures; a failed one is not kept.
 */
export function measurePeriod(
  app: FastifyInstance,
  resolvers: Resolvers,
  alert: StoredAlert,
  period: DateRange,
  today: IsoDate,
  factsStamp: string,
): Promise<MeasuredPeriod> {
  let customers = shared.get(app);
  if (!customers) shared.set(app, (customers = new Map()));
  let kept = customers.get(alert.customerId);
  if (kept?.factsStamp !== factsStamp) customers.set(alert.customerId, (kept = { factsStamp, measures: new Map() }));
  const key = readKey(alert, period, today);
  const known = kept.measures.get(key);
  if (known) return known;
  const measures = kept.measures;
  const measured = runMeasure(app, resolvers, alert, period, today);
  measures.set(key, measured);
  measured.catch(() => measures.delete(key));
  return measured;
}

/**
 * One period of an alert through the widget engine, as its owner would see it on a KPI (TOTAL) or a
 * horizontal bar by the alert's dimension (PER_ITEM): the same filters, retention and retailer access.
 */
async function runMeasure(
  app: FastifyInstance,
  resolvers: Resolvers,
  alert: StoredAlert,
  period: DateRange,
  today: IsoDate,
): Promise<MeasuredPeriod> {
  const perItem = alert.type === 'PER_ITEM';
  const compare = comparedPeriod(alert, period);
  const { filterSet } = alert;
  const owner = { customerId: alert.customerId, userId: alert.ownerUserId, isSystemAdmin: false };
  const asked = {
    definition: widgetQueryDefinitionSchema.parse({
      visualizationType: perItem ? 'HORIZONTAL_BAR' : 'KPI',
      metricId: alert.metricId,
      dimensionId: perItem ? alert.dimensionId : null,
      aggregationFunction: alert.aggregationFunction,
    }),
    request: widgetDataRequestSchema.parse({
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      ...(compare ? { compareDateFrom: compare.dateFrom, compareDateTo: compare.dateTo } : {}),
      savedFilterIds: filterSet.savedFilterIds,
      filterRetailerIds: filterSet.retailers,
      filterBrandIds: filterSet.brands,
      filterBrandTypeIds: filterSet.brandTypes,
      filterSellerIds: filterSet.sellers,
      filterCountryIds: filterSet.countries,
      filterProductIds: filterSet.products,
      filterTagIds: filterSet.tags,
      filterSearchKeywordIds: filterSet.searchKeywords,
      filterSearchCategoryIds: filterSet.searchCategories,
      filterVisibilityClusterIds: filterSet.visibilityClusters,
      itemsPerPage: MAX_ITEMS,
    }),
    today,
  };
  const answer = await definitionAnswer(app, owner, asked, resolvers);
  const measured: Measured = new Map();
  // The engine answers these two types for these definitions; the default only keeps the types whole.
  let shownAs: ShownAs = { metricName: '', valueFormat: { type: 'number' } };
  if (answer.visualizationType === 'KPI') {
    const { value, compareValue } = answer.rawOutput;
    shownAs = answer.settingsUsed;
    measured.set('total', { label: answer.settingsUsed.metricName, value, compareValue: compareValue ?? null });
  } else if (answer.visualizationType === 'HORIZONTAL_BAR') {
    shownAs = answer.settingsUsed;
    for (const bar of answer.rawOutput.bars.slice(0, MAX_ITEMS)) {
      measured.set(bar.key, { label: bar.label, value: bar.value, compareValue: bar.compareValue ?? null });
    }
  }
  return { items: measured, shownAs: { metricName: shownAs.metricName, valueFormat: shownAs.valueFormat } };
}
