import { z } from 'zod';
import { isoDateSchema } from '../dates/isoDate';
import { coercedId, idNumberSchema, multiLineText, singleLineText } from '../primitives';
import { savedWidgetSchema, textFieldsSchema } from '../widgets/savedWidgets';
import { widgetVisualizationTypeSchema } from '../widgets/widgetTypes';
import {
  dashboardGroupInputSchema,
  dashboardMessages,
  dashboardRibbonSchema,
  jsonSettingsSchema,
  rollingDatePresetSchema,
} from './dashboardLayout';

export { dashboardPaths } from './dashboardPaths';

/** Spec 2 §9: the default icon and what a home tab shows. */
export const DEFAULT_DASHBOARD_ICON = 'presentation';
export const MAX_DASHBOARDS_PER_HOME_TAB = 6;

export const fixedDateRangeSchema = z
  .object({ dateFrom: isoDateSchema, dateTo: isoDateSchema })
  // Spec 2 §4: a reversed range is swapped.
  .transform((range) => (range.dateFrom <= range.dateTo ? range : { dateFrom: range.dateTo, dateTo: range.dateFrom }));
export type FixedDateRange = z.infer<typeof fixedDateRangeSchema>;

/** What create and PATCH dashboard/{id} take: the dashboard's settings and its whole layout. */
export const dashboardInputSchema = z
  .object({
    name: singleLineText().trim().min(1, 'Enter a name.').max(200),
    icon: singleLineText().trim().min(1).max(50).default(DEFAULT_DASHBOARD_ICON),
    description: multiLineText().trim().max(2000).nullable().default(null),
    defaultSavedFilterId: idNumberSchema.nullable().default(null),
    applyRetailerAssortment: z.boolean().default(false),
    rollingDatePreset: rollingDatePresetSchema.nullable().default(null),
    fixedDateRange: fixedDateRangeSchema.nullable().default(null),
    stretchLayout: z.boolean().default(false),
    settings: jsonSettingsSchema.default({}),
    groups: z.array(dashboardGroupInputSchema).max(50).default([]),
  })
  .superRefine((input, context) => {
    if (input.rollingDatePreset !== null && input.fixedDateRange !== null) {
      context.addIssue({ code: 'custom', path: ['fixedDateRange'], message: dashboardMessages.oneDateChoice });
    }
  });
export type DashboardInput = z.input<typeof dashboardInputSchema>;
export type DashboardInputParsed = z.output<typeof dashboardInputSchema>;

export const dashboardUserSchema = z.object({
  id: z.number().int(),
  dashboardId: z.number().int(),
  userId: z.number().int(),
  isOwner: z.boolean(),
});
export type DashboardUser = z.infer<typeof dashboardUserSchema>;

