import type { DuckDBConnection } from '@duckdb/node-api';
import {
  type IsoDate,
  priceIndexReferenceOf,
  retentionWindow,
  storedWidgetPeriod,
  type WidgetDataAnswer,
  type WidgetDataRequestParsed,
  type WidgetQueryDefinition,
  widgetQueryMessages,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { retailerAccess } from '../../access/retailerAccess';
import type { FactStore } from '../factStore/factStore';
import { EngineInputError, type EngineContext } from './engineContext';
import { PeriodError, resolvePeriod } from './period';
import type { CachedAnswer, WidgetResultCache } from './widgetResultCache';
import {
  addSelections,
  type ClusterKeywordResolver,
  emptySelection,
  type FilterSelection,
  mergeSelections,
  resolveSelection,
  withRetailerAccess,
} from './resolveScope';
import type { FactScope } from './queryTypes';
import type { WidgetResolutions } from './widgetResolutions';
import { barAnswer, kpiAnswer, lineAnswer, scatterAnswer } from './shapes/chartShapes';
import { dataTableAnswer } from './shapes/dataTable';
import { imageSimilarityAnswer } from './shapes/imageSimilarity';
import { matrixAnswer, performanceAnswer, productOverviewAnswer, textAnswer } from './shapes/overviewShapes';

/**
 * Filter selections of the saved filters the user may see, by id; ids it does not answer (unknown, or
 * another user's filter not shared with this one) are refused as unknown.
 */
export type SavedFilterResolver = (
  db: Db,
  customerId: number,
  ids: number[],
  user: { id: number; isSystemAdmin: boolean },
) => Promise<Map<number, FilterSelection>>;

/** Knows no saved filter (engines run without the stored ones). */
export const noSavedFilters: SavedFilterResolver = async () => new Map();

export interface WidgetQueryInput {
  db: Db;
  connection: DuckDBConnection;
  /** See EngineContext.readers. */
  readers?: readonly [DuckDBConnection, ...DuckDBConnection[]];
  /** See EngineContext.facts. */
  facts?: FactStore;
  customerId: number;
  user: { id: number; isSystemAdmin: boolean };
  definition: WidgetQueryDefinition;
  /**
   * Owner of a saved widget: its own saved filter is resolved as the owner sees it, so a widget shared
   * with a colleague draws the same scope for them (their retailer access still narrows it).
   */
  widgetOwner?: { id: number; isSystemAdmin: boolean };
  request: WidgetDataRequestParsed;
  /**
   * Saved filters a dashboard stores (its default filter, a placed widget's filter override), resolved as
   * the dashboard's owner sees them: a user the dashboard is shared with draws what the owner set up,
   * even where the filter itself is not shared with them.
   */
  dashboardFilters?: { owner: { id: number; isSystemAdmin: boolean }; savedFilterIds: number[] };
  today: IsoDate;
  savedFilters?: SavedFilterResolver;
  /** The keywords of visibility clusters; without it cluster filters match nothing. */
  clusterKeywords?: ClusterKeywordResolver;
  /** Keeps what the request resolves to until a write changes it (none: resolved on every call). */
  resolutions?: WidgetResolutions;
  /** See EngineContext.productImageUrl. */
  productImageUrl?: (productId: number) => string;
}

/** Dashboard overrides of spec 2 §3 applied to the definition. */
function withOverrides(definition: WidgetQueryDefinition, request: WidgetDataRequestParsed): WidgetQueryDefinition {
  const conditions = request.overrideTableFieldConditions ?? [];
  return {
    ...definition,
    dimensionId: request.overrideDimensionId ?? definition.dimensionId,
    tagName: request.overrideTagName ?? definition.tagName,
    subDimensionKey: request.overrideSubDimension ?? definition.subDimensionKey,
    tableFields: definition.tableFields.map((field) => {
      const override = conditions.find(
        (candidate) => candidate.fieldType === field.fieldType && candidate.fieldId === field.fieldId,
      );
      return override
        ? { ...field, conditionOperator: override.conditionOperator, conditionValue: override.conditionValue }
        : field;
    }),
  };
}

async function savedSelection(
  input: WidgetQueryInput,
  ids: number[],
  field: string,
  user = input.user,
): Promise<FilterSelection> {
  if (ids.length === 0) return emptySelection();
  const unique = [...new Set(ids)];
  const stored = input.dashboardFilters;
  const asOwner = stored ? unique.filter((id) => stored.savedFilterIds.includes(id)) : [];
  const resolve = async (list: number[], who: { id: number; isSystemAdmin: boolean }) =>
    list.length === 0
      ? new Map<number, FilterSelection>()
      : (input.savedFilters ?? noSavedFilters)(input.db, input.customerId, list, who);
  const known = new Map([
    ...(await resolve(
      unique.filter((id) => !asOwner.includes(id)),
      user,
    )),
    ...(await resolve(asOwner, stored?.owner ?? user)),
  ]);
  let added = emptySelection();
  for (const id of ids) {
    const selection = known.get(id);
    if (!selection) throw new EngineInputError(widgetQueryMessages.unknownSavedFilter, field);
    added = addSelections(added, selection);
  }
  return added;
}

/**
 * The filters that apply: the widget's saved filter (or the dashboard's override of it), and unless
 * useDefaults asks for the widget alone, the dashboard's lists and saved filters. Without
 * overrideMergeDashboardFilters a dashboard that filters replaces the widget's saved filter.
 */
async function selectionOf(input: WidgetQueryInput, definition: WidgetQueryDefinition): Promise<FilterSelection> {
  const { request } = input;
  const widgetIds = request.overrideSavedFilterIdsIsset
    ? request.overrideSavedFilterIds
    : definition.filterId
      ? [definition.filterId]
      : [];
  const widgetSelection = request.overrideSavedFilterIdsIsset
    ? await savedSelection(input, widgetIds, 'overrideSavedFilterIds')
    : await savedSelection(input, widgetIds, 'filterId', input.widgetOwner ?? input.user);
  const lists: FilterSelection = {
    retailers: request.filterRetailerIds,
    brands: request.filterBrandIds,
    brandTypes: request.filterBrandTypeIds,
    sellers: request.filterSellerIds,
    countries: request.filterCountryIds,
    products: request.filterProductIds,
    tags: request.filterTagIds,
    searchKeywords: request.filterSearchKeywordIds,
    searchCategories: request.filterSearchCategoryIds,
    visibilityClusters: request.filterVisibilityClusterIds,
  };
  // Spec 2 §4: selecting a saved filter adds its segment items to the lists of the same segment.
  const dashboard = request.useDefaults
    ? emptySelection()
    : addSelections(lists, await savedSelection(input, request.savedFilterIds, 'savedFilterIds'));
  const dashboardFilters = Object.values(dashboard).some((ids) => ids.length > 0);
  let selection =
    dashboardFilters && !request.overrideMergeDashboardFilters
      ? dashboard
      : mergeSelections(widgetSelection, dashboard);
  const segment = request.overrideFilterDimension;
  if (segment && segment.dimension !== 'savedFilters') {
    selection = mergeSelections(selection, {
      ...emptySelection(),
      [segment.dimension]: segment.ids.length > 0 ? segment.ids : [-1],
    });
  }
  return selection;
}

/**
 * Types whose answers come from the facts and the catalogue only (image similarity reads reference images,
 * which change any time). A product overview reads what a data table of products reads: facts, labels and
 * product attributes.
 */
const KEPT_TYPES = new Set<WidgetQueryDefinition['visualizationType']>([
  'KPI',
  'LINE',
  'HORIZONTAL_BAR',
  'SCATTER',
  'DATA_TABLE',
  'MATRIX_TABLE',
  'PERFORMANCE_OVERVIEW',
  'PRODUCT_OVERVIEW',
]);

/** Computes one widget's rawOutput and settingsUsed. Input errors throw EngineInputError or PeriodError. */
export async function runWidgetQuery(input: WidgetQueryInput): Promise<WidgetDataAnswer> {
  return (await runWidgetQueryKept(input, null)).answer;
}

/** What a widget query decided before reading facts: the definition with overrides, period and scope. */
export interface PreparedWidgetQuery {
  definition: WidgetQueryDefinition;
  context: EngineContext;
  retentionMonths: number | undefined;
}

/** What prepareWidgetQuery resolves before the viewer's retailer access applies (kept by `resolutions`). */
interface ResolvedBeforeAccess {
  definition: WidgetQueryDefinition;
  period: EngineContext['period'];
  retentionMonths: number | undefined;
  scope: FactScope;
}

async function resolveBeforeAccess(input: WidgetQueryInput): Promise<ResolvedBeforeAccess> {
  const definition = withOverrides(input.definition, input.request);
  const [customer] = await input.db
    .select({ months: customers.dataRetentionMonths })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const { request } = input;
  let period;
  try {
    period = resolvePeriod(
      {
        ...request,
        widgetPreset: definition.dateDataSelection,
        widgetPeriod: storedWidgetPeriod(definition.dateDataSelection, definition.customSettings),
      },
      input.today,
      customer?.months,
      widgetQueryMessages.beforeRetention,
    );
  } catch (error) {
    if (error instanceof PeriodError) throw new EngineInputError(error.message, error.field);
    throw error;
  }
  const scope = await resolveSelection(input.db, input.customerId, await selectionOf(input, definition), {
    applyRetailerAssortment: request.applyRetailerAssortment ?? false,
    clusterKeywords: input.clusterKeywords,
  });
  return { definition, period, retentionMonths: customer?.months, scope };
}

/**
 * Resolves the definition with its dashboard overrides, the period and the fact scope (small reads in
 * PostgreSQL, kept by `input.resolutions` when given); the facts are not read yet. TEXT widgets need none
 * of it. The viewer's retailer access (from the access cache) narrows the scope on every call.
 */
export async function prepareWidgetQuery(input: WidgetQueryInput): Promise<PreparedWidgetQuery> {
  // Everything the resolution reads from the input, the user included (saved filters are the user's).
  const decidedBy = [
    'prepared',
    input.user,
    input.widgetOwner ?? null,
    input.dashboardFilters ?? null,
    input.definition,
    input.request,
    input.today,
  ];
  const resolved = input.resolutions
    ? await input.resolutions.remember(input.customerId, decidedBy, () => resolveBeforeAccess(input))
    : await resolveBeforeAccess(input);
  const { definition, period, retentionMonths } = resolved;
  const access = await retailerAccess(input.db, input.user, input.customerId);
  const context: EngineContext = {
    db: input.db,
    connection: input.connection,
    readers: input.readers,
    ...(input.facts ? { facts: input.facts } : {}),
    customerId: input.customerId,
    scope: withRetailerAccess(resolved.scope, access),
    period,
    tagCategory: definition.tagName,
    priceIndexReference: priceIndexReferenceOf(definition.customSettings),
    productImageUrl: input.productImageUrl,
  };
  return { definition, context, retentionMonths };
}

/**
 * The same, answered from `results` when the same widget was computed for the same facts, period and
 * resolved scope. Filters, period and access are resolved first (small reads), the facts only on a miss.
 */
export async function runWidgetQueryKept(
  input: WidgetQueryInput,
  results: WidgetResultCache | null,
  /** Told how long the resolution before the facts took (the route's Server-Timing). */
  onPrepared?: (ms: number) => void,
): Promise<CachedAnswer> {
  const overridden = withOverrides(input.definition, input.request);
  if (overridden.visualizationType === 'TEXT') return { answer: textAnswer(overridden), hit: false };
  const started = performance.now();
  const { definition, context, retentionMonths } = await prepareWidgetQuery(input);
  onPrepared?.(performance.now() - started);
  const { request } = input;
  const compute = () => answerOf(input, definition, context, retentionMonths);
  if (!results || !KEPT_TYPES.has(definition.visualizationType)) return { answer: await compute(), hit: false };
  // The request whole, though its filters are in the scope already: a key too fine costs a miss, never a wrong answer.
  const decidedBy = [
    definition,
    context.scope,
    context.period,
    context.tagCategory,
    context.priceIndexReference ?? null,
    request,
    input.today,
  ];
  return results.answer(input.customerId, decidedBy, compute);
}

async function answerOf(
  input: WidgetQueryInput,
  definition: WidgetQueryDefinition,
  context: EngineContext,
  retentionMonths: number | undefined,
): Promise<WidgetDataAnswer> {
  const { request } = input;
  switch (definition.visualizationType) {
    case 'TEXT':
      return textAnswer(definition);
    case 'KPI':
      return kpiAnswer(context, definition);
    case 'LINE':
      return lineAnswer(context, definition);
    case 'HORIZONTAL_BAR':
      return barAnswer(context, definition);
    case 'SCATTER':
      return scatterAnswer(context, definition);
    case 'DATA_TABLE':
      return dataTableAnswer(context, definition, {
        page: request.page,
        itemsPerPage: request.itemsPerPage,
        sortBy: request.sortBy ?? null,
        sortDesc: request.sortDesc,
      });
    case 'MATRIX_TABLE':
      return matrixAnswer(context, definition);
    case 'PERFORMANCE_OVERVIEW':
      return performanceAnswer(context, definition);
    case 'PRODUCT_OVERVIEW':
      return productOverviewAnswer(context, definition, request.itemsPerPage);
    case 'IMAGE_SIMILARITY_OVERVIEW':
      return imageSimilarityAnswer(context, {
        isSystemAdmin: input.user.isSystemAdmin,
        retentionFrom: retentionWindow(input.today, retentionMonths).minDate,
        page: request.page,
        itemsPerPage: request.itemsPerPage,
      });
  }
}
