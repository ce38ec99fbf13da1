import { dashboardWidgetInputSchema, type WidgetVisualizationType, widgetTypeOf } from '@shelfsight/contracts';
import type { Overrides } from './layoutEdits';

export type OverrideField = keyof Overrides;

export const SETTINGS_NOT_AN_OBJECT = 'Enter the settings as a JSON object, e.g. {"overallRow": true}.';

/** The dialog's form: texts where the user types, ids where they choose. */
export interface OverrideValues {
  nameOverride: string;
  savedFilterOverride: number | null;
  includesFiltersOverride: boolean;
  datePresetOverride: string | null;
  overrideDimensionId: number | null;
  overrideTagName: string | null;
  overrideSubDimension: string | null;
  overrideTextFields: { title: string; body: string };
  overrideRibbons: { text: string; color: string }[];
  /** JSON text of the settings object; empty means none. */
  overrideSettings: string;
  overrideLinkedDashboards: number[];
}

/** A message for a form field: its path as antd's Form names it. */
export interface FieldError {
  name: (string | number)[];
  message: string;
}

/**
 * The overrides a widget of this type can take (spec 2 §3): dimension and tag only where the type splits
 * by a dimension, sub-dimension and text fields where it has them. A text widget asks for no data, so
 * filters, dates and linked dashboards mean nothing to it. A widget not shared with me (no type) gets the
 * overrides every type takes.
 */
export function offeredOverrides(type: WidgetVisualizationType | null): Set<OverrideField> {
  const offered = new Set<OverrideField>(['nameOverride', 'overrideRibbons', 'overrideSettings']);
  if (type !== 'TEXT') {
    for (const field of [
      'savedFilterOverride',
      'includesFiltersOverride',
      'datePresetOverride',
      'overrideLinkedDashboards',
    ] as const)
      offered.add(field);
  }
  const definition = type ? widgetTypeOf(type) : null;
  if (definition?.hasDimension) {
    offered.add('overrideDimensionId');
    offered.add('overrideTagName');
  }
  if (definition?.hasSubDimension) offered.add('overrideSubDimension');
  if (definition?.hasTextFields) offered.add('overrideTextFields');
  return offered;
}

export const valuesOf = (overrides: Overrides): OverrideValues => ({
  nameOverride: overrides.nameOverride ?? '',
  savedFilterOverride: overrides.savedFilterOverride ?? null,
  includesFiltersOverride: overrides.includesFiltersOverride ?? false,
  datePresetOverride: overrides.datePresetOverride ?? null,
  overrideDimensionId: overrides.overrideDimensionId ?? null,
  overrideTagName: overrides.overrideTagName ?? null,
  overrideSubDimension: overrides.overrideSubDimension ?? null,
  overrideTextFields: {
    title: overrides.overrideTextFields?.title ?? '',
    body: overrides.overrideTextFields?.body ?? '',
  },
  overrideRibbons: (overrides.overrideRibbons ?? []).map((ribbon) => ({
    text: ribbon.text,
    color: ribbon.color ?? '',
  })),
  overrideSettings:
    overrides.overrideSettings && Object.keys(overrides.overrideSettings).length > 0
      ? JSON.stringify(overrides.overrideSettings, null, 2)
      : '',
  overrideLinkedDashboards: overrides.overrideLinkedDashboards ?? [],
});

const blankToNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);

function settingsOf(text: string): Overrides['overrideSettings'] | undefined {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Overrides['overrideSettings'])
      : undefined;
  } catch {
    return undefined;
  }
}

/** Lists whose items the form shows in one control: a message on an item goes on the control. */
const oneControl = new Set<string>(['overrideSettings', 'overrideLinkedDashboards', 'savedFilterOverride']);

/** A field path of the server or the contract (`overrideRibbons.0.color`) as the form names it. */
export function formNameOf(path: readonly PropertyKey[]): (string | number)[] {
  const parts = path.map((part) =>
    typeof part === 'number' || /^\d+$/.test(String(part)) ? Number(part) : String(part),
  );
  return oneControl.has(String(parts[0])) ? parts.slice(0, 1) : parts;
}

/**
 * The change the form makes to the offered overrides: a cleared field removes its override (null, [] or
 * {}). Checked with the contract's schema of a placed widget, the one the server uses.
 */
export function changeOf(
  values: OverrideValues,
  offered: ReadonlySet<OverrideField>,
): { change: Partial<Overrides> } | { errors: FieldError[] } {
  const settings = settingsOf(values.overrideSettings ?? '');
  if (offered.has('overrideSettings') && settings === undefined) {
    return { errors: [{ name: ['overrideSettings'], message: SETTINGS_NOT_AN_OBJECT }] };
  }
  const text = values.overrideTextFields ?? { title: '', body: '' };
  // Blank ribbon rows are dropped; the others keep their form row for messages.
  const ribbonRows = (values.overrideRibbons ?? [])
    .map((ribbon, row) => ({ text: (ribbon?.text ?? '').trim(), color: blankToNull(ribbon?.color), row }))
    .filter((ribbon) => ribbon.text !== '' || ribbon.color !== null);
  const all: Overrides = {
    nameOverride: blankToNull(values.nameOverride),
    savedFilterOverride: values.savedFilterOverride ?? null,
    // Merging the dashboard's filters means something only beside a saved-filter override.
    includesFiltersOverride: values.savedFilterOverride ? Boolean(values.includesFiltersOverride) : false,
    datePresetOverride: values.datePresetOverride ?? null,
    overrideDimensionId: values.overrideDimensionId ?? null,
    overrideTagName: blankToNull(values.overrideTagName),
    overrideSubDimension: values.overrideSubDimension ?? null,
    overrideTextFields:
      (text.title ?? '').trim() === '' && (text.body ?? '').trim() === ''
        ? null
        : { title: (text.title ?? '').trim(), body: (text.body ?? '').trim() },
    overrideRibbons: ribbonRows.map(({ text: ribbonText, color }) => ({ text: ribbonText, color })),
    overrideSettings: settings ?? {},
    overrideLinkedDashboards: values.overrideLinkedDashboards ?? [],
  };
  const change = Object.fromEntries(
    Object.entries(all).filter(([field]) => offered.has(field as OverrideField)),
  ) as Partial<Overrides>;
  const checked = dashboardWidgetInputSchema.safeParse({ widgetId: 1, ...change });
  if (checked.success) return { change };
  return {
    errors: checked.error.issues.map((issue) => {
      const name = formNameOf(issue.path);
      if (name[0] === 'overrideRibbons' && typeof name[1] === 'number') name[1] = ribbonRows[name[1]]?.row ?? name[1];
      return { name, message: issue.message };
    }),
  };
}
