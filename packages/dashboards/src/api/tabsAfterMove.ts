import type { DashboardTab, DashboardTabMove } from '@shelfsight/contracts';

/**
 * The tabs as move-dashboard leaves them: the dashboard leaves whichever tab held it and takes position
 * `sequenceNumber` (from 1) of the target tab; the others of that tab shift. Used to show a drop at once.
 */
export function tabsAfterMove(tabs: DashboardTab[], move: DashboardTabMove): DashboardTab[] {
  return tabs.map((tab) => {
    const others = tab.dashboardIds.filter((id) => id !== move.dashboardId);
    if (tab.id !== move.tabId) return { ...tab, dashboardIds: others };
    const position = Math.min(Math.max(move.sequenceNumber - 1, 0), others.length);
    return { ...tab, dashboardIds: [...others.slice(0, position), move.dashboardId, ...others.slice(position)] };
  });
}
