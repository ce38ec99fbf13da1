import { z } from 'zod';
import { coercedId, dbIntegerSchema, idNumberSchema, multiLineText, singleLineText } from '../primitives';
import { attributeTableFields, dimensionById } from './metadata';
import { metricById, metricFormats, metricGroups } from './metrics';
import { widgetCustomSettingsSchema } from './priceIndexReference';
import {
  conditionOperatorCodes,
  conditionOperatorFor,
  conditionMessages,
  conditionValues,
  isMissingConditionValue,
} from './tableFieldConditions';
import { widgetTypeOf, type WidgetRequirableField } from './widgetTypeCatalogue';
import { aggregationFunctionSchema, dateGroupingSchema, widgetVisualizationTypeSchema } from './widgetTypes';

/** Server paths of saved widgets and their sharing (spec 2 §7); all customer-scoped. */
export const savedWidgetPaths = {
  widgets: '/api/customer/:customerId/widgets',
  widgetUsers: '/api/customer/:customerId/widget-users',
  widgetCreate: '/api/customer/:customerId/widget/create',
  /** GET one, PATCH to update, DELETE to delete. */
  widget: '/api/customer/:customerId/widget/:id',
  widgetCopy: '/api/customer/:customerId/widget/:id/copy',
  /** PUT the users the widget is shared with. */
  widgetShare: '/api/customer/:customerId/widget/:id/users',
  widgetTableFields: '/api/customer/:customerId/widget/:id/table-fields',
  widgetColumnGroups: '/api/customer/:customerId/widget/:id/column-groups',
  widgetCustomSettings: '/api/customer/:customerId/widget/:id/custom-settings',
  widgetTableColumns: '/api/customer/:customerId/widget/:id/table-columns',
} as const;

export const savedWidgetMessages = {
  noWidgetId: 'No widgetId provided',
  unknownWidget: 'This widget does not exist or is not shared with you.',
  ownerOnly: 'Only the owner of this widget may change, share or delete it.',
  notSelectable: 'Scatter plots cannot be created in the editor.',
  required: 'Required for this widget type.',
  unknownUser: 'This user is not a member of this customer.',
  invalidHexColor: 'Invalid HEX color.',
  unknownMetric: 'Unknown metric.',
  unknownDimension: 'Unknown dimension.',
  unknownColumnGroup: 'Unknown column group.',
  unknownField: 'Unknown table field.',
} as const;

/** 'O' is the owner (spec 2 §6); 'V' a user the widget is shared with, who may view and copy it. */
export const widgetAccessLevelSchema = z.enum(['O', 'V']);
export type WidgetAccessLevel = z.infer<typeof widgetAccessLevelSchema>;

export const widgetIdParamsSchema = z.object({
  id: coercedId(savedWidgetMessages.noWidgetId),
});

const hexColor = z
  .string()
  .trim()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, savedWidgetMessages.invalidHexColor);

/** columnThresholds: a condition over `{{seq_<id>}}` references and the css it applies (spec 2 §5). */
export const widgetThresholdSchema = z.object({
  condition: singleLineText().trim().min(1, 'Enter a condition.').max(500),
  css: z.object({ 'background-color': hexColor.optional(), color: hexColor.optional() }),
});
export type WidgetThreshold = z.infer<typeof widgetThresholdSchema>;

export const widgetTableFieldInputSchema = z.object({
  /** Which catalogue the field comes from; with fieldId the field's key (ids repeat across types). */
  fieldType: z.enum(['ATTRIBUTE', 'METRIC']),
  fieldId: dbIntegerSchema,
  fieldName: singleLineText().trim().max(200).nullable().default(null),
  /** s string, n number, d date: decides the operators a condition may use. */
  dataType: z.enum(['s', 'n', 'd']).default('n'),
  aggregationType: aggregationFunctionSchema.nullable().default(null),
  conditionOperator: z.enum(conditionOperatorCodes).nullable().default(null),
  conditionValue: singleLineText().max(2000).nullable().default(null),
  sorted: z.enum(['asc', 'desc']).nullable().default(null),
  ranked: z.boolean().default(false),
  thresholds: z.array(widgetThresholdSchema).max(20).default([]),
  tooltip: multiLineText().max(500).nullable().default(null),
});
export type WidgetTableFieldInput = z.input<typeof widgetTableFieldInputSchema>;

