import {
  ALERT_DEFAULTS,
  type AggregationFunction,
  type Alert,
  type AlertChannelType,
  type AlertInput,
  alertInputSchema,
  alertMessages,
  type AlertType,
  type ComparedTo,
  savedFilterSegments,
  type SavedFilterSegment,
  type ThresholdCondition,
  emptySavedFilterSegments,
} from '@shelfsight/contracts';

/** The aggregation choice that sends null: the metric's own roll-up. */
export const OWN_ROLL_UP = 'OWN';
export const METRIC_NEEDED = 'Choose a metric.';

export interface ChannelValues {
  type: AlertChannelType;
  url: string;
  secret?: string;
  /** The server keeps a secret for this channel (edit only: a copy or a new alert has none yet). */
  hasSecret?: boolean;
}

/** The form's fields, flat; `inputOf` nests them as the contract's input. */
export type AlertFormValues = Record<SavedFilterSegment, number[]> & {
  subject: string;
  isActive: boolean;
  type: AlertType;
  metricId?: number;
  aggregationFunction: AggregationFunction | typeof OWN_ROLL_UP;
  dimensionId?: number;
  comparedTo: ComparedTo;
  thresholdModerator: 'IS' | 'IS_NOT';
  thresholdCondition: ThresholdCondition;
  threshold: number | null;
  comparedModifier: 'PERCENT' | 'ABSOLUTE';
  comparedValue: number | null;
  trendPeriods: number;
  rearm: boolean;
  datePreset: string;
  savedFilterIds: number[];
  recipientIds: number[];
  notificationMethods: ('T' | 'E')[];
  channels: ChannelValues[];
};

const noSegments = emptySavedFilterSegments;

/** A new alert with the defaults of spec 2 §9 and the contract. */
export const defaultValues = (): AlertFormValues => ({
  ...noSegments(),
  subject: '',
  isActive: true,
  type: 'TOTAL',
  aggregationFunction: OWN_ROLL_UP,
  comparedTo: ALERT_DEFAULTS.comparedTo,
  thresholdModerator: ALERT_DEFAULTS.thresholdModerator,
  thresholdCondition: ALERT_DEFAULTS.thresholdCondition,
  threshold: null,
  comparedModifier: 'PERCENT',
  comparedValue: null,
  trendPeriods: 1,
  rearm: true,
  datePreset: ALERT_DEFAULTS.datePreset,
  savedFilterIds: [],
  recipientIds: [],
  notificationMethods: [...ALERT_DEFAULTS.notificationMethods],
  channels: [],
});

/** The form filled from an alert; a copy gets "(copy)" after its subject and no kept secrets. */
export function valuesOf(alert: Alert, copy = false): AlertFormValues {
  return {
    ...Object.fromEntries(savedFilterSegments.map((segment) => [segment, [...alert.filterSet[segment]]])),
    subject: copy ? `${alert.subject} (copy)` : alert.subject,
    isActive: alert.isActive,
    type: alert.type,
    metricId: alert.metricId,
    aggregationFunction: alert.aggregationFunction ?? OWN_ROLL_UP,
    ...(alert.dimensionId === null ? {} : { dimensionId: alert.dimensionId }),
    comparedTo: alert.comparedTo,
    thresholdModerator: alert.thresholdModerator,
    thresholdCondition: alert.thresholdCondition,
    threshold: alert.threshold,
    comparedModifier: alert.comparedModifier ?? 'PERCENT',
    comparedValue: alert.comparedValue,
    trendPeriods: alert.alertSettings.trendPeriods,
    rearm: alert.alertSettings.rearm,
    datePreset: alert.datePreset,
    savedFilterIds: [...alert.filterSet.savedFilterIds],
    recipientIds: [...alert.recipientIds],
    notificationMethods: [...alert.notificationMethods],
    channels: alert.alertSettings.channels.map(({ type, url, hasSecret }) => ({
      type,
      url,
      hasSecret: copy ? false : hasSecret,
    })),
  } as AlertFormValues;
}

/** The contract's input: only the fields of the chosen kind of rule are sent, the others are null. */
export function inputOf(values: AlertFormValues): AlertInput {
  const exact = values.comparedTo === 'EXACT_VALUE';
  return {
    type: values.type,
    isActive: values.isActive,
    subject: values.subject ?? '',
    metricId: values.metricId as number,
    dimensionId: values.type === 'PER_ITEM' ? (values.dimensionId ?? null) : null,
    aggregationFunction: values.aggregationFunction === OWN_ROLL_UP ? null : values.aggregationFunction,
    threshold: exact ? (values.threshold ?? null) : null,
    thresholdCondition: values.thresholdCondition,
    thresholdModerator: values.thresholdModerator,
    comparedTo: values.comparedTo,
    comparedModifier: exact ? null : values.comparedModifier,
    comparedValue: exact ? null : (values.comparedValue ?? null),
    recipientIds: values.recipientIds ?? [],
    notificationMethods: values.notificationMethods ?? [],
    datePreset: values.datePreset,
    filterSet: {
      savedFilterIds: values.savedFilterIds ?? [],
      ...Object.fromEntries(savedFilterSegments.map((segment) => [segment, values[segment] ?? []])),
    },
    alertSettings: {
      trendPeriods: values.trendPeriods ?? 1,
      rearm: values.rearm,
      channels: (values.channels ?? []).map(({ type, url, secret }) =>
        secret ? { type, url: url ?? '', secret } : { type, url: url ?? '' },
      ),
    },
  };
}

/**
 * What the server would refuse, per field (dotted paths as the server's 422 names them): the contract's
 * schema, plus a webhook without a secret the server keeps.
 */
export function validate(values: AlertFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = inputOf(values);
  const result = alertInputSchema.safeParse(input);
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= path === 'metricId' ? METRIC_NEEDED : issue.message;
  }
  // zod runs the schema's cross-field rules only once every field parses; the form names them at once.
  const needs: [boolean, string, string][] = [
    [input.comparedTo === 'EXACT_VALUE' && input.threshold === null, 'threshold', alertMessages.threshold],
    [input.comparedTo !== 'EXACT_VALUE' && input.comparedValue === null, 'comparedValue', alertMessages.comparedValue],
    [input.type === 'PER_ITEM' && input.dimensionId === null, 'dimensionId', alertMessages.dimension],
    [
      (input.notificationMethods ?? []).length === 0 && (values.channels ?? []).length === 0,
      'notificationMethods',
      alertMessages.notificationMethods,
    ],
  ];
  for (const [missing, field, message] of needs) if (missing) errors[field] ??= message;
  (values.channels ?? []).forEach((channel, index) => {
    if (channel.type === 'WEBHOOK' && !channel.secret && !channel.hasSecret)
      errors[`alertSettings.channels.${index}.secret`] ??= alertMessages.webhookSecret;
  });
  return errors;
}
