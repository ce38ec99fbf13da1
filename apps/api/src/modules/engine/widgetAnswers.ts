import {
  type IsoDate,
  todayInZone,
  type WidgetDataRequestParsed,
  type WidgetQueryDefinition,
} from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { EngineInputError } from '../../analytics/engine/engineContext';
import type { ClusterKeywordResolver } from '../../analytics/engine/resolveScope';
import {
  runWidgetQuery,
  runWidgetQueryKept,
  type SavedFilterResolver,
  type WidgetQueryInput,
} from '../../analytics/engine/runWidgetQuery';
import { HttpError } from '../../lib/httpError';
import { factsOffDuckdb } from '../../plugins/analytics';
import { dashboardContext } from './dashboardContext';
import { resolveDefinition } from './widgetDefinition';

/** What the engine needs from other modules, handed in by the app. */
export interface WidgetDataOptions {
  savedFilters?: SavedFilterResolver;
  clusterKeywords?: ClusterKeywordResolver;
}

/** Who asks: the answer is what this user may see in this customer. */
export interface EngineViewer {
  customerId: number;
  userId: number;
  isSystemAdmin: boolean;
}

/** What a request resolves to in the app database: the widget's definition in its dashboard, and its name. */
interface ResolvedInput extends Pick<WidgetQueryInput, 'definition' | 'widgetOwner' | 'request' | 'dashboardFilters'> {
  name: string;
  dashboardName: string | null;
}

async function resolveInput(
  app: FastifyInstance,
  viewer: EngineViewer,
  body: WidgetDataRequestParsed,
): Promise<ResolvedInput> {
  const inDashboard = await dashboardContext(app.db, viewer, body);
  const resolved = await resolveDefinition(app.db, viewer, inDashboard.request);
  const ownerId = resolved.ownerId;
  return {
    name: inDashboard.nameOverride ?? resolved.name,
    dashboardName: inDashboard.dashboardName,
    definition: inDashboard.definitionOf(resolved.definition),
    widgetOwner: ownerId === undefined ? undefined : { id: ownerId, isSystemAdmin: false },
    request: inDashboard.request,
    dashboardFilters: inDashboard.dashboardFilters,
  };
}

/** The parts of the engine's input that come from the app and the viewer, not from the widget. */
function engineBase(app: FastifyInstance, viewer: EngineViewer, options: WidgetDataOptions, today: IsoDate) {
  return {
    db: app.db,
    connection: app.analytics.connection,
    readers: app.analytics.readers,
    // Off DuckDB the configured store answers; on DuckDB the readers do, with their mapping tables.
    ...(factsOffDuckdb(app.facts) ? { facts: app.facts } : {}),
    customerId: viewer.customerId,
    user: { id: viewer.userId, isSystemAdmin: viewer.isSystemAdmin },
    today,
    savedFilters: options.savedFilters,
    clusterKeywords: options.clusterKeywords,
    // Product images for <img>: thumbnails of the product's own packshot, signed for this customer.
    productImageUrl: app.hasDecorator('productImages')
      ? (productId: number) => app.productImages.packshot(viewer.customerId, productId)
      : undefined,
  };
}

/**
 * The engine's input for a request: the widget (in its dashboard, when placed) and the viewer. What the
 * request resolves to is kept until a write changes it (`app.widgetResolutions`, see the README).
 */
export async function widgetInput(
  app: FastifyInstance,
  viewer: EngineViewer,
  body: WidgetDataRequestParsed,
  options: WidgetDataOptions,
): Promise<{ input: WidgetQueryInput; name: string; dashboardName: string | null }> {
  const { name, dashboardName, ...resolved } = await app.widgetResolutions.remember(
    viewer.customerId,
    ['input', viewer, body],
    () => resolveInput(app, viewer, body),
  );
  return {
    name,
    dashboardName,
    input: { ...resolved, ...engineBase(app, viewer, options, todayInZone()), resolutions: app.widgetResolutions },
  };
}

/** Runs `work`; engine input the user can fix leaves as 400 naming the field. */
export async function engineInputAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EngineInputError) throw new HttpError(400, error.message, { [error.field]: error.message });
    throw error;
  }
}

/** How long the steps of a widget request took, in ms (the route's Server-Timing). */
export interface WidgetSteps {
  input?: number;
  prepare?: number;
}

/**
 * Computes a widget's answer (kept answers reused), with the widget's name, its dashboard's name (null
 * outside a dashboard) and the request as it ran (in its dashboard: its dates, filters and settings).
 */
export async function widgetAnswer(
  app: FastifyInstance,
  viewer: EngineViewer,
  body: WidgetDataRequestParsed,
  options: WidgetDataOptions,
  steps: WidgetSteps = {},
) {
  const started = performance.now();
  const { input, name, dashboardName } = await widgetInput(app, viewer, body, options);
  steps.input = performance.now() - started;
  const { answer, hit } = await engineInputAsHttp(() =>
    runWidgetQueryKept(input, app.widgetResults, (ms) => {
      steps.prepare = ms;
    }),
  );
  return { answer, name, dashboardName, request: input.request, hit };
}

/**
 * The answer of a definition no widget or dashboard holds (an alert's measure), computed on each call:
 * the viewer's filters, retention and retailer access apply as on a widget. Input errors stay engine errors.
 */
export function definitionAnswer(
  app: FastifyInstance,
  viewer: EngineViewer,
  asked: { definition: WidgetQueryDefinition; request: WidgetDataRequestParsed; today: IsoDate },
  options: WidgetDataOptions,
) {
  return runWidgetQuery({ ...engineBase(app, viewer, options, asked.today), ...asked });
}
