import type { Dashboard, DashboardInputParsed, DashboardWidgetOverridesInput } from '@shelfsight/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  dashboardGroups,
  dashboards,
  dashboardTabDashboards,
  dashboardUsers,
  dashboardWidgets,
} from '../../db/schema/dashboards';

type LayoutWidget = DashboardInputParsed['groups'][number]['widgets'][number];

/** The dashboard's own columns from an input. */
function columnsOf(input: DashboardInputParsed) {
  return {
    name: input.name,
    icon: input.icon,
    description: input.description,
    defaultSavedFilterId: input.defaultSavedFilterId,
    applyRetailerAssortment: input.applyRetailerAssortment,
    rollingDatePreset: input.rollingDatePreset,
    fixedDateFrom: input.fixedDateRange?.dateFrom ?? null,
    fixedDateTo: input.fixedDateRange?.dateTo ?? null,
    stretchLayout: input.stretchLayout,
    settings: input.settings,
  };
}

/** Override columns of a placed widget; left-out overrides are none. */
function overridesOf(widget: LayoutWidget) {
  return {
    nameOverride: widget.nameOverride ?? null,
    savedFilterOverride: widget.savedFilterOverride ?? null,
    includesFiltersOverride: widget.includesFiltersOverride ?? false,
    datePresetOverride: widget.datePresetOverride ?? null,
    overrideDimensionId: widget.overrideDimensionId ?? null,
    overrideTagName: widget.overrideTagName ?? null,
    overrideSubDimension: widget.overrideSubDimension ?? null,
    overrideTextFields: widget.overrideTextFields ?? null,
    overrideRibbons: widget.overrideRibbons ?? [],
    overrideSettings: widget.overrideSettings ?? {},
    overrideLinkedDashboards: widget.overrideLinkedDashboards ?? [],
  };
}

/**
 * Writes groups and placed widgets as given. Groups and widgets that carry the id of one of this
 * dashboard's are updated in place (so exports and alerts pointing at a dashboard widget survive a
 * re-layout); the others are inserted, and whatever the input no longer holds is removed.
 */
async function writeLayout(tx: Db, customerId: number, dashboardId: number, input: DashboardInputParsed) {
  const ofDashboard = <T extends typeof dashboardGroups | typeof dashboardWidgets>(table: T) =>
    and(eq(table.customerId, customerId), eq(table.dashboardId, dashboardId));
  const existingGroups = new Set(
    (await tx.select({ id: dashboardGroups.id }).from(dashboardGroups).where(ofDashboard(dashboardGroups))).map(
      (row) => row.id,
    ),
  );
  const existingWidgets = new Set(
    (await tx.select({ id: dashboardWidgets.id }).from(dashboardWidgets).where(ofDashboard(dashboardWidgets))).map(
      (row) => row.id,
    ),
  );
  const keptGroups: number[] = [];
  const keptWidgets: number[] = [];
  for (const [groupIndex, group] of input.groups.entries()) {
    const groupColumns = {
      sequence: groupIndex + 1,
      name: group.name,
      description: group.description,
      stretchLayout: group.stretchLayout,
      groupStyle: group.groupStyle,
      styleColor: group.styleColor,
    };
    let groupId: number;
    if (group.id !== undefined && existingGroups.has(group.id) && !keptGroups.includes(group.id)) {
      groupId = group.id;
      await tx
        .update(dashboardGroups)
        .set(groupColumns)
        .where(and(ofDashboard(dashboardGroups), eq(dashboardGroups.id, groupId)));
    } else {
      const [row] = await tx
        .insert(dashboardGroups)
        .values({ customerId, dashboardId, ...groupColumns })
        .returning({ id: dashboardGroups.id });
      if (!row) throw new Error('dashboard group insert returned nothing');
      groupId = row.id;
    }
    keptGroups.push(groupId);
    for (const [position, widget] of group.widgets.entries()) {
      const widgetColumns = {
        groupId,
        widgetId: widget.widgetId,
        rowIndex: widget.rowIndex,
        sequence: position + 1,
        ...overridesOf(widget),
      };
      if (widget.id !== undefined && existingWidgets.has(widget.id) && !keptWidgets.includes(widget.id)) {
        await tx
          .update(dashboardWidgets)
          .set(widgetColumns)
          .where(and(ofDashboard(dashboardWidgets), eq(dashboardWidgets.id, widget.id)));
        keptWidgets.push(widget.id);
      } else {
        const [row] = await tx
          .insert(dashboardWidgets)
          .values({ customerId, dashboardId, ...widgetColumns })
          .returning({ id: dashboardWidgets.id });
        if (row) keptWidgets.push(row.id);
      }
    }
  }
  await tx
    .delete(dashboardWidgets)
    .where(and(ofDashboard(dashboardWidgets), notInArray(dashboardWidgets.id, [...keptWidgets, -1])));
  await tx
    .delete(dashboardGroups)
    .where(and(ofDashboard(dashboardGroups), notInArray(dashboardGroups.id, [...keptGroups, -1])));
}