export const widgetTableFieldSchema = widgetTableFieldInputSchema.extend({
  id: z.number().int(),
  widgetId: z.number().int(),
  sequenceNumber: z.number().int(),
  thresholds: z.array(widgetThresholdSchema.extend({ id: z.number().int() })),
});
export type WidgetTableField = z.infer<typeof widgetTableFieldSchema>;

/** Which rows a product overview shows: those whose metric value meets this condition. */
export const displayConditionSchema = z.object({
  operator: z.enum(['=', '!=', '<', '<=', '>', '>=']),
  value: z.number(),
});
export type DisplayCondition = z.infer<typeof displayConditionSchema>;

export const textFieldsSchema = z.object({
  title: singleLineText().trim().max(200).default(''),
  body: multiLineText().trim().min(1, 'Enter the text to show.').max(20000),
});

const nullableId = idNumberSchema.nullable().default(null);

const widgetFields = {
  name: singleLineText().trim().min(1, 'Enter a name.').max(200),
  description: multiLineText().trim().max(2000).nullable().default(null),
  visualizationType: widgetVisualizationTypeSchema,
  metricId: nullableId,
  dimensionId: nullableId,
  subDimensionKey: singleLineText().trim().min(1).max(100).nullable().default(null),
  verticalDimensionId: nullableId,
  verticalSubDimensionId: nullableId,
  tagName: singleLineText().trim().max(200).nullable().default(null),
  aggregationFunction: aggregationFunctionSchema.nullable().default(null),
  dateAggregationLevel: dateGroupingSchema.nullable().default(null),
  /** A date preset code of spec 2 §9 (e.g. 30d); null uses the dashboard's dates. */
  dateDataSelection: z
    .string()
    .trim()
    .regex(/^\d{1,3}[idwmy]$|^c{1,2}u$/, 'Use a date preset such as 30d.')
    .nullable()
    .default(null),
  filterId: nullableId,
  displayCondition: displayConditionSchema.nullable().default(null),
  textFields: textFieldsSchema.nullable().default(null),
  tableFields: z.array(widgetTableFieldInputSchema).max(60).default([]),
  columnGroupIds: z.array(idNumberSchema).max(60).default([]),
  columnIds: z.array(idNumberSchema).max(200).default([]),
  customSettings: widgetCustomSettingsSchema.default({}),
};

type WidgetInputShape = z.infer<z.ZodObject<typeof widgetFields>>;

function isPresent(input: WidgetInputShape, field: WidgetRequirableField): boolean {
  const value = input[field];
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}

function checkConditions(input: WidgetInputShape, ctx: z.RefinementCtx) {
  input.tableFields.forEach((field, index) => {
    const path = ['tableFields', index];
    if (!field.conditionOperator) return;
    if (!conditionOperatorFor(field.dataType, field.conditionOperator)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'conditionOperator'],
        message: conditionMessages.unknownOperator,
      });
      return;
    }
    if (isMissingConditionValue(field.conditionOperator, field.conditionValue, field.dataType)) {
      ctx.addIssue({ code: 'custom', path: [...path, 'conditionValue'], message: conditionMessages.missingValue });
      return;
    }
    const values = field.conditionValue ? conditionValues(field.conditionOperator, field.conditionValue) : [];
    if (field.dataType === 'n' && values.some((value) => !Number.isFinite(Number(value)))) {
      ctx.addIssue({ code: 'custom', path: [...path, 'conditionValue'], message: conditionMessages.notANumber });
    }
    if (field.dataType === 'd' && values.some((value) => !z.iso.date().safeParse(value).success)) {
      ctx.addIssue({ code: 'custom', path: [...path, 'conditionValue'], message: conditionMessages.notADate });
    }
  });
}

