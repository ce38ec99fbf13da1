import type {
  Dashboard,
  DashboardConfigWidget,
  DashboardGroup,
  DashboardListEntry,
  DashboardRibbon,
  DashboardUser,
  WidgetVisualizationType,
} from '@shelfsight/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import {
  type DashboardRow,
  type DashboardWidgetRow,
  dashboardGroups,
  dashboards,
  dashboardTabDashboards,
  dashboardUsers,
  dashboardWidgets,
} from '../../db/schema/dashboards';
import { widgets, widgetUsers } from '../../db/schema/widgets';
import type { Viewer } from '../widgets';

/** A dashboard the viewer may open, and whether they own it. */
export interface VisibleDashboard {
  row: DashboardRow;
  ownerName: string;
  isOwnedByMe: boolean;
  isSharedWithMe: boolean;
}

/** Dashboards owned by or shared with the viewer (system admins see all but own none). */
export async function visibleDashboards(db: Db, viewer: Viewer, onlyIds?: number[]): Promise<VisibleDashboard[]> {
  const { customerId } = viewer;
  const mine = await db
    .select({ dashboardId: dashboardUsers.dashboardId, isOwner: dashboardUsers.isOwner })
    .from(dashboardUsers)
    .where(and(eq(dashboardUsers.customerId, customerId), eq(dashboardUsers.userId, viewer.userId)));
  const access = new Map(mine.map((row) => [row.dashboardId, row.isOwner]));
  const conditions = [eq(dashboards.customerId, customerId)];
  if (!viewer.isSystemAdmin) conditions.push(inArray(dashboards.id, [...access.keys(), -1]));
  if (onlyIds) conditions.push(inArray(dashboards.id, [...onlyIds, -1]));
  const rows = await db
    .select({ dashboard: dashboards, ownerName: users.displayName })
    .from(dashboards)
    .innerJoin(users, eq(users.id, dashboards.ownerUserId))
    .where(and(...conditions))
    .orderBy(asc(dashboards.name), asc(dashboards.id));
  return rows.map(({ dashboard, ownerName }) => ({
    row: dashboard,
    ownerName,
    isOwnedByMe: access.get(dashboard.id) === true,
    isSharedWithMe: access.get(dashboard.id) === false,
  }));
}

export async function visibleDashboard(db: Db, viewer: Viewer, id: number): Promise<VisibleDashboard | undefined> {
  return (await visibleDashboards(db, viewer, [id]))[0];
}

/** Ids of the saved widgets the viewer sees (owned or shared); system admins see every one. */
export async function visibleWidgetIds(db: Db, viewer: Viewer, widgetIds: number[]): Promise<Set<number>> {
  if (widgetIds.length === 0) return new Set();
  const rows = viewer.isSystemAdmin
    ? await db
        .select({ widgetId: widgets.id })
        .from(widgets)
        .where(and(eq(widgets.customerId, viewer.customerId), inArray(widgets.id, widgetIds)))
    : await db
        .select({ widgetId: widgetUsers.widgetId })
        .from(widgetUsers)
        .where(
          and(
            eq(widgetUsers.customerId, viewer.customerId),
            eq(widgetUsers.userId, viewer.userId),
            inArray(widgetUsers.widgetId, widgetIds),
          ),
        );
  return new Set(rows.map((row) => row.widgetId));
}

async function usersOf(db: Db, customerId: number, dashboardIds: number[]): Promise<DashboardUser[]> {
  if (dashboardIds.length === 0) return [];
  return db
    .select({
      id: dashboardUsers.id,
      dashboardId: dashboardUsers.dashboardId,
      userId: dashboardUsers.userId,
      isOwner: dashboardUsers.isOwner,
    })
    .from(dashboardUsers)
    .where(and(eq(dashboardUsers.customerId, customerId), inArray(dashboardUsers.dashboardId, dashboardIds)))
    .orderBy(asc(dashboardUsers.dashboardId), asc(dashboardUsers.id));
}