export async function createDashboard(
  db: Db,
  customerId: number,
  ownerUserId: number,
  input: DashboardInputParsed,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dashboards)
      .values({ customerId, ownerUserId, ...columnsOf(input) })
      .returning({ id: dashboards.id });
    if (!row) throw new Error('dashboard insert returned nothing');
    await tx.insert(dashboardUsers).values({ customerId, dashboardId: row.id, userId: ownerUserId, isOwner: true });
    await writeLayout(tx, customerId, row.id, input);
    return row.id;
  });
}

export async function updateDashboard(db: Db, customerId: number, dashboardId: number, input: DashboardInputParsed) {
  await db.transaction(async (tx) => {
    await tx
      .update(dashboards)
      .set({ ...columnsOf(input), lastUpdated: new Date() })
      .where(and(eq(dashboards.customerId, customerId), eq(dashboards.id, dashboardId)));
    await writeLayout(tx, customerId, dashboardId, input);
  });
}

export async function deleteDashboard(db: Db, customerId: number, dashboardId: number): Promise<void> {
  await db.delete(dashboards).where(and(eq(dashboards.customerId, customerId), eq(dashboards.id, dashboardId)));
}

/** A stored dashboard as an input (ids dropped), for a copy. */
export function copyInputOf(dashboard: Dashboard, name: string): DashboardInputParsed {
  return {
    name,
    icon: dashboard.icon,
    description: dashboard.description,
    defaultSavedFilterId: dashboard.defaultSavedFilterId,
    applyRetailerAssortment: dashboard.applyRetailerAssortment,
    rollingDatePreset: dashboard.rollingDatePreset,
    fixedDateRange: dashboard.fixedDateRange,
    stretchLayout: dashboard.stretchLayout,
    settings: dashboard.settings as DashboardInputParsed['settings'],
    groups: dashboard.groups.map((group) => ({
      name: group.name,
      description: group.description,
      stretchLayout: group.stretchLayout,
      groupStyle: group.groupStyle,
      styleColor: group.styleColor,
      widgets: group.widgets.map(
        ({
          id: _id,
          groupId: _g,
          dashboardId: _d,
          sequence: _s,
          visualization: _v,
          widgetNotShared: _n,
          ...widget
        }) => ({
          ...widget,
          overrideSettings: widget.overrideSettings as LayoutWidget['overrideSettings'],
        }),
      ),
    })),
  };
}

/**
 * Replaces everyone the dashboard is shared with; the owner's row stays. Users it is no longer shared
 * with lose it from their home tabs too.
 */
export async function shareDashboard(
  db: Db,
  customerId: number,
  dashboardId: number,
  ownerUserId: number,
  userIds: number[],
) {
  const others = [...new Set(userIds)].filter((id) => id !== ownerUserId);
  await db.transaction(async (tx) => {
    await tx
      .delete(dashboardUsers)
      .where(
        and(
          eq(dashboardUsers.customerId, customerId),
          eq(dashboardUsers.dashboardId, dashboardId),
          eq(dashboardUsers.isOwner, false),
        ),
      );
    if (others.length) {
      await tx
        .insert(dashboardUsers)
        .values(others.map((userId) => ({ customerId, dashboardId, userId, isOwner: false })));
    }
    await tx
      .delete(dashboardTabDashboards)
      .where(
        and(
          eq(dashboardTabDashboards.customerId, customerId),
          eq(dashboardTabDashboards.dashboardId, dashboardId),
          notInArray(dashboardTabDashboards.userId, [ownerUserId, ...others]),
        ),
      );
  });
}

/** Sets the overrides given and keeps the others. */
export async function updateOverrides(
  db: Db,
  customerId: number,
  dashboardWidgetId: number,
  overrides: DashboardWidgetOverridesInput,
) {
  const changes = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  await db
    .update(dashboardWidgets)
    .set(changes)
    .where(and(eq(dashboardWidgets.customerId, customerId), eq(dashboardWidgets.id, dashboardWidgetId)));
}