/** Metrics, dimensions, column groups and table fields must be in the catalogue. */
function checkCatalogue(input: WidgetInputShape, ctx: z.RefinementCtx) {
  const unknown = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (input.metricId !== null && !metricById(input.metricId)) unknown(['metricId'], savedWidgetMessages.unknownMetric);
  for (const key of ['dimensionId', 'verticalDimensionId'] as const) {
    const id = input[key];
    if (id !== null && !dimensionById(id)) unknown([key], savedWidgetMessages.unknownDimension);
  }
  input.columnGroupIds.forEach((id, index) => {
    if (!metricGroups.some((group) => group.id === id))
      unknown(['columnGroupIds', index], savedWidgetMessages.unknownColumnGroup);
  });
  input.tableFields.forEach((field, index) => {
    const known =
      field.fieldType === 'METRIC'
        ? metricById(field.fieldId)
        : attributeTableFields.some((attribute) => attribute.id === field.fieldId);
    if (!known) unknown(['tableFields', index, 'fieldId'], savedWidgetMessages.unknownField);
  });
}

/** Required fields per type (400 naming the missing field), the catalogue, and the table-field conditions. */
function checkWidget(input: WidgetInputShape, ctx: z.RefinementCtx) {
  for (const field of widgetTypeOf(input.visualizationType).requiredFields) {
    if (!isPresent(input, field))
      ctx.addIssue({ code: 'custom', path: [field], message: savedWidgetMessages.required });
  }
  checkCatalogue(input, ctx);
  checkConditions(input, ctx);
}

/** POST widget/create and PATCH widget/{id}: the whole widget as the editor holds it. */
export const widgetInputSchema = z.object(widgetFields).superRefine(checkWidget);
export type WidgetInput = z.input<typeof widgetInputSchema>;
export type WidgetInputParsed = z.output<typeof widgetInputSchema>;

/** Creating a scatter plot is refused (spec 2 §3: not selectable); existing ones may still be edited. */
export const widgetCreateSchema = widgetInputSchema.refine(
  (input) => widgetTypeOf(input.visualizationType).selectable,
  {
    path: ['visualizationType'],
    message: savedWidgetMessages.notSelectable,
  },
);

/**
 * Where a widget's numbers come from: the market facts (every metric widget), the image-similarity checks, or
 * its own text.
 */
export const widgetSourceSchema = z.enum(['MARKET_DATA', 'IMAGE_SIMILARITY', 'TEXT']);
export type WidgetSource = z.infer<typeof widgetSourceSchema>;

/** shareType of spec 2 §3 from the caller's side: not shared, shared by the caller (owner), or shared with the caller. */
export const widgetShareTypeSchema = z.enum(['PRIVATE', 'SHARED_BY_ME', 'SHARED_WITH_ME']);
export type WidgetShareType = z.infer<typeof widgetShareTypeSchema>;

export function widgetSourceOf(visualizationType: z.infer<typeof widgetVisualizationTypeSchema>): WidgetSource {
  if (visualizationType === 'TEXT') return 'TEXT';
  return visualizationType === 'IMAGE_SIMILARITY_OVERVIEW' ? 'IMAGE_SIMILARITY' : 'MARKET_DATA';
}

export function widgetShareTypeOf(
  accessLevel: z.infer<typeof widgetAccessLevelSchema>,
  sharedWith: readonly number[] | null,
): WidgetShareType {
  if (accessLevel === 'V') return 'SHARED_WITH_ME';
  return sharedWith && sharedWith.length > 0 ? 'SHARED_BY_ME' : 'PRIVATE';
}

