import { z } from 'zod';
import { isoDateSchema } from './dates/isoDate';
import { coercedId, idNumber, multiLineText, singleLineText } from './primitives';

/** The one calculated metric of spec 2 §3 and §9. */
export const DCC_SCORE = 'DCC_SCORE';

/**
 * Server paths of the customer's DCC versions (spec 2 §7). The reads, the copy and the rename are the spec's;
 * the spec does not show how a definition is saved or a version made active, so those follow the same
 * resource: `PUT definition/DCC_SCORE/{version}` replaces the definition read from the same path, and
 * `POST activate/DCC_SCORE/{version}` sits beside `update-name`. `metricId` of the copy is DCC_SCORE.
 */
export const calculatedMetricPaths = {
  /** GET the definition of a version; PUT to replace its groups, components and conditions. */
  definition: '/api/customer/:customerId/calculated-metric/definition/:metricId/:version',
  versions: '/api/customer/:customerId/calculated-metric/:metricId/versions',
  /** GET the exceptions and exception groups; PUT to replace them (administrators). */
  exceptions: '/api/customer/:customerId/calculated-metric/:metricId/calculated-metric-exceptions',
  copy: '/api/customer/:customerId/calculated-metric/copy/:metricId/:version',
  updateName: '/api/customer/:customerId/calculated-metric/update-name/:metricId/:version',
  activate: '/api/customer/:customerId/calculated-metric/activate/:metricId/:version',
  /** GET which version scores the customer's pages now, and the progress of a recompute after a change. */
  scoreState: '/api/customer/:customerId/calculated-metric/:metricId/score-state',
  /** POST: a version's score and percentages met over the pages of one day (spec 2 §7). */
  calculate: '/api/customer/:customerId/calculated-metric/calculate/:metricId/:version',
} as const;

/** Weights are compared with this tolerance (spec 2 §5: differences under 0.009 are ignored). */
export const CALCULATED_METRIC_WEIGHT_TOLERANCE = 0.009;

export const calculatedMetricMessages = {
  unknownMetric: 'The only calculated metric is DCC_SCORE.',
  unknownVersion: 'This DCC version does not exist.',
  noVersion: 'Use a version number.',
  groupWeightsSum: 'The weights of the groups must add up to 100%.',
  unknownField: 'Unknown field for a DCC condition.',
  operatorNotForField: 'This operator cannot be used with the field’s value type.',
  valueTypeNotForField: 'The value type must be the field’s value type.',
  valueNeeded: 'This operator needs a value of the field’s type.',
  noValueWanted: 'This operator takes no value.',
  adminsOnly: 'Only administrators of the customer change DCC versions.',
  groupWarning: 'This group is incomplete: check its name, its components’ names and descriptions, and its conditions.',
} as const;

export const calculatedMetricValueTypeSchema = z.enum(['number', 'boolean', 'text']);
export type CalculatedMetricValueType = z.infer<typeof calculatedMetricValueTypeSchema>;

/** Page facts a DCC condition may test (one row per product, retailer and day) with their value types. */
export const calculatedMetricFieldTypes = {
  image_count: 'number',
  video_count: 'number',
  title_words: 'number',
  title_chars: 'number',
  subtitle_words: 'number',
  subtitle_chars: 'number',
  description_words: 'number',
  description_chars: 'number',
  description_present: 'boolean',
  bullets_present: 'boolean',
  bullet_count: 'number',
  spec_count: 'number',
  rich_content: 'boolean',
  pdp_brand: 'text',
  pdp_gtin: 'text',
  pdp_mpn: 'text',
  rating: 'number',
  review_count: 'number',
  selling_price: 'number',
} as const satisfies Record<string, CalculatedMetricValueType>;
export type CalculatedMetricField = keyof typeof calculatedMetricFieldTypes;
export const calculatedMetricFields = Object.keys(calculatedMetricFieldTypes) as [
  CalculatedMetricField,
  ...CalculatedMetricField[],
];
export const calculatedMetricFieldSchema = z.enum(calculatedMetricFields, {
  message: calculatedMetricMessages.unknownField,
});

/**
 * Operators per value type (spec 2 §5). Number also offers is_empty / is_not_empty, as a page may show no price;
 * boolean fields are tested with is_true / is_false. `no_condition` always holds.
 */