const dashboardFields = {
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
  defaultSavedFilterId: z.number().int().nullable(),
  applyRetailerAssortment: z.boolean(),
  rollingDatePreset: z.string().nullable(),
  fixedDateRange: z.object({ dateFrom: z.string(), dateTo: z.string() }).nullable(),
  stretchLayout: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  dashboardUsers: z.array(dashboardUserSchema),
  /** The owner (the dashboard user with isOwner) and their name. */
  userId: z.number().int(),
  userName: z.string(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
};

/** dashboardConfigWidgets (spec 2 §3): a placed widget, its position and overrides. */
export const dashboardConfigWidgetSchema = z.object({
  id: z.number().int(),
  dashboardId: z.number().int(),
  groupId: z.number().int(),
  widgetId: z.number().int(),
  rowIndex: z.number().int(),
  sequence: z.number().int(),
  nameOverride: z.string().nullable(),
  savedFilterOverride: z.number().int().nullable(),
  includesFiltersOverride: z.boolean(),
  datePresetOverride: z.string().nullable(),
  overrideDimensionId: z.number().int().nullable(),
  overrideTagName: z.string().nullable(),
  overrideSubDimension: z.string().nullable(),
  overrideTextFields: textFieldsSchema.nullable(),
  overrideRibbons: z.array(dashboardRibbonSchema),
  overrideSettings: z.record(z.string(), z.unknown()),
  overrideLinkedDashboards: z.array(z.number().int()),
  /** The widget's visualization; null when it is not shared with the caller. */
  visualization: widgetVisualizationTypeSchema.nullable(),
  widgetNotShared: z.boolean(),
});
export type DashboardConfigWidget = z.infer<typeof dashboardConfigWidgetSchema>;

/** DashboardGroups (spec 2 §3). */
export const dashboardGroupSchema = z.object({
  id: z.number().int(),
  dashboardId: z.number().int(),
  sequence: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  stretchLayout: z.boolean(),
  groupStyle: z.string().nullable(),
  styleColor: z.string().nullable(),
  widgets: z.array(dashboardConfigWidgetSchema),
});
export type DashboardGroup = z.infer<typeof dashboardGroupSchema>;

/** GET dashboard/{id}: the whole dashboard. */
export const dashboardSchema = z.object({ ...dashboardFields, groups: z.array(dashboardGroupSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The list view of spec 2 §3: the dashboard plus my tab placement and how it reaches me. */
export const dashboardListEntrySchema = z.object({
  ...dashboardFields,
  tabId: z.number().int().nullable(),
  sequenceNumber: z.number().int().nullable(),
  isOwnedByMe: z.boolean(),
  isSharedWithMe: z.boolean(),
  /** The same as defaultSavedFilterId, under the name the list view uses. */
  defaultFilterId: z.number().int().nullable(),
  widgetCount: z.number().int(),
});
export type DashboardListEntry = z.infer<typeof dashboardListEntrySchema>;
export const dashboardListSchema = z.array(dashboardListEntrySchema);

export const dashboardShareRequestSchema = z.object({ userIds: z.array(idNumberSchema).max(1000) });
export type DashboardShareRequest = z.infer<typeof dashboardShareRequestSchema>;

/** dashboardWidgets (spec 2 §3): a placed widget with the title it shows. */
export const dashboardWidgetEntrySchema = z.object({
  id: z.number().int(),
  dashboardId: z.number().int(),
  widgetId: z.number().int(),
  sequence: z.number().int(),
  title: z.string(),
});
export type DashboardWidgetEntry = z.infer<typeof dashboardWidgetEntrySchema>;
export const dashboardWidgetsQuerySchema = z.object({ dashboardId: coercedId().optional() });

/** widget/get-widgets-for-dashboard/{id}: each placed widget with its definition, or only the flag. */
export const dashboardWidgetWithDefinitionSchema = dashboardConfigWidgetSchema.extend({
  /** Null when widgetNotShared: nothing of a widget the caller may not see leaves the server. */
  widget: savedWidgetSchema.nullable(),
});
export type DashboardWidgetWithDefinition = z.infer<typeof dashboardWidgetWithDefinitionSchema>;
export const widgetsForDashboardSchema = z.array(dashboardWidgetWithDefinitionSchema);

/**
 * The pdfView page sets this attribute to "true" on its root element once every widget has drawn; the
 * server prints the page to PDF then.
 */
export const PRINT_READY_ATTRIBUTE = 'data-print-ready';
export const PRINT_READY_SELECTOR = `[${PRINT_READY_ATTRIBUTE}="true"]`;

/**
 * What a printed dashboard runs with, as the view's address carries it: dates and the filters (the
 * filter state of the view, encoded by the web app). Passed on to the pdfView page as they are.
 */
export const dashboardPdfQuerySchema = z.object({
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
  compareDateFrom: isoDateSchema.optional(),
  compareDateTo: isoDateSchema.optional(),
  datePreset: rollingDatePresetSchema.optional(),
  filters: singleLineText().max(4000).optional(),
});
export type DashboardPdfQuery = z.infer<typeof dashboardPdfQuerySchema>;
