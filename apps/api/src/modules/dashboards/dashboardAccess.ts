import {
  dashboardMessages,
  dimensionById,
  type DashboardInputParsed,
  type DashboardWidgetOverridesInput,
} from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { visibleSavedFilters } from '../savedFilters';
import { nonMembers, type Viewer } from '../widgets';
import { placedWidgets, visibleDashboard, visibleDashboards, visibleWidgetIds } from './dashboards.repository';

export async function dashboardOrNotFound(db: Db, viewer: Viewer, id: number) {
  const dashboard = await visibleDashboard(db, viewer, id);
  if (!dashboard) throw new HttpError(404, dashboardMessages.unknownDashboard);
  return dashboard;
}

/** Only the owner edits, shares and deletes (spec 2 §2: the dashboard user with isOwner). */
export async function ownedDashboard(db: Db, viewer: Viewer, id: number) {
  const dashboard = await dashboardOrNotFound(db, viewer, id);
  if (!dashboard.isOwnedByMe) throw new HttpError(403, dashboardMessages.ownerOnly);
  return dashboard;
}

/** Dashboards and home tabs belong to members; a system admin who is not one may look but not own. */
export async function requireMember(db: Db, viewer: Viewer) {
  if ((await nonMembers(db, viewer.customerId, [viewer.userId])).length > 0) {
    throw new HttpError(403, dashboardMessages.membersOnly);
  }
}

type Overrides = Pick<
  DashboardWidgetOverridesInput,
  'savedFilterOverride' | 'overrideDimensionId' | 'overrideLinkedDashboards'
>;

/** Problems of the references in some overrides, by field name under `prefix`. */
async function overrideProblems(
  db: Db,
  viewer: Viewer,
  entries: { prefix: string; overrides: Overrides }[],
  known: { filters: Set<number>; dashboards: Set<number> },
) {
  const fields: Record<string, string> = {};
  for (const { prefix, overrides } of entries) {
    const filter = overrides.savedFilterOverride;
    if (filter !== undefined && filter !== null && !known.filters.has(filter)) {
      fields[`${prefix}savedFilterOverride`] = dashboardMessages.unknownSavedFilter;
    }
    const dimension = overrides.overrideDimensionId;
    if (dimension !== undefined && dimension !== null && !dimensionById(dimension)) {
      fields[`${prefix}overrideDimensionId`] = 'Unknown dimension.';
    }
    for (const [index, linked] of (overrides.overrideLinkedDashboards ?? []).entries()) {
      if (!known.dashboards.has(linked)) {
        fields[`${prefix}overrideLinkedDashboards.${index}`] = dashboardMessages.unknownLinkedDashboard;
      }
    }
  }
  return fields;
}

async function knownReferences(db: Db, viewer: Viewer) {
  return {
    filters: new Set((await visibleSavedFilters(db, viewer)).map((filter) => filter.id)),
    dashboards: new Set((await visibleDashboards(db, viewer)).map((dashboard) => dashboard.row.id)),
  };
}

/**
 * A layout may only place widgets the caller sees (or that already sit on this dashboard), and refer to
 * saved filters, dimensions and dashboards they see; anything else is a 422 naming the field.
 */
export async function checkDashboardInput(db: Db, viewer: Viewer, input: DashboardInputParsed, dashboardId?: number) {
  const widgetIds = input.groups.flatMap((group) => group.widgets.map((widget) => widget.widgetId));
  const seen = await visibleWidgetIds(db, viewer, widgetIds);
  if (dashboardId !== undefined) {
    for (const placed of await placedWidgets(db, viewer, [dashboardId])) seen.add(placed.widgetId);
  }
  const known = await knownReferences(db, viewer);
  const fields: Record<string, string> = {};
  if (input.defaultSavedFilterId !== null && !known.filters.has(input.defaultSavedFilterId)) {
    fields.defaultSavedFilterId = dashboardMessages.unknownSavedFilter;
  }
  const entries = input.groups.flatMap((group, groupIndex) =>
    group.widgets.map((widget, widgetIndex) => {
      const prefix = `groups.${groupIndex}.widgets.${widgetIndex}.`;
      if (!seen.has(widget.widgetId)) fields[`${prefix}widgetId`] = dashboardMessages.unknownWidget;
      return { prefix, overrides: widget };
    }),
  );
  Object.assign(fields, await overrideProblems(db, viewer, entries, known));
  if (Object.keys(fields).length > 0) throw new HttpError(422, Object.values(fields)[0] ?? '', fields);
}

export async function checkOverrides(db: Db, viewer: Viewer, overrides: DashboardWidgetOverridesInput) {
  const fields = await overrideProblems(db, viewer, [{ prefix: '', overrides }], await knownReferences(db, viewer));
  if (Object.keys(fields).length > 0) throw new HttpError(422, Object.values(fields)[0] ?? '', fields);
}