export const calculatedMetricOperatorsByType = {
  number: [
    'equals',
    'not_equals',
    'less',
    'less_or_equal',
    'greater',
    'greater_or_equal',
    'any_of',
    'not_any_of',
    'is_empty',
    'is_not_empty',
    'no_condition',
  ],
  text: [
    'contains',
    'not_contains',
    'equals',
    'not_equals',
    'any_of',
    'not_any_of',
    'is_empty',
    'is_not_empty',
    'no_condition',
  ],
  boolean: ['is_true', 'is_false'],
} as const satisfies Record<CalculatedMetricValueType, readonly string[]>;
export const calculatedMetricOperatorSchema = z.enum([
  ...new Set(Object.values(calculatedMetricOperatorsByType).flat()),
] as [string, ...string[]]);
export type CalculatedMetricOperator = (typeof calculatedMetricOperatorsByType)[CalculatedMetricValueType][number];

/** Operators that compare with no value. */
export const calculatedMetricOperatorsWithoutValue: readonly string[] = [
  'is_empty',
  'is_not_empty',
  'no_condition',
  'is_true',
  'is_false',
];

export const calculatedMetricJoinSchema = z.enum(['AND', 'OR']);

/** A value is a number or a text, or a list of them for any_of / not_any_of; null when the operator takes none. */
export const calculatedMetricValueSchema = z
  .union([z.number(), z.string().max(500), z.array(z.union([z.number(), z.string().max(500)])).max(200)])
  .nullable();

const name = () => singleLineText().trim().max(200);

export const calculatedMetricConditionInputSchema = z.object({
  name: name().default(''),
  /** Null or absent while a draft condition has no field yet (a group warning, not a save error). */
  field: calculatedMetricFieldSchema.nullable().default(null),
  operator: calculatedMetricOperatorSchema.nullable().default(null),
  value: calculatedMetricValueSchema.default(null),
  valueType: calculatedMetricValueTypeSchema.nullable().default(null),
  /** Kept as given (spec 2 §3); no function is applied yet. */
  function: singleLineText().max(50).nullable().default(null),
});

export const calculatedMetricComponentInputSchema = z.object({
  name: name().default(''),
  description: multiLineText().trim().max(2000).default(''),
  /** Relative weight within the group. */
  weight: z.number().min(0).max(1000).default(1),
  disabled: z.boolean().default(false),
  operator: calculatedMetricJoinSchema.default('AND'),
  conditions: z.array(calculatedMetricConditionInputSchema).max(20).default([]),
});

export const calculatedMetricGroupInputSchema = z.object({
  name: name().default(''),
  /** Share of the score, a fraction: the groups' weights add up to 1. */
  weight: z.number().min(0).max(1),
  components: z.array(calculatedMetricComponentInputSchema).max(50).default([]),
});

/** Each condition's field, operator, value type and value must agree; issues name the failing path. */
export function checkCalculatedMetricCondition(
  condition: z.infer<typeof calculatedMetricConditionInputSchema>,
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  if (!condition.field) return;
  const type = calculatedMetricFieldTypes[condition.field];
  const issue = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [...path, key], message });
  if (condition.valueType !== null && condition.valueType !== type)
    issue('valueType', calculatedMetricMessages.valueTypeNotForField);
  if (!condition.operator) return;
  if (!(calculatedMetricOperatorsByType[type] as readonly string[]).includes(condition.operator)) {
    issue('operator', calculatedMetricMessages.operatorNotForField);
    return;
  }
  const takesNoValue = calculatedMetricOperatorsWithoutValue.includes(condition.operator);
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  const isList = condition.operator === 'any_of' || condition.operator === 'not_any_of';
  if (takesNoValue) {
    if (condition.value !== null) issue('value', calculatedMetricMessages.noValueWanted);
  } else if (
    condition.value === null ||
    Array.isArray(condition.value) !== isList ||
    values.length === 0 ||
    values.some((value) => typeof value !== (type === 'number' ? 'number' : 'string'))
  ) {
    issue('value', calculatedMetricMessages.valueNeeded);
  }
}

