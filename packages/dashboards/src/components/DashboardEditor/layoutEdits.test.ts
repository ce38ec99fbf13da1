import { describe, expect, it } from 'vitest';
import { sampleDashboard } from '../../testing/sampleDashboards';
import {
  addCreatedWidget,
  addGroup,
  addRow,
  addWidget,
  type EditorGroup,
  groupsInput,
  layoutOf,
  moveGroup,
  moveWidget,
  refusalsByWidget,
  removeGroup,
  removeWidget,
  updateGroup,
  updateWidgetOverrides,
} from './layoutEdits';

/** Each group's rows as lists of widget ids, for compact assertions. */
const shape = (groups: EditorGroup[]) =>
  groups.map((group) => group.rows.map((row) => row.widgets.map((w) => w.widgetId)));

describe('layoutEdits', () => {
  const layout = layoutOf(sampleDashboard());

  it('reads a saved dashboard into groups of rows in order', () => {
    expect(layout.map((group) => group.name)).toEqual(['Availability', 'Price']);
    expect(shape(layout)).toEqual([[[11, 13]], [[12], [99]]]);
    expect(layout[0]?.rows[0]?.widgets[0]?.overrides).toMatchObject({
      datePresetOverride: '7d',
      nameOverride: 'Availability last week',
    });
  });

  it('moves a widget within its row', () => {
    expect(shape(moveWidget(layout, 'widget-32', { rowKey: 'row-21-0', index: 0 }))[0]).toEqual([[13, 11]]);
    expect(shape(moveWidget(layout, 'widget-31', { rowKey: 'row-21-0', index: 1 }))[0]).toEqual([[13, 11]]);
  });

  it('moves a widget between rows of a group', () => {
    expect(shape(moveWidget(layout, 'widget-34', { rowKey: 'row-22-0', index: 0 }))[1]).toEqual([[99, 12], []]);
  });

  it('moves a widget between groups, keeping its overrides and id', () => {
    const moved = moveWidget(layout, 'widget-31', { rowKey: 'row-22-1', index: 5 });
    expect(shape(moved)).toEqual([[[13]], [[12], [99, 11]]]);
    expect(moved[1]?.rows[1]?.widgets[1]).toMatchObject({ id: 31, overrides: { datePresetOverride: '7d' } });
  });

  it('leaves the layout as it is for an unknown widget or row', () => {
    expect(shape(moveWidget(layout, 'widget-404', { rowKey: 'row-21-0', index: 0 }))).toEqual(shape(layout));
    expect(shape(moveWidget(layout, 'widget-31', { rowKey: 'row-nowhere', index: 0 }))).toEqual(shape(layout));
  });

  it('adds and removes groups, rows and widgets', () => {
    let groups = addGroup(layout, 'new-group');
    expect(groups).toHaveLength(3);
    groups = addWidget(groups, 'new-group-row-0', 14, 'new-widget');
    groups = addRow(groups, 'new-group', 'new-row');
    groups = addWidget(groups, 'new-row', 12, 'new-widget-2');
    expect(shape(groups)[2]).toEqual([[14], [12]]);
    groups = removeWidget(groups, 'new-widget');
    expect(shape(groups)[2]).toEqual([[], [12]]);
    expect(removeGroup(groups, 'group-21').map((group) => group.name)).toEqual(['Price', '']);
  });

  it('renames, describes, colours and stretches a group, and reorders groups', () => {
    const changed = updateGroup(layout, 'group-22', { name: 'Prices', styleColor: '#abc', stretchLayout: true });
    expect(changed[1]).toMatchObject({ name: 'Prices', styleColor: '#abc', stretchLayout: true });
    expect(moveGroup(changed, 'group-22', -1).map((group) => group.name)).toEqual(['Prices', 'Availability']);
    expect(moveGroup(changed, 'group-21', -1).map((group) => group.name)).toEqual(['Availability', 'Prices']);
  });

  it('writes the layout for saving: rows renumbered without empty ones, ids and overrides kept', () => {
    const groups = moveWidget(addGroup(layout, 'g'), 'widget-33', { rowKey: 'g-row-0', index: 0 });
    const input = groupsInput(groups);
    expect(input[1]?.widgets).toEqual([expect.objectContaining({ id: 34, widgetId: 99, rowIndex: 0 })]);
    expect(input[2]).toMatchObject({
      name: '',
      description: null,
      styleColor: null,
      widgets: [{ id: 33, widgetId: 12, rowIndex: 0 }],
    });
    expect(input[0]).toMatchObject({ id: 21, styleColor: '1f7a4d' });
    expect(input[0]?.widgets?.[0]).toMatchObject({ id: 31, widgetId: 11, rowIndex: 0, datePresetOverride: '7d' });
  });

  it('changes the overrides of one placed widget and keeps the others', () => {
    const changed = updateWidgetOverrides(layout, 'widget-31', { nameOverride: null, datePresetOverride: '12m' });
    expect(changed[0]?.rows[0]?.widgets[0]?.overrides).toMatchObject({ nameOverride: null, datePresetOverride: '12m' });
    expect(changed[0]?.rows[0]?.widgets[1]).toEqual(layout[0]?.rows[0]?.widgets[1]);
    expect(groupsInput(changed)[0]?.widgets?.[0]).toMatchObject({
      id: 31,
      nameOverride: null,
      datePresetOverride: '12m',
    });
  });

  it('places a widget created for a group in a new row at its end, saved after the others', () => {
    const placed = addCreatedWidget(layout, 'group-22', 77, { row: 'row-created-77', widget: 'widget-created-77' });
    expect(shape(placed)).toEqual([[[11, 13]], [[12], [99], [77]]]);
    expect(groupsInput(placed)[1]?.widgets?.at(-1)).toEqual({ widgetId: 77, rowIndex: 2 });
    expect(addCreatedWidget(layout, 'group-gone', 77, { row: 'r', widget: 'w' })).toEqual(layout);
  });

  it("reads the server's field messages onto the widgets they name, empty rows aside", () => {
    const withEmptyRow = addRow(layout, 'group-21', 'row-empty');
    const moved = moveWidget(withEmptyRow, 'widget-32', { rowKey: 'row-empty', index: 0 });
    expect(
      refusalsByWidget(moved, {
        'groups.0.widgets.1.overrideLinkedDashboards.0': 'This dashboard does not exist or is not shared with you.',
        'groups.1.widgets.0.overrideDimensionId': 'Unknown dimension.',
        'groups.5.widgets.0.widgetId': 'No such group.',
        name: 'Enter a name.',
      }),
    ).toEqual({
      'widget-32': { 'overrideLinkedDashboards.0': 'This dashboard does not exist or is not shared with you.' },
      'widget-33': { overrideDimensionId: 'Unknown dimension.' },
    });
  });
});
