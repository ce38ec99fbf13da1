import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './dragAnnouncements';
import type { EditorGroup, EditorWidget } from './layoutEdits';

const widget = (key: string, widgetId: number): EditorWidget => ({
  key,
  widgetId,
  overrides: {} as EditorWidget['overrides'],
});
const groups: EditorGroup[] = [
  {
    key: 'group-1',
    name: 'Availability',
    description: '',
    stretchLayout: false,
    groupStyle: null,
    styleColor: '',
    rows: [{ key: 'row-1-0', widgets: [widget('widget-31', 11), widget('widget-32', 13)] }],
  },
  {
    key: 'group-2',
    name: ' ',
    description: '',
    stretchLayout: false,
    groupStyle: null,
    styleColor: '',
    rows: [
      { key: 'row-2-0', widgets: [] },
      { key: 'row-2-1', widgets: [widget('widget-40', 20)] },
    ],
  },
];
const names = new Map([
  [11, 'Availability last week'],
  [13, 'Review scores'],
  [20, 'Price index'],
]);
const announce = dragAnnouncements(
  groups,
  (placed) => names.get(placed.widgetId) ?? '?',
  (key) => `row:${key}`,
);
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('dragAnnouncements', () => {
  it('names the widget and the row positions by their labels, an unnamed group by its place', () => {
    expect(announce.onDragStart({ active: active('widget-32') })).toBe(
      'Picked up Review scores at position 2 of Row 1 of Availability.',
    );
    expect(announce.onDragOver({ active: active('widget-32'), over: over('widget-40') })).toBe(
      'Review scores is over position 1 of Row 2 of Group 2.',
    );
    expect(announce.onDragEnd({ active: active('widget-32'), over: over('row:row-2-0') })).toBe(
      'Review scores was dropped at the end of Row 1 of Group 2.',
    );
  });

  it('says when the widget is over no row and when it is put back', () => {
    expect(announce.onDragOver({ active: active('widget-31'), over: null })).toBe(
      'Availability last week is not over a row.',
    );
    expect(announce.onDragEnd({ active: active('widget-31'), over: null })).toBe(
      'Availability last week was put back.',
    );
  });
});
