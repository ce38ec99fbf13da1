import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { EditorGroup, EditorWidget } from './layoutEdits';

/** A group's name as the editor shows and announces it; unnamed groups go by their position. */
export const groupLabelOf = (group: EditorGroup, groupIndex: number): string =>
  group.name.trim() || `Group ${groupIndex + 1}`;

/** A row's name as its list is labelled: "Row 2 of Price". */
export const rowLabelOf = (groupLabel: string, rowIndex: number): string => `Row ${rowIndex + 1} of ${groupLabel}`;

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up a widget, press space or enter. Move it with the arrow keys, press space or enter again to drop ' +
    'it, or escape to cancel.',
};

/**
 * What a screen reader hears while a widget is dragged: the widget by its shown name (never its internal key)
 * and the row and position it is over, by the labels the rows carry on screen.
 */
export function dragAnnouncements(
  groups: readonly EditorGroup[],
  titleOf: (widget: EditorWidget) => string,
  rowDropId: (rowKey: string) => string,
): Announcements {
  const widgets = new Map<string, EditorWidget>();
  const places = new Map<string, string>();
  groups.forEach((group, groupIndex) => {
    const groupLabel = groupLabelOf(group, groupIndex);
    group.rows.forEach((row, rowIndex) => {
      const rowLabel = rowLabelOf(groupLabel, rowIndex);
      places.set(rowDropId(row.key), `the end of ${rowLabel}`);
      row.widgets.forEach((widget, index) => {
        widgets.set(widget.key, widget);
        places.set(widget.key, `position ${index + 1} of ${rowLabel}`);
      });
    });
  });
  const nameOf = (id: string | number) => {
    const widget = widgets.get(String(id));
    return widget ? titleOf(widget) : 'The widget';
  };
  const placeOf = (id: string | number | undefined) => (id === undefined ? undefined : places.get(String(id)));

  return {
    onDragStart: ({ active }) => {
      const place = placeOf(active.id);
      return `Picked up ${nameOf(active.id)}${place ? ` at ${place}` : ''}.`;
    },
    onDragOver: ({ active, over }) => {
      const place = placeOf(over?.id);
      return place ? `${nameOf(active.id)} is over ${place}.` : `${nameOf(active.id)} is not over a row.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = placeOf(over?.id);
      return place ? `${nameOf(active.id)} was dropped at ${place}.` : `${nameOf(active.id)} was put back.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back in its place.`,
  };
}
