import { z } from 'zod';
import { isRelativeDateCode } from '../dates/codes';
import { coercedId, idNumber, idNumberSchema, multiLineText, singleLineText } from '../primitives';
import { textFieldsSchema } from '../widgets/savedWidgets';

export const dashboardMessages = {
  invalidHexColor: 'Invalid HEX color.',
  invalidPayload: 'Invalid payload',
  noWidgetId: 'No widgetId provided',
  unknownDashboard: 'This dashboard does not exist or is not shared with you.',
  unknownDashboardWidget: 'This dashboard widget does not exist or is not shared with you.',
  ownerOnly: 'Only the owner of this dashboard may change, share or delete it.',
  unknownUser: 'This user is not a member of this customer.',
  unknownSavedFilter: 'This saved filter does not exist or is not shared with you.',
  unknownWidget: 'This widget does not exist or is not shared with you.',
  unknownLinkedDashboard: 'This dashboard does not exist or is not shared with you.',
  unknownTab: 'This tab does not exist.',
  tabFull: 'A home tab holds at most 6 dashboards.',
  oneDateChoice: 'Choose a rolling date preset or a fixed date range, not both.',
  datePreset: "Use a preset such as '7d', '30d' or '12m'.",
  membersOnly: 'Only members of this customer can own dashboards.',
} as const;

/** Spec 2 §5: 3 or 6 hex digits, a leading # allowed. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, dashboardMessages.invalidHexColor);

/** A relative date code of spec 2 §9 (legacy codes accepted); 'cu' is a fixed range instead. */
export const rollingDatePresetSchema = singleLineText()
  .trim()
  .max(10)
  .refine((code) => isRelativeDateCode(code), dashboardMessages.datePreset);

const jsonText = multiLineText().max(5000);
const jsonKey = singleLineText().max(100);
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Free-form settings stored as jsonb: plain JSON whose texts carry no NUL (jsonb refuses it), so a bad
 * value answers 400 rather than failing in the database.
 */
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    jsonText,
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema).max(200),
    z.record(jsonKey, jsonValueSchema),
  ]),
);
/** How deep settings may nest; checked without recursion before the recursive schema runs. */
export const MAX_SETTINGS_DEPTH = 8;

function nestsWithin(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > limit) return false;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return true;
}

export const jsonSettingsSchema = z
  .custom<unknown>(
    (value) => nestsWithin(value, MAX_SETTINGS_DEPTH),
    `Settings nest at most ${MAX_SETTINGS_DEPTH} levels deep.`,
  )
  .pipe(z.record(jsonKey, jsonValueSchema));
export type JsonSettings = z.infer<typeof jsonSettingsSchema>;

/** A ribbon drawn over a widget: its text and optionally its colour. */
export const dashboardRibbonSchema = z.object({
  text: singleLineText().trim().min(1, 'Enter the ribbon text.').max(100),
  color: hexColorSchema.nullable().default(null),
});
export type DashboardRibbon = z.infer<typeof dashboardRibbonSchema>;

const optionalName = (max: number) => singleLineText().trim().max(max).nullable().optional();

/**
 * The per-widget overrides of spec 2 §3. Null keeps the widget's own value; a field left out keeps the
 * stored override on PATCH dashboard-widget/{id} and means no override in a dashboard layout.
 */
export const dashboardWidgetOverridesShape = {
  nameOverride: optionalName(200),
  savedFilterOverride: idNumberSchema.nullable().optional(),
  /**
   * With a saved-filter override, sent to the engine as `overrideMergeDashboardFilters`: true, the dashboard's
   * filters narrow the override; false, a dashboard that filters replaces it (the override applies otherwise).
   */
  includesFiltersOverride: z.boolean().optional(),
  datePresetOverride: rollingDatePresetSchema.nullable().optional(),
  overrideDimensionId: idNumberSchema.nullable().optional(),
  overrideTagName: optionalName(200),
  overrideSubDimension: optionalName(100),
  overrideTextFields: textFieldsSchema.nullable().optional(),
  overrideRibbons: z.array(dashboardRibbonSchema).max(10).optional(),
  overrideSettings: jsonSettingsSchema.optional(),
  overrideLinkedDashboards: z.array(idNumberSchema).max(20).optional(),
};

/** A widget placed in a group: row, position in the row and its overrides. */
export const dashboardWidgetInputSchema = z.object({
  /** Kept when given, so links to a dashboard widget (exports, alerts) survive a layout change. */
  id: idNumberSchema.optional(),
  widgetId: idNumber(dashboardMessages.noWidgetId),
  rowIndex: z.number().int().min(0).max(999).default(0),
  ...dashboardWidgetOverridesShape,
});
export type DashboardWidgetInput = z.input<typeof dashboardWidgetInputSchema>;

export const dashboardGroupInputSchema = z.object({
  id: idNumberSchema.optional(),
  name: singleLineText().trim().max(200).default(''),
  description: multiLineText().trim().max(2000).nullable().default(null),
  stretchLayout: z.boolean().default(false),
  groupStyle: singleLineText().trim().max(50).nullable().default(null),
  styleColor: hexColorSchema.nullable().default(null),
  widgets: z.array(dashboardWidgetInputSchema).max(100).default([]),
});
export type DashboardGroupInput = z.input<typeof dashboardGroupInputSchema>;

/** PATCH dashboard-widget/{id}: some overrides; an empty or missing body is 'Invalid payload'. */
export const dashboardWidgetOverridesSchema = z
  .object(dashboardWidgetOverridesShape, { error: dashboardMessages.invalidPayload })
  .refine((body) => Object.values(body).some((value) => value !== undefined), dashboardMessages.invalidPayload);
export type DashboardWidgetOverridesInput = z.input<typeof dashboardWidgetOverridesSchema>;

export const dashboardWidgetIdParamsSchema = z.object({ id: coercedId(dashboardMessages.noWidgetId) });
export const dashboardIdParamsSchema = z.object({ id: coercedId() });