export const calculatedMetricDefinitionInputSchema = z
  .object({ groups: z.array(calculatedMetricGroupInputSchema).min(1).max(20) })
  .superRefine((input, ctx) => {
    const total = input.groups.reduce((sum, group) => sum + group.weight, 0);
    if (Math.abs(total - 1) >= CALCULATED_METRIC_WEIGHT_TOLERANCE)
      ctx.addIssue({ code: 'custom', path: ['groups'], message: calculatedMetricMessages.groupWeightsSum });
    input.groups.forEach((group, g) =>
      group.components.forEach((component, c) =>
        component.conditions.forEach((condition, k) =>
          checkCalculatedMetricCondition(condition, ['groups', g, 'components', c, 'conditions', k], ctx),
        ),
      ),
    );
  });
export type CalculatedMetricDefinitionInput = z.input<typeof calculatedMetricDefinitionInputSchema>;
export type CalculatedMetricDefinitionInputParsed = z.infer<typeof calculatedMetricDefinitionInputSchema>;

export const calculatedMetricConditionSchema = calculatedMetricConditionInputSchema.extend({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
});
export const calculatedMetricComponentSchema = calculatedMetricComponentInputSchema.omit({ conditions: true }).extend({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
  conditions: z.array(calculatedMetricConditionSchema),
});
export const calculatedMetricGroupSchema = calculatedMetricGroupInputSchema.omit({ components: true }).extend({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
  components: z.array(calculatedMetricComponentSchema),
});
export type CalculatedMetricGroup = z.infer<typeof calculatedMetricGroupSchema>;

/** Exceptions (spec 2 §3): how they match pages and what they change is told in calculatedMetricExceptions.ts. */
export const calculatedMetricExceptionTypes = ['OVERRIDE', 'IGNORE'] as const;
export const calculatedMetricExceptionTypeSchema = z.enum(calculatedMetricExceptionTypes);
export const calculatedMetricExceptionEntityTypeSchema = z.enum(['PRODUCT']);

export const calculatedMetricExceptionSchema = z.object({
  id: z.number().int(),
  entityType: calculatedMetricExceptionEntityTypeSchema,
  entityId: z.number().int().nullable(),
  retailerId: z.number().int().nullable(),
  tagId: z.number().int().nullable(),
  type: calculatedMetricExceptionTypeSchema,
  field: calculatedMetricFieldSchema,
  operator: calculatedMetricOperatorSchema,
  value: calculatedMetricValueSchema,
  valueType: calculatedMetricValueTypeSchema,
  function: z.string().nullable(),
});
export const calculatedMetricExceptionGroupSchema = z.object({
  id: z.number().int(),
  type: calculatedMetricExceptionTypeSchema,
  entityId: z.number().int().nullable(),
  retailerIds: z.array(z.number().int()),
  tagIds: z.array(z.number().int()),
  field: calculatedMetricFieldSchema,
  operator: calculatedMetricOperatorSchema,
  value: calculatedMetricValueSchema,
  function: z.string().nullable(),
});
export const calculatedMetricExceptionsSchema = z.object({
  exceptions: z.array(calculatedMetricExceptionSchema),
  exceptionGroups: z.array(calculatedMetricExceptionGroupSchema),
});

