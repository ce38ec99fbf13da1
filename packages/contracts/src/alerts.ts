import { z } from 'zod';
import { isRelativeDateCode } from './dates/codes';
import { coercedId, dbIntegerSchema, idNumberSchema, singleLineText } from './primitives';
import { aggregationFunctionSchema } from './widgets/widgetTypes';

/**
 * Alerts (spec 2 §3, §7): a metric over the customer's filtered facts, checked after every data load and
 * on a schedule; when its rule holds the recipients are told in-app, by e-mail and on the alert's channels.
 * The spec shows only `GET alerts`; the other calls follow the dashboards' shape.
 */
export const alertPaths = {
  /** GET: alerts I own or receive; `?list=owned` or `?list=recipient` narrows to one of the two. */
  alerts: '/api/customer/:customerId/alerts',
  alertCreate: '/api/customer/:customerId/alert/create',
  /** GET one (owner or recipient), PATCH (owner: the whole input again), DELETE (owner). */
  alert: '/api/customer/:customerId/alert/:id',
  /** POST: a copy owned by the caller, named "Copy of …", inactive until switched on. */
  alertCopy: '/api/customer/:customerId/alert/:id/copy',
  /** POST (owner): check now, over the alert's period as of today; answers the check. */
  alertCheck: '/api/customer/:customerId/alert/:id/check',
  /** GET: the alert's latest checks, newest first. */
  alertChecks: '/api/customer/:customerId/alert/:id/checks',
} as const;

export const alertMessages = {
  subject: 'Enter a subject.',
  datePreset: 'Use a rolling date code such as 1d, 7d or 30d.',
  threshold: 'Enter the value the metric is compared with.',
  comparedValue: 'Enter the change (in percent or in the metric’s unit) that raises the alert.',
  dimension: 'Choose the dimension whose items are checked one by one.',
  notificationMethods: 'Choose at least one way to notify.',
  recipients: 'Choose recipients among the users of this customer.',
  webhookSecret: 'A webhook needs a secret of at least 16 characters to sign its requests.',
  channelUrl: 'Enter an http(s) address.',
  unknown: 'Unknown alert.',
  ownerOnly: 'Only the owner of the alert may change it.',
  membersOnly: 'Only members of the customer own alerts.',
} as const;

/** T = in-app notification, E = e-mail (spec 2 §3). */
export const notificationMethodSchema = z.enum(['T', 'E']);
/** TOTAL: one value over the whole filtered scope; PER_ITEM: one value per item of the dimension. */
export const alertTypeSchema = z.enum(['TOTAL', 'PER_ITEM']);
export const thresholdConditionSchema = z.enum(['>', '>=', '<', '<=', '=', '!=']);
/** IS: the condition must hold; IS_NOT: it must not. */
export const thresholdModeratorSchema = z.enum(['IS', 'IS_NOT']);
/** EXACT_VALUE compares the value with `threshold`; the periods compare its change with `comparedValue`. */
export const comparedToSchema = z.enum(['EXACT_VALUE', 'PREVIOUS_PERIOD', 'SAME_PERIOD_LAST_YEAR']);
/** How a change against a period is measured: in percent of the earlier value, or in the metric's unit. */
export const comparedModifierSchema = z.enum(['PERCENT', 'ABSOLUTE']);
export const alertCheckStatusSchema = z.enum(['OK', 'RAISED', 'FAILED']);
export const alertChannelTypeSchema = z.enum(['SLACK', 'TEAMS', 'WEBHOOK']);

export type AlertType = z.infer<typeof alertTypeSchema>;
export type ThresholdCondition = z.infer<typeof thresholdConditionSchema>;
export type ComparedTo = z.infer<typeof comparedToSchema>;
export type AlertCheckStatus = z.infer<typeof alertCheckStatusSchema>;
export type AlertChannelType = z.infer<typeof alertChannelTypeSchema>;