function fieldsOf(visible: VisibleDashboard, dashboardUsersOfIt: DashboardUser[]) {
  const { row } = visible;
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    description: row.description,
    defaultSavedFilterId: row.defaultSavedFilterId,
    applyRetailerAssortment: row.applyRetailerAssortment,
    rollingDatePreset: row.rollingDatePreset,
    fixedDateRange:
      row.fixedDateFrom && row.fixedDateTo ? { dateFrom: row.fixedDateFrom, dateTo: row.fixedDateTo } : null,
    stretchLayout: row.stretchLayout,
    settings: row.settings as Record<string, unknown>,
    dashboardUsers: dashboardUsersOfIt,
    userId: row.ownerUserId,
    userName: visible.ownerName,
    dateCreated: row.dateCreated.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

/** The list view: each dashboard with my tab placement and how it reaches me. */
export async function dashboardListEntries(db: Db, viewer: Viewer, onlyIds?: number[]): Promise<DashboardListEntry[]> {
  const visible = await visibleDashboards(db, viewer, onlyIds);
  const ids = visible.map((dashboard) => dashboard.row.id);
  if (ids.length === 0) return [];
  const allUsers = await usersOf(db, viewer.customerId, ids);
  const placements = await db
    .select()
    .from(dashboardTabDashboards)
    .where(
      and(
        eq(dashboardTabDashboards.customerId, viewer.customerId),
        eq(dashboardTabDashboards.userId, viewer.userId),
        inArray(dashboardTabDashboards.dashboardId, ids),
      ),
    );
  const counts = await db
    .select({ dashboardId: dashboardWidgets.dashboardId, n: count() })
    .from(dashboardWidgets)
    .where(and(eq(dashboardWidgets.customerId, viewer.customerId), inArray(dashboardWidgets.dashboardId, ids)))
    .groupBy(dashboardWidgets.dashboardId);
  return visible.map((dashboard) => {
    const placement = placements.find((row) => row.dashboardId === dashboard.row.id);
    return {
      ...fieldsOf(
        dashboard,
        allUsers.filter((user) => user.dashboardId === dashboard.row.id),
      ),
      tabId: placement?.tabId ?? null,
      sequenceNumber: placement?.sequenceNumber ?? null,
      isOwnedByMe: dashboard.isOwnedByMe,
      isSharedWithMe: dashboard.isSharedWithMe,
      defaultFilterId: dashboard.row.defaultSavedFilterId,
      widgetCount: Number(counts.find((row) => row.dashboardId === dashboard.row.id)?.n ?? 0),
    };
  });
}

/** A placed widget as stored; visualization and widgetNotShared come from what the viewer sees. */
export function configWidgetOf(
  row: DashboardWidgetRow,
  visualization: WidgetVisualizationType | null,
): DashboardConfigWidget {
  return {
    id: row.id,
    dashboardId: row.dashboardId,
    groupId: row.groupId,
    widgetId: row.widgetId,
    rowIndex: row.rowIndex,
    sequence: row.sequence,
    nameOverride: row.nameOverride,
    savedFilterOverride: row.savedFilterOverride,
    includesFiltersOverride: row.includesFiltersOverride,
    datePresetOverride: row.datePresetOverride,
    overrideDimensionId: row.overrideDimensionId,
    overrideTagName: row.overrideTagName,
    overrideSubDimension: row.overrideSubDimension,
    overrideTextFields: (row.overrideTextFields as DashboardConfigWidget['overrideTextFields']) ?? null,
    overrideRibbons: row.overrideRibbons as DashboardRibbon[],
    overrideSettings: row.overrideSettings as Record<string, unknown>,
    overrideLinkedDashboards: row.overrideLinkedDashboards as number[],
    visualization,
    widgetNotShared: visualization === null,
  };
}

/** The placed widgets of some dashboards in layout order, with the widget's visualization when visible. */
export async function placedWidgets(db: Db, viewer: Viewer, dashboardIds: number[]): Promise<DashboardConfigWidget[]> {
  if (dashboardIds.length === 0) return [];
  const rows = await db
    .select({ placed: dashboardWidgets, visualizationType: widgets.visualizationType, widgetName: widgets.name })
    .from(dashboardWidgets)
    .innerJoin(
      widgets,
      and(eq(widgets.customerId, dashboardWidgets.customerId), eq(widgets.id, dashboardWidgets.widgetId)),
    )
    .where(and(eq(dashboardWidgets.customerId, viewer.customerId), inArray(dashboardWidgets.dashboardId, dashboardIds)))
    .orderBy(
      asc(dashboardWidgets.dashboardId),
      asc(dashboardWidgets.groupId),
      asc(dashboardWidgets.rowIndex),
      asc(dashboardWidgets.sequence),
    );
  const seen = await visibleWidgetIds(
    db,
    viewer,
    rows.map((row) => row.placed.widgetId),
  );
  return rows.map((row) =>
    configWidgetOf(
      row.placed,
      seen.has(row.placed.widgetId) ? (row.visualizationType as WidgetVisualizationType) : null,
    ),
  );
}

/** The whole dashboard: settings, users, groups in order and their widgets by row. */
export async function fullDashboard(db: Db, viewer: Viewer, visible: VisibleDashboard): Promise<Dashboard> {
  const id = visible.row.id;
  const groups = await db
    .select()
    .from(dashboardGroups)
    .where(and(eq(dashboardGroups.customerId, viewer.customerId), eq(dashboardGroups.dashboardId, id)))
    .orderBy(asc(dashboardGroups.sequence), asc(dashboardGroups.id));
  const placed = await placedWidgets(db, viewer, [id]);
  const withWidgets: DashboardGroup[] = groups.map((group) => ({
    id: group.id,
    dashboardId: group.dashboardId,
    sequence: group.sequence,
    name: group.name,
    description: group.description,
    stretchLayout: group.stretchLayout,
    groupStyle: group.groupStyle,
    styleColor: group.styleColor,
    widgets: placed.filter((widget) => widget.groupId === group.id),
  }));
  return { ...fieldsOf(visible, await usersOf(db, viewer.customerId, [id])), groups: withWidgets };
}

/** One placed widget of a dashboard the viewer sees. */
export async function visiblePlacedWidget(db: Db, viewer: Viewer, dashboardWidgetId: number) {
  const [row] = await db
    .select({ dashboardId: dashboardWidgets.dashboardId })
    .from(dashboardWidgets)
    .where(and(eq(dashboardWidgets.customerId, viewer.customerId), eq(dashboardWidgets.id, dashboardWidgetId)));
  if (!row) return undefined;
  const dashboard = await visibleDashboard(db, viewer, row.dashboardId);
  if (!dashboard) return undefined;
  const widget = (await placedWidgets(db, viewer, [row.dashboardId])).find((w) => w.id === dashboardWidgetId);
  return widget ? { dashboard, widget } : undefined;
}

/** dashboardWidgets of spec 2 §3 for some dashboards; the title of a widget not shared shows only its override. */
export async function dashboardWidgetEntries(db: Db, viewer: Viewer, dashboardIds: number[]) {
  if (dashboardIds.length === 0) return [];
  const rows = await db
    .select({ placed: dashboardWidgets, widgetName: widgets.name })
    .from(dashboardWidgets)
    .innerJoin(
      widgets,
      and(eq(widgets.customerId, dashboardWidgets.customerId), eq(widgets.id, dashboardWidgets.widgetId)),
    )
    .where(and(eq(dashboardWidgets.customerId, viewer.customerId), inArray(dashboardWidgets.dashboardId, dashboardIds)))
    .orderBy(asc(dashboardWidgets.dashboardId), asc(dashboardWidgets.id));
  const seen = await visibleWidgetIds(
    db,
    viewer,
    rows.map((row) => row.placed.widgetId),
  );
  return rows.map(({ placed, widgetName }) => ({
    id: placed.id,
    dashboardId: placed.dashboardId,
    widgetId: placed.widgetId,
    sequence: placed.sequence,
    title: placed.nameOverride ?? (seen.has(placed.widgetId) ? widgetName : ''),
  }));
}
