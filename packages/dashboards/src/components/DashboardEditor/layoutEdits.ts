import type {
  Dashboard,
  DashboardConfigWidget,
  DashboardGroupInput,
  DashboardWidgetInput,
} from '@shelfsight/contracts';
import { rowsOf } from '../../utils/rows';

/** The overrides a placed widget keeps through edits of the layout (spec 2 §3). */
export type Overrides = Omit<DashboardWidgetInput, 'id' | 'widgetId' | 'rowIndex'>;

/** A widget in the editor: a key for drag and drop, the saved ids, and its overrides untouched. */
export interface EditorWidget {
  key: string;
  id?: number;
  widgetId: number;
  overrides: Overrides;
}

export interface EditorRow {
  key: string;
  widgets: EditorWidget[];
}

export interface EditorGroup {
  key: string;
  id?: number;
  name: string;
  description: string;
  stretchLayout: boolean;
  groupStyle: string | null;
  styleColor: string;
  rows: EditorRow[];
}

/** Where a widget goes: a row of a group and the position in it (past the end means last). */
export interface WidgetTarget {
  rowKey: string;
  index: number;
}

const overridesOf = (placed: DashboardConfigWidget): Overrides => ({
  nameOverride: placed.nameOverride,
  savedFilterOverride: placed.savedFilterOverride,
  includesFiltersOverride: placed.includesFiltersOverride,
  datePresetOverride: placed.datePresetOverride,
  overrideDimensionId: placed.overrideDimensionId,
  overrideTagName: placed.overrideTagName,
  overrideSubDimension: placed.overrideSubDimension,
  overrideTextFields: placed.overrideTextFields,
  overrideRibbons: placed.overrideRibbons,
  overrideSettings: placed.overrideSettings as Overrides['overrideSettings'],
  overrideLinkedDashboards: placed.overrideLinkedDashboards,
});

/** The editor's layout of a saved dashboard; keys come from the saved ids so they stay stable. */
export function layoutOf(dashboard: Pick<Dashboard, 'groups'>): EditorGroup[] {
  return [...dashboard.groups]
    .sort((a, b) => a.sequence - b.sequence)
    .map((group) => ({
      key: `group-${group.id}`,
      id: group.id,
      name: group.name,
      description: group.description ?? '',
      stretchLayout: group.stretchLayout,
      groupStyle: group.groupStyle,
      styleColor: group.styleColor ?? '',
      rows: rowsOf(group.widgets).map((row) => ({
        key: `row-${group.id}-${row[0]?.rowIndex ?? 0}`,
        widgets: row.map((placed) => ({
          key: `widget-${placed.id}`,
          id: placed.id,
          widgetId: placed.widgetId,
          overrides: overridesOf(placed),
        })),
      })),
    }));
}

/** A new group with one empty row, ready for widgets. */
export const newGroup = (key: string): EditorGroup => ({
  key,
  name: '',
  description: '',
  stretchLayout: false,
  groupStyle: null,
  styleColor: '',
  rows: [{ key: `${key}-row-0`, widgets: [] }],
});

export const addGroup = (groups: readonly EditorGroup[], key: string): EditorGroup[] => [...groups, newGroup(key)];

export const removeGroup = (groups: readonly EditorGroup[], groupKey: string): EditorGroup[] =>
  groups.filter((group) => group.key !== groupKey);

export const updateGroup = (
  groups: readonly EditorGroup[],
  groupKey: string,
  change: Partial<Pick<EditorGroup, 'name' | 'description' | 'stretchLayout' | 'styleColor'>>,
): EditorGroup[] => groups.map((group) => (group.key === groupKey ? { ...group, ...change } : group));

/** Moves a group one place up (-1) or down (+1); at the ends nothing changes. */
export function moveGroup(groups: readonly EditorGroup[], groupKey: string, step: -1 | 1): EditorGroup[] {
  const from = groups.findIndex((group) => group.key === groupKey);
  const to = from + step;
  if (from < 0 || to < 0 || to >= groups.length) return [...groups];
  const next = [...groups];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export const addRow = (groups: readonly EditorGroup[], groupKey: string, rowKey: string): EditorGroup[] =>
  groups.map((group) =>
    group.key === groupKey ? { ...group, rows: [...group.rows, { key: rowKey, widgets: [] }] } : group,
  );

/** Places a saved widget last in a row. */
export const addWidget = (
  groups: readonly EditorGroup[],
  rowKey: string,
  widgetId: number,
  widgetKey: string,
): EditorGroup[] =>
  groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) =>
      row.key === rowKey ? { ...row, widgets: [...row.widgets, { key: widgetKey, widgetId, overrides: {} }] } : row,
    ),
  }));

