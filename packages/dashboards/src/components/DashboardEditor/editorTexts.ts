import { hexColorSchema } from '@shelfsight/contracts';

export const EDITOR_TEXTS = {
  name: 'Name',
  icon: 'Icon',
  description: 'Description',
  defaultFilter: 'Default saved filter',
  noFilter: 'No default filter',
  retailerAssortment: 'Apply retailer assortment',
  dates: 'Dates',
  widgetDates: "Each widget's own dates",
  dashboardDates: 'Dashboard dates',
  stretch: 'Stretch layout (full width)',
  groups: 'Groups',
  addGroup: 'Add group',
  groupName: 'Group name',
  groupDescription: 'Group description',
  groupColor: 'Colour (hex)',
  groupStretch: 'Stretch widgets',
  removeGroup: 'Remove group',
  moveUp: 'Move group up',
  moveDown: 'Move group down',
  addRow: 'Add row',
  newWidget: 'New widget',
  addWidget: 'Add widget',
  removeWidget: 'Remove',
  overrides: 'Settings of',
  emptyRow: 'Drop widgets here or add one.',
  notShared: 'Widget not shared',
  save: 'Save',
  cancel: 'Cancel',
  dragHint: 'Drag widgets by their handle to reorder them within a row or move them to another row or group.',
} as const;

/** A group colour the contract refuses, with its message; empty means no colour. */
export const colorError = (value: string): string | null => {
  if (value.trim() === '') return null;
  const parsed = hexColorSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid HEX color.');
};
