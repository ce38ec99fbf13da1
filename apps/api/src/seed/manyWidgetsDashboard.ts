import type { DashboardGroupInput, DashboardInput } from '@shelfsight/contracts';

/** The demo dashboard of fifty widgets (issue #13's speed benchmark), in no home tab so Home stays as it is. */
export const MANY_WIDGETS_DASHBOARD = 'Fifty widgets';

const WIDGETS_PER_GROUP = 10;
const WIDGETS_PER_ROW = 2;
const PRESETS = ['30d', '7d', '14d'] as const;

/**
 * A dashboard of `count` placed widgets cycling through `widgets`, ten to a group and two to a row, each
 * named by its place and with days that change on every round through the list, so the engine answers
 * different questions rather than one answer fifty times.
 */
export function manyWidgetsDashboard(widgets: { id: number; name: string }[], count = 50): DashboardInput {
  if (widgets.length === 0) throw new Error('manyWidgetsDashboard: no widgets to place');
  const groups: (DashboardGroupInput & { widgets: NonNullable<DashboardGroupInput['widgets']> })[] = [];
  for (let index = 0; index < count; index += 1) {
    const inGroup = index % WIDGETS_PER_GROUP;
    if (inGroup === 0)
      groups.push({ name: `Widgets ${index + 1}–${Math.min(count, index + WIDGETS_PER_GROUP)}`, widgets: [] });
    const widget = widgets[index % widgets.length] as { id: number; name: string };
    groups.at(-1)?.widgets.push({
      widgetId: widget.id,
      rowIndex: Math.floor(inGroup / WIDGETS_PER_ROW),
      nameOverride: `${index + 1}. ${widget.name}`,
      datePresetOverride: PRESETS[Math.floor(index / widgets.length) % PRESETS.length],
    });
  }
  return {
    name: MANY_WIDGETS_DASHBOARD,
    description: 'Fifty widgets on one dashboard: how the product copes with a big one.',
    rollingDatePreset: '30d',
    groups,
  };
}
