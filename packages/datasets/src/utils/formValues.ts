import {
  DATASET_DEFAULTS,
  type DatasetContext,
  type DatasetFileType,
  type DatasetInput,
  datasetInputSchema,
  type DatasetOutputType,
  type DateGrouping,
  datasetOutputTypesOf,
  type DatePickerValue,
  DEFAULT_DATE_PICKER_VALUE,
  type ExportDashboardSettings,
  filterSegmentFields,
  resolvePickerValue,
  type SavedFilterSegment,
  savedFilterSegments,
  type SavedWidget,
  emptySavedFilterSegments,
} from '@shelfsight/contracts';

/** Where the rows come from: the placed widget the builder was opened from, a saved widget, or metrics × dimensions. */
export type DatasetSource = 'dashboardWidget' | 'widget' | 'metrics';
/** Metrics only: no grouping sums the whole period. */
export type DatasetGrouping = DateGrouping | 'none';

export type DatasetFormValues = {
  subject: string;
  source: DatasetSource;
  dashboardWidgetId: number | null;
  widgetId: number | null;
  outputType: DatasetOutputType;
  metricIds: number[];
  dimensionIds: number[];
  dateGrouping: DatasetGrouping;
  dates: DatePickerValue;
  savedFilterIds: number[];
  applyRetailerAssortment: boolean;
  fileType: DatasetFileType;
  recipientIds: number[];
  expiryDays: number;
} & Record<SavedFilterSegment, number[]>;

/** The date groupings offered (YEARSHORT is a label format of charts, not a grouping of its own). */
export const groupingOptions: { value: DatasetGrouping; label: string }[] = [
  { value: 'none', label: 'None (the whole period)' },
  { value: 'DAY', label: 'Day' },
  { value: 'WEEK', label: 'Week' },
  { value: 'MONTHNUM', label: 'Month' },
  { value: 'YEAR', label: 'Year' },
];

export const outputTypeLabels: Record<DatasetOutputType, string> = {
  widgetdata: "The widget's table",
  DETAILS: 'The product rows behind it',
  metrics: 'Metrics by dimensions',
};

/** What a saved widget can give, the default first, as the server decides it. */
export function outputTypesOfWidget(widget: Pick<SavedWidget, 'visualizationType'> | undefined): DatasetOutputType[] {
  return widget ? datasetOutputTypesOf(widget.visualizationType) : ['DETAILS'];
}

const noSegments = emptySavedFilterSegments;

export function defaultValues(): DatasetFormValues {
  return {
    subject: '',
    source: 'metrics',
    dashboardWidgetId: null,
    widgetId: null,
    outputType: 'metrics',
    metricIds: [],
    dimensionIds: [],
    dateGrouping: 'none',
    dates: DEFAULT_DATE_PICKER_VALUE,
    savedFilterIds: [],
    ...noSegments(),
    applyRetailerAssortment: false,
    fileType: DATASET_DEFAULTS.fileType,
    recipientIds: [],
    expiryDays: DATASET_DEFAULTS.expiryDays,
  };
}

/** The builder filled from `datasets/context`: a placed widget's settings, or a dataset to build again. */
export function valuesOfContext({ input }: DatasetContext): DatasetFormValues {
  const source: DatasetSource =
    input.dashboardWidgetId !== null ? 'dashboardWidget' : input.widgetId !== null ? 'widget' : 'metrics';
  return {
    subject: input.subject,
    source,
    dashboardWidgetId: input.dashboardWidgetId,
    widgetId: input.widgetId,
    outputType: source === 'metrics' ? 'metrics' : input.outputType,
    metricIds: [...input.metricIds],
    dimensionIds: [...input.dimensionIds],
    dateGrouping: input.dateGrouping ?? 'none',
    dates: { preset: 'cu', dateFrom: input.fromDate, dateTo: input.toDate, compare: false },
    savedFilterIds: [...input.filterSet.savedFilterIds],
    ...(Object.fromEntries(
      savedFilterSegments.map((segment) => [segment, [...input.filterSet[filterSegmentFields[segment]]]]),
    ) as Record<SavedFilterSegment, number[]>),
    applyRetailerAssortment: input.applyRetailerAssortment,
    fileType: input.fileType,
    recipientIds: [...input.recipientIds],
    expiryDays: input.expiryDays,
  };
}

/** What is sent: only the chosen source's fields, the dates the picker resolves to today. */
export function inputOf(values: DatasetFormValues, retentionMonths?: number | null): DatasetInput {
  const { dateFrom, dateTo } = resolvePickerValue(values.dates, { retentionMonths });
  const source = values.source;
  return {
    subject: values.subject ?? '',
    fileType: values.fileType,
    outputType: source === 'metrics' ? 'metrics' : values.outputType,
    dashboardWidgetId: source === 'dashboardWidget' ? values.dashboardWidgetId : null,
    widgetId: source === 'widget' ? (values.widgetId ?? null) : null,
    metricIds: source === 'metrics' ? (values.metricIds ?? []) : [],
    dimensionIds: source === 'metrics' ? (values.dimensionIds ?? []) : [],
    dateGrouping: source === 'metrics' && values.dateGrouping !== 'none' ? values.dateGrouping : null,
    fromDate: dateFrom,
    toDate: dateTo,
    filterSet: {
      savedFilterIds: values.savedFilterIds ?? [],
      ...(Object.fromEntries(
        savedFilterSegments.map((segment) => [filterSegmentFields[segment], values[segment] ?? []]),
      ) as Omit<ExportDashboardSettings, 'savedFilterIds'>),
    },
    applyRetailerAssortment: values.applyRetailerAssortment,
    recipientIds: values.recipientIds ?? [],
    expiryDays: values.expiryDays,
  };
}

/** The contract's messages by dotted path, the first per path; a widget source that is missing gets its own. */
export function validate(values: DatasetFormValues, retentionMonths?: number | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.source === 'widget' && values.widgetId == null) errors.widgetId = 'Choose a widget.';
  const parsed = datasetInputSchema.safeParse(inputOf(values, retentionMonths));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!(path in errors) && !(path === 'metricIds' && errors.widgetId)) errors[path] = issue.message;
    }
  return errors;
}