/**
 * The catalogue names of a widget's metric and dimension; metricGroupIds are the groups of its metric and of
 * its metric table fields, in group order.
 */
export function widgetCatalogueNames(widget: {
  metricId: number | null;
  dimensionId: number | null;
  tableFields?: readonly { fieldType: 'ATTRIBUTE' | 'METRIC'; fieldId: number }[];
}) {
  const metric = widget.metricId === null ? undefined : metricById(widget.metricId);
  const dimension = widget.dimensionId === null ? undefined : dimensionById(widget.dimensionId);
  const groupIds = new Set<number>();
  if (metric) groupIds.add(metric.metricGroupId);
  for (const field of widget.tableFields ?? []) {
    const fieldMetric = field.fieldType === 'METRIC' ? metricById(field.fieldId) : undefined;
    if (fieldMetric) groupIds.add(fieldMetric.metricGroupId);
  }
  return {
    metricName: metric?.name ?? null,
    metricType: metric?.format ?? null,
    metricGroupIds: [...groupIds].sort((a, b) => a - b),
    dimensionName: dimension?.name ?? null,
  };
}

/** widgets of spec 2 §3 as the list and the editor receive them. */
export const savedWidgetSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  ...widgetFields,
  type: z.number().int(),
  tableFields: z.array(widgetTableFieldSchema),
  customSettings: z.record(z.string(), z.unknown()),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  /** The owner. */
  userId: z.number().int(),
  userName: z.string(),
  /** The caller's access: 'O' owner, 'V' shared with them. */
  accessLevel: widgetAccessLevelSchema,
  /** Ids of the users it is shared with besides the owner; null when not shared (spec 2 §6). */
  sharedWith: z.array(z.number().int()).nullable(),
  shareType: widgetShareTypeSchema,
  source: widgetSourceSchema,
  /**
   * The days the widget's own period (dateDataSelection, or its stored custom range) covers today, cut to the
   * customer's retention; null when it follows the dashboard's dates.
   */
  dateFrom: z.iso.date().nullable(),
  dateTo: z.iso.date().nullable(),
  /** The name of the saved filter filterId. */
  filterName: z.string().nullable(),
  metricGroupIds: z.array(z.number().int()),
  /** The metric's value format (percent, currency, number, rank, days). */
  metricType: z.enum(metricFormats).nullable(),
  metricName: z.string().nullable(),
  dimensionName: z.string().nullable(),
});
export type SavedWidget = z.infer<typeof savedWidgetSchema>;
export const savedWidgetListSchema = z.array(savedWidgetSchema);

/** widgetUsers of spec 2 §3, and the members a widget can be shared with. */
export const widgetUserSchema = z.object({
  widgetId: z.number().int(),
  userId: z.number().int(),
  accessLevel: widgetAccessLevelSchema,
});
export type WidgetUser = z.infer<typeof widgetUserSchema>;
export const shareableUserSchema = z.object({ id: z.number().int(), displayName: z.string(), email: z.string() });
export type ShareableUser = z.infer<typeof shareableUserSchema>;
export const widgetUsersAnswerSchema = z.object({
  widgetUsers: z.array(widgetUserSchema),
  users: z.array(shareableUserSchema),
});
export type WidgetUsersAnswer = z.infer<typeof widgetUsersAnswerSchema>;

/** PUT widget/{id}/users: everyone the widget is shared with besides the owner; [] stops sharing. */
export const widgetShareRequestSchema = z.object({ userIds: z.array(idNumberSchema).max(1000) });
export type WidgetShareRequest = z.infer<typeof widgetShareRequestSchema>;

export const widgetColumnGroupRefSchema = z.object({
  columnGroupId: z.number().int(),
  sequenceNumber: z.number().int(),
});
export const widgetTableColumnRefSchema = z.object({
  tableColumnId: z.number().int(),
  sequenceNumber: z.number().int(),
});