export const calculatedMetricVersionSchema = z.object({
  id: z.number().int(),
  metricId: z.literal(DCC_SCORE),
  versionNumber: z.number().int(),
  versionLabel: z.string(),
  isActiveVersion: z.boolean(),
  comments: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByUserId: z.number().int().nullable(),
  createdByEmail: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type CalculatedMetricVersion = z.infer<typeof calculatedMetricVersionSchema>;
export const calculatedMetricVersionListSchema = z.array(calculatedMetricVersionSchema);

export const calculatedMetricDefinitionSchema = z.object({
  calculatedMetric: z.object({ id: z.literal(DCC_SCORE), version: calculatedMetricVersionSchema }),
  groups: z.array(calculatedMetricGroupSchema),
  ...calculatedMetricExceptionsSchema.shape,
});
export type CalculatedMetricDefinition = z.infer<typeof calculatedMetricDefinitionSchema>;

export const calculatedMetricParamsSchema = z.object({
  customerId: coercedId(),
  metricId: z.literal(DCC_SCORE, { message: calculatedMetricMessages.unknownMetric }),
});
export const calculatedMetricVersionParamsSchema = calculatedMetricParamsSchema.extend({
  version: coercedId(calculatedMetricMessages.noVersion),
});

export const calculatedMetricUpdateNameSchema = z.object({ label: name().min(1) });

/**
 * Spec 2 §4: a group warns when its name is empty, a component lacks a name or description, or a
 * condition lacks a field, name or operator. A warning does not block saving.
 */
export function groupWarnings(group: {
  name: string;
  components: readonly {
    name: string;
    description: string;
    conditions: readonly { name: string; field: string | null; operator: string | null }[];
  }[];
}): string[] {
  const warnings: string[] = [];
  if (!group.name.trim()) warnings.push('name');
  group.components.forEach((component, c) => {
    if (!component.name.trim()) warnings.push(`components.${c}.name`);
    if (!component.description.trim()) warnings.push(`components.${c}.description`);
    component.conditions.forEach((condition, k) => {
      for (const key of ['field', 'name', 'operator'] as const)
        if (!condition[key]?.trim()) warnings.push(`components.${c}.conditions.${k}.${key}`);
    });
  });
  return warnings;
}

/**
 * Which version scores the pages: after an activation (or a save of the active version) the customer's history
 * is recomputed in the background; until then the scores are the applied version's.
 */
export const calculatedMetricScoreStateSchema = z.object({
  /** Version number of the active version. */
  activeVersion: z.number().int().nullable(),
  /** Version number whose scores the widgets show; null: the default criteria. */
  appliedVersion: z.number().int().nullable(),
  state: z.enum(['current', 'recomputing']),
  /** Share of the recompute done, 0–1 (1 when current). */
  progress: z.number().min(0).max(1),
});
export type CalculatedMetricScoreState = z.infer<typeof calculatedMetricScoreStateSchema>;

/** Pages listed one by one in a calculation's answer, at most (the aggregates cover them all). */
export const CALCULATED_METRIC_PAGE_LIMIT = 500;

/**
 * What the calculate call scores (spec 2 §7): the listed product pages of `date` (default: the customer's newest
 * fact day) at the chosen retailers and products; empty or absent lists choose all the caller may see.
 */
export const calculatedMetricCalculateInputSchema = z.object({
  retailerIds: z.array(idNumber()).max(1000).default([]),
  productIds: z.array(idNumber()).max(10_000).default([]),
  date: isoDateSchema.optional(),
});
export type CalculatedMetricCalculateInput = z.input<typeof calculatedMetricCalculateInputSchema>;

/** A share of the pages as a whole percent; null when nothing was scored or the item does not count. */
const percentMet = z.number().int().min(0).max(100).nullable();

export const calculatedMetricConditionResultSchema = z.object({
  sequenceNumber: z.number().int(),
  name: z.string(),
  /** Pages on which the condition holds; null for a draft condition (no field or operator). */
  percentageMet: percentMet,
});
export const calculatedMetricComponentResultSchema = z.object({
  sequenceNumber: z.number().int(),
  name: z.string(),
  /** Pages meeting the component; null when it does not count (disabled, or no complete condition). */
  percentageMet: percentMet,
  conditions: z.array(calculatedMetricConditionResultSchema),
});
export const calculatedMetricGroupResultSchema = z.object({
  sequenceNumber: z.number().int(),
  name: z.string(),
  weight: z.number(),
  /**
   * The group's score averaged over the pages: Σ weight of the met components ÷ Σ weight of the counted ones.
   * Null when no component of the group counts.
   */
  percentageMet: percentMet,
  components: z.array(calculatedMetricComponentResultSchema),
});
export type CalculatedMetricGroupResult = z.infer<typeof calculatedMetricGroupResultSchema>;

export const calculatedMetricPageResultSchema = z.object({
  productId: z.number().int(),
  retailerId: z.number().int(),
  /** The page's score under the version, 0–100; null when the version counts nothing. */
  score: z.number().int().nullable(),
  /** Per group, per component (by their places in the version): met, or null when the component does not count. */
  componentsMet: z.array(z.array(z.boolean().nullable())),
});

export const calculatedMetricCalculationSchema = z.object({
  version: z.number().int(),
  /** The day scored; null when the customer has no facts yet. */
  date: isoDateSchema.nullable(),
  pageCount: z.number().int().min(0),
  /** The pages' scores averaged, as a whole percent; null without pages. */
  averageScore: percentMet,
  groups: z.array(calculatedMetricGroupResultSchema),
  /** The first pages by product and retailer, at most CALCULATED_METRIC_PAGE_LIMIT. */
  pages: z.array(calculatedMetricPageResultSchema),
});
export type CalculatedMetricCalculation = z.infer<typeof calculatedMetricCalculationSchema>;
