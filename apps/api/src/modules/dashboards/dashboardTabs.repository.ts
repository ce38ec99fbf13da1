import type { DashboardTab, DashboardTabMove } from '@shelfsight/contracts';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dashboardTabDashboards, dashboardTabs, dashboardUsers } from '../../db/schema/dashboards';

interface TabOwner {
  customerId: number;
  userId: number;
}

/** The user's home tabs in order, each with the dashboards owned by or shared with them, in order. */
export async function tabsOf(db: Db, owner: TabOwner): Promise<DashboardTab[]> {
  const tabs = await db
    .select({ id: dashboardTabs.id, name: dashboardTabs.name, sequenceNumber: dashboardTabs.sequenceNumber })
    .from(dashboardTabs)
    .where(and(eq(dashboardTabs.customerId, owner.customerId), eq(dashboardTabs.userId, owner.userId)))
    .orderBy(asc(dashboardTabs.sequenceNumber), asc(dashboardTabs.id));
  const placements = await db
    .select({ tabId: dashboardTabDashboards.tabId, dashboardId: dashboardTabDashboards.dashboardId })
    .from(dashboardTabDashboards)
    .innerJoin(
      dashboardUsers,
      and(
        eq(dashboardUsers.customerId, dashboardTabDashboards.customerId),
        eq(dashboardUsers.dashboardId, dashboardTabDashboards.dashboardId),
        eq(dashboardUsers.userId, dashboardTabDashboards.userId),
      ),
    )
    .where(
      and(eq(dashboardTabDashboards.customerId, owner.customerId), eq(dashboardTabDashboards.userId, owner.userId)),
    )
    .orderBy(asc(dashboardTabDashboards.sequenceNumber), asc(dashboardTabDashboards.dashboardId));
  return tabs.map((tab) => ({
    ...tab,
    dashboardIds: placements.filter((row) => row.tabId === tab.id).map((row) => row.dashboardId),
  }));
}

export async function createTab(db: Db, owner: TabOwner, name: string): Promise<number> {
  const [last] = await db
    .select({ n: max(dashboardTabs.sequenceNumber) })
    .from(dashboardTabs)
    .where(and(eq(dashboardTabs.customerId, owner.customerId), eq(dashboardTabs.userId, owner.userId)));
  const [row] = await db
    .insert(dashboardTabs)
    .values({ ...owner, name, sequenceNumber: Number(last?.n ?? 0) + 1 })
    .returning({ id: dashboardTabs.id });
  if (!row) throw new Error('tab insert returned nothing');
  return row.id;
}

/** Deletes one of the user's tabs (its placements go with it); false when it is not theirs. */
export async function deleteTab(db: Db, owner: TabOwner, tabId: number): Promise<boolean> {
  const deleted = await db
    .delete(dashboardTabs)
    .where(
      and(
        eq(dashboardTabs.customerId, owner.customerId),
        eq(dashboardTabs.userId, owner.userId),
        eq(dashboardTabs.id, tabId),
      ),
    )
    .returning({ id: dashboardTabs.id });
  return deleted.length > 0;
}

/**
 * Puts the dashboard at position sequenceNumber of the tab (after the last one when the number is
 * larger), takes it out of the tab it was in, and numbers the tab's dashboards 1, 2, ... again.
 * `tabDashboards` are the tab's current dashboards the user may see, in order.
 */
export async function moveDashboard(db: Db, owner: TabOwner, move: DashboardTabMove, tabDashboards: number[]) {
  const others = tabDashboards.filter((id) => id !== move.dashboardId);
  const position = Math.min(move.sequenceNumber, others.length + 1) - 1;
  const order = [...others.slice(0, position), move.dashboardId, ...others.slice(position)];
  await db.transaction(async (tx) => {
    await tx
      .delete(dashboardTabDashboards)
      .where(
        and(
          eq(dashboardTabDashboards.customerId, owner.customerId),
          eq(dashboardTabDashboards.userId, owner.userId),
          inArray(dashboardTabDashboards.dashboardId, order),
        ),
      );
    await tx.insert(dashboardTabDashboards).values(
      order.map((dashboardId, index) => ({
        ...owner,
        dashboardId,
        tabId: move.tabId,
        sequenceNumber: index + 1,
      })),
    );
    // The tab it left closes the gap: every tab of the user is numbered 1, 2, ... again.
    await tx.execute(sql`
      UPDATE dashboard_tab_dashboards AS placed SET sequence_number = renumbered.position
      FROM (
        SELECT dashboard_id,
               row_number() OVER (PARTITION BY tab_id ORDER BY sequence_number, dashboard_id) AS position
        FROM dashboard_tab_dashboards
        WHERE customer_id = ${owner.customerId} AND user_id = ${owner.userId}
      ) AS renumbered
      WHERE placed.customer_id = ${owner.customerId} AND placed.user_id = ${owner.userId}
        AND placed.dashboard_id = renumbered.dashboard_id`);
  });
}