/** Spec 2 §9 defaults. */
export const ALERT_DEFAULTS = {
  datePreset: '1d',
  thresholdCondition: '>',
  thresholdModerator: 'IS',
  comparedTo: 'EXACT_VALUE',
  notificationMethods: ['T', 'E'],
} as const;

/** The header a channel request is signed in: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const ALERT_SIGNATURE_HEADER = 'X-Shelfsight-Signature';

const ids = z.array(idNumberSchema).max(10_000).default([]);

/** The filters an alert runs with: saved filters and the segment lists of spec 2 §3. */
export const alertFilterSetSchema = z.object({
  savedFilterIds: ids,
  retailers: ids,
  brands: ids,
  brandTypes: ids,
  sellers: ids,
  countries: ids,
  products: ids,
  tags: ids,
  searchKeywords: ids,
  searchCategories: ids,
  visibilityClusters: ids,
});
export type AlertFilterSet = z.output<typeof alertFilterSetSchema>;

const channelUrl = z
  .url({ message: alertMessages.channelUrl })
  .max(2000)
  .refine((url) => /^https?:\/\//i.test(url), alertMessages.channelUrl);

/** A channel as written: Slack or Teams incoming-webhook URL, or any endpoint (signed). */
export const alertChannelInputSchema = z.object({
  type: alertChannelTypeSchema,
  url: channelUrl,
  /**
   * Signs the body (HMAC-SHA256); a WEBHOOK needs one, Slack and Teams may have one. Never answered: sent
   * again without it, the server keeps the stored secret of the same type and URL (else 400 naming it).
   */
  secret: singleLineText().min(16, alertMessages.webhookSecret).max(200).optional(),
});
export type AlertChannelInput = z.infer<typeof alertChannelInputSchema>;

/** alertSettings: the rules beyond spec 2 §3 and the channels. */
export const alertSettingsSchema = z.object({
  /** The rule must hold this many periods in a row (1: only the period checked). */
  trendPeriods: z.number().int().min(1).max(30).default(1),
  /** Re-arm: once raised, it raises again only after a check where the rule no longer held. */
  rearm: z.boolean().default(true),
  channels: z.array(alertChannelInputSchema).max(10).default([]),
});

export const alertInputSchema = z
  .object({
    type: alertTypeSchema.default('TOTAL'),
    isActive: z.boolean().default(true),
    subject: singleLineText().trim().min(1, alertMessages.subject).max(200),
    metricId: dbIntegerSchema,
    /** Required for PER_ITEM: products, retailers, brands… as the widget dimensions number them. */
    dimensionId: dbIntegerSchema.nullable().default(null),
    /** Null: the metric's own roll-up (as a widget without one). */
    aggregationFunction: aggregationFunctionSchema.nullable().default(null),
    threshold: z.number().finite().nullable().default(null),
    thresholdCondition: thresholdConditionSchema.default(ALERT_DEFAULTS.thresholdCondition),
    thresholdModerator: thresholdModeratorSchema.default(ALERT_DEFAULTS.thresholdModerator),
    comparedTo: comparedToSchema.default(ALERT_DEFAULTS.comparedTo),
    comparedModifier: comparedModifierSchema.nullable().default(null),
    comparedValue: z.number().finite().nullable().default(null),
    recipientIds: z.array(idNumberSchema).max(1000).default([]),
    notificationMethods: z
      .array(notificationMethodSchema)
      .max(2)
      .default([...ALERT_DEFAULTS.notificationMethods]),
    datePreset: singleLineText()
      .trim()
      .max(10)
      .refine((code) => isRelativeDateCode(code), alertMessages.datePreset)
      .default(ALERT_DEFAULTS.datePreset),
    filterSet: alertFilterSetSchema.default(alertFilterSetSchema.parse({})),
    alertSettings: alertSettingsSchema.default(alertSettingsSchema.parse({})),
  })
  .superRefine((input, context) => {
    if (input.comparedTo === 'EXACT_VALUE' && input.threshold === null) {
      context.addIssue({ code: 'custom', path: ['threshold'], message: alertMessages.threshold });
    }
    if (input.comparedTo !== 'EXACT_VALUE' && input.comparedValue === null) {
      context.addIssue({ code: 'custom', path: ['comparedValue'], message: alertMessages.comparedValue });
    }
    if (input.type === 'PER_ITEM' && input.dimensionId === null) {
      context.addIssue({ code: 'custom', path: ['dimensionId'], message: alertMessages.dimension });
    }
    if (input.notificationMethods.length === 0 && input.alertSettings.channels.length === 0) {
      context.addIssue({ code: 'custom', path: ['notificationMethods'], message: alertMessages.notificationMethods });
    }
  });
export type AlertInput = z.input<typeof alertInputSchema>;
export type AlertInputParsed = z.output<typeof alertInputSchema>;

/** A channel as answered: its secret is never sent back, only whether one is kept. */
export const alertChannelSchema = z.object({ type: alertChannelTypeSchema, url: z.string(), hasSecret: z.boolean() });

export const alertSchema = z.object({
  id: z.number().int(),
  type: alertTypeSchema,
  customerId: z.number().int(),
  ownerUserId: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  isActive: z.boolean(),
  subject: z.string(),
  aggregationFunction: aggregationFunctionSchema.nullable(),
  metricId: z.number().int(),
  dimensionId: z.number().int().nullable(),
  threshold: z.number().nullable(),
  thresholdCondition: thresholdConditionSchema,
  thresholdModerator: thresholdModeratorSchema,
  comparedTo: comparedToSchema,
  comparedModifier: comparedModifierSchema.nullable(),
  comparedValue: z.number().nullable(),
  recipientIds: z.array(z.number().int()),
  notificationMethods: z.array(notificationMethodSchema),
  datePreset: z.string(),
  filterSet: alertFilterSetSchema,
  alertSettings: z.object({
    trendPeriods: z.number().int(),
    rearm: z.boolean(),
    channels: z.array(alertChannelSchema),
  }),
  lastUpdated: z.string(),
  createdAt: z.string(),
  /** When it last raised (ISO time), null if never. */
  lastAlertRaised: z.string().nullable(),
  /** The outcome of the latest check, null before the first. */
  lastCheckStatus: alertCheckStatusSchema.nullable(),
  /** Why the latest check failed, or null. */
  lastCheckMessage: z.string().nullable(),
  isOwnedByMe: z.boolean(),
  isRecipient: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertListSchema = z.array(alertSchema);

export const alertListQuerySchema = z.object({ list: z.enum(['all', 'owned', 'recipient']).default('all') });
export const alertIdParamsSchema = z.object({ id: coercedId() });

/** One value that crossed (or not): the whole scope for TOTAL, an item for PER_ITEM. */
export const alertCheckValueSchema = z.object({
  /** The item key as widgets use it ('retailer:12'), or 'total'. */
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  /** The value over the compared period, when the alert compares to one. */
  compareValue: z.number().nullable(),
  /** The change that was compared (percent or absolute), when the alert compares to a period. */
  change: z.number().nullable(),
});
export type AlertCheckValue = z.infer<typeof alertCheckValueSchema>;

/** A check of one alert over one period: done once per (alert, period), kept as history. */
export const alertCheckSchema = z.object({
  id: z.number().int(),
  alertId: z.number().int(),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: alertCheckStatusSchema,
  /** The rule held for the period (and the trend's earlier periods), whether or not re-arm let it raise. */
  conditionMet: z.boolean(),
  /** The values that crossed (for TOTAL the one value, crossed or not). */
  values: z.array(alertCheckValueSchema),
  message: z.string().nullable(),
  checkedAt: z.string(),
});
export type AlertCheck = z.infer<typeof alertCheckSchema>;
export const alertCheckListSchema = z.array(alertCheckSchema);