export const removeWidget = (groups: readonly EditorGroup[], widgetKey: string): EditorGroup[] =>
  groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => ({ ...row, widgets: row.widgets.filter((widget) => widget.key !== widgetKey) })),
  }));

/** Changes some overrides of one placed widget; the others stay as stored. */
export const updateWidgetOverrides = (
  groups: readonly EditorGroup[],
  widgetKey: string,
  change: Partial<Overrides>,
): EditorGroup[] =>
  groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => ({
      ...row,
      widgets: row.widgets.map((widget) =>
        widget.key === widgetKey ? { ...widget, overrides: { ...widget.overrides, ...change } } : widget,
      ),
    })),
  }));

/** The row holding a widget, and its position there. */
export function locate(groups: readonly EditorGroup[], widgetKey: string): WidgetTarget | null {
  for (const group of groups) {
    for (const row of group.rows) {
      const index = row.widgets.findIndex((widget) => widget.key === widgetKey);
      if (index >= 0) return { rowKey: row.key, index };
    }
  }
  return null;
}

/**
 * Moves a widget to a position of any row of any group (within its row, between rows, between groups).
 * The index counts the target row's widgets before the move, as a drop target reports it; moving forward
 * within the same row lands on that widget's place.
 */
export function moveWidget(groups: readonly EditorGroup[], widgetKey: string, target: WidgetTarget): EditorGroup[] {
  const from = locate(groups, widgetKey);
  const moving = groups
    .flatMap((group) => group.rows)
    .flatMap((row) => row.widgets)
    .find((w) => w.key === widgetKey);
  if (!from || !moving) return [...groups];
  if (!groups.some((group) => group.rows.some((row) => row.key === target.rowKey))) return [...groups];
  const without = removeWidget(groups, widgetKey);
  return without.map((group) => ({
    ...group,
    rows: group.rows.map((row) => {
      if (row.key !== target.rowKey) return row;
      const index = Math.min(Math.max(target.index, 0), row.widgets.length);
      return { ...row, widgets: [...row.widgets.slice(0, index), moving, ...row.widgets.slice(index)] };
    }),
  }));
}

/** The layout as create and PATCH dashboard/{id} take it: empty rows left out, rows numbered from 0. */
export function groupsInput(groups: readonly EditorGroup[]): DashboardGroupInput[] {
  return groups.map((group) => ({
    ...(group.id !== undefined ? { id: group.id } : {}),
    name: group.name.trim(),
    description: group.description.trim() === '' ? null : group.description.trim(),
    stretchLayout: group.stretchLayout,
    groupStyle: group.groupStyle,
    styleColor: group.styleColor.trim() === '' ? null : group.styleColor.trim(),
    widgets: group.rows
      .filter((row) => row.widgets.length > 0)
      .flatMap((row, rowIndex) =>
        row.widgets.map((widget) => ({
          ...widget.overrides,
          ...(widget.id !== undefined ? { id: widget.id } : {}),
          widgetId: widget.widgetId,
          rowIndex,
        })),
      ),
  }));
}

/**
 * Places a widget created from the editor (spec: "create a widget in place"): a new row at the end of
 * its group. An unknown group (removed meanwhile) leaves the layout as it is.
 */
export const addCreatedWidget = (
  groups: readonly EditorGroup[],
  groupKey: string,
  widgetId: number,
  keys: { row: string; widget: string },
): EditorGroup[] =>
  groups.map((group) =>
    group.key === groupKey
      ? { ...group, rows: [...group.rows, { key: keys.row, widgets: [{ key: keys.widget, widgetId, overrides: {} }] }] }
      : group,
  );

const widgetField = /^groups\.(\d+)\.widgets\.(\d+)\.(.+)$/;

/**
 * The server's field messages of a refused save (`groups.0.widgets.1.overrideDimensionId`) by the key of
 * the widget they name, with the path under it. Indices are those of `groupsInput(groups)`.
 */
export function refusalsByWidget(
  groups: readonly EditorGroup[],
  fields: Readonly<Record<string, string>>,
): Record<string, Record<string, string>> {
  const byWidget: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = widgetField.exec(path);
    if (!match) continue;
    const widget = groups[Number(match[1])]?.rows.flatMap((row) => row.widgets)[Number(match[2])];
    if (widget) byWidget[widget.key] = { ...byWidget[widget.key], [match[3]!]: message };
  }
  return byWidget;
}
