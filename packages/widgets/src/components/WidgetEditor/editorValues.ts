import {
  DEFAULT_DATE_PICKER_VALUE,
  metricByCode,
  widgetInputSchema,
  type DatePickerValue,
  type SavedWidget,
  type WidgetInput,
} from '@shelfsight/contracts';
import { storedPeriodOf, widgetPeriodOf } from '@shelfsight/widget-kit/period';

/**
 * What the editor form holds: the widget input, with '' standing for 'no condition' in a select, and the
 * date-range picker's value in `period` (saved as dateDataSelection, plus customSettings when it holds more).
 * A null or missing period means the widget has no period of its own and is saved without a dateDataSelection.
 */
export type EditorValues = Omit<WidgetInput, 'dateDataSelection'> & { period?: DatePickerValue | null };

export const NEW_WIDGET: EditorValues = {
  name: '',
  description: null,
  visualizationType: 'KPI',
  aggregationFunction: 'AVG',
  period: DEFAULT_DATE_PICKER_VALUE,
  tableFields: [],
  columnGroupIds: [],
};

/** The form's starting values for a stored widget. */
export function editorValuesOf(widget: SavedWidget): EditorValues {
  const tableFields = widget.tableFields.map(
    ({ id: _id, widgetId: _widgetId, sequenceNumber: _seq, thresholds, ...field }) => ({
      ...field,
      thresholds: thresholds.map(({ id: _thresholdId, ...threshold }) => threshold),
    }),
  );
  const {
    id: _id,
    customerId: _c,
    type: _t,
    dateCreated: _d,
    lastUpdated: _l,
    userId: _u,
    userName: _n,
    accessLevel: _a,
    sharedWith: _s,
    dateDataSelection,
    ...input
  } = widget;
  return { ...input, tableFields, period: widgetPeriodOf(dateDataSelection, widget.customSettings) };
}

/**
 * The form's values over the ones it started with. The form holds only the custom settings it shows (the
 * overall row), so the others a widget has (a y metric, say) are kept rather than replaced.
 */
export function mergeEditorValues(initial: EditorValues, current: Partial<EditorValues> | undefined): EditorValues {
  return { ...initial, ...current, customSettings: { ...initial.customSettings, ...current?.customSettings } };
}

/** Whether the widget shows a price index: as its metric, or in a metric table field. */
export function usesPriceIndex(values: Pick<EditorValues, 'metricId' | 'tableFields'> | undefined): boolean {
  const priceIndex = metricByCode('PRICE_INDEX')?.id;
  if (!values || priceIndex === undefined) return false;
  return (
    values.metricId === priceIndex ||
    (values.tableFields ?? []).some((field) => field?.fieldType === 'METRIC' && field.fieldId === priceIndex)
  );
}

/**
 * The price index reference kept only where it applies: dropped once the widget shows no price index, and the
 * chosen retailer dropped with any reference but one retailer, so no stale choice is saved.
 */
function priceIndexSettingsOf(values: EditorValues): Record<string, unknown> | undefined {
  if (!values.customSettings) return values.customSettings;
  const { priceIndexReference, priceIndexRetailerId, ...others } = values.customSettings;
  if (!usesPriceIndex(values) || priceIndexReference === undefined || priceIndexReference === null) return others;
  return priceIndexReference === 'RETAILER'
    ? { ...others, priceIndexReference, priceIndexRetailerId }
    : { ...others, priceIndexReference };
}

/** Form values as the request: empty selects and blank texts become null, unused parts are dropped by type. */
export function widgetInputOf({ period, ...values }: EditorValues): WidgetInput {
  const blankToNull = (value: string | null | undefined) =>
    value === undefined || value === null || value.trim() === '' ? null : value;
  const customSettings = priceIndexSettingsOf(values);
  return {
    ...values,
    ...storedPeriodOf(period ?? null, customSettings),
    description: blankToNull(values.description),
    subDimensionKey: blankToNull(values.subDimensionKey),
    tableFields: (values.tableFields ?? []).map((field) => ({
      ...field,
      conditionOperator: (blankToNull(field.conditionOperator) as typeof field.conditionOperator) ?? null,
      conditionValue: blankToNull(field.conditionValue),
      thresholds: (field.thresholds ?? []).map((threshold) => ({
        condition: threshold.condition,
        css: Object.fromEntries(
          Object.entries(threshold.css ?? {}).filter(([, colour]) => blankToNull(colour) !== null),
        ),
      })),
    })),
  };
}

/** Field messages of a draft, by dotted path, as the server would name them. */
export function draftProblems(input: WidgetInput): Record<string, string> {
  const result = widgetInputSchema.safeParse(input);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

/** The definition the preview draws, or null while the draft is incomplete. */
export function previewDefinitionOf(input: WidgetInput) {
  const result = widgetInputSchema.safeParse({ ...input, name: input.name || 'Preview' });
  if (!result.success) return null;
  const { name: _name, description: _description, ...definition } = result.data;
  return definition;
}
