import {
  type Alert,
  type AlertInput,
  alertInputSchema,
  type AlertInputParsed,
  savedFilterSegments,
} from '@shelfsight/contracts';

/**
 * The input that saves `alert` again as it is (PATCH takes the whole input). Channel secrets are never
 * answered, so channels go without them and the server keeps the stored ones of the same type and URL.
 */
export function inputOfAlert(alert: Alert): AlertInputParsed {
  return {
    type: alert.type,
    isActive: alert.isActive,
    subject: alert.subject,
    metricId: alert.metricId,
    dimensionId: alert.dimensionId,
    aggregationFunction: alert.aggregationFunction,
    threshold: alert.threshold,
    thresholdCondition: alert.thresholdCondition,
    thresholdModerator: alert.thresholdModerator,
    comparedTo: alert.comparedTo,
    comparedModifier: alert.comparedModifier,
    comparedValue: alert.comparedValue,
    recipientIds: [...alert.recipientIds],
    notificationMethods: [...alert.notificationMethods],
    datePreset: alert.datePreset,
    filterSet: {
      savedFilterIds: [...alert.filterSet.savedFilterIds],
      ...Object.fromEntries(savedFilterSegments.map((segment) => [segment, [...alert.filterSet[segment]]])),
    } as AlertInputParsed['filterSet'],
    alertSettings: {
      trendPeriods: alert.alertSettings.trendPeriods,
      rearm: alert.alertSettings.rearm,
      channels: alert.alertSettings.channels.map(({ type, url }) => ({ type, url })),
    },
  };
}

let temporaryIds = 0;

/**
 * What the list shows of an alert being saved until the server answers: the input over `base` (the alert
 * being changed), or a new alert with a negative id owned by the user.
 */
export function optimisticAlert(input: AlertInput, base?: Alert): Alert {
  const parsed = alertInputSchema.safeParse(input);
  if (!parsed.success && base) return base;
  const values = parsed.success ? parsed.data : (input as AlertInputParsed);
  const now = new Date().toISOString();
  const channels = (values.alertSettings?.channels ?? []).map((channel) => ({
    type: channel.type,
    url: channel.url,
    hasSecret: Boolean(channel.secret) || Boolean(base?.alertSettings.channels.some((old) => old.url === channel.url)),
  }));
  return {
    id: base?.id ?? -++temporaryIds,
    customerId: base?.customerId ?? 0,
    ownerUserId: base?.ownerUserId ?? 0,
    owner: base?.owner ?? { id: 0, name: 'Me' },
    lastUpdated: now,
    createdAt: base?.createdAt ?? now,
    lastAlertRaised: base?.lastAlertRaised ?? null,
    lastCheckStatus: base?.lastCheckStatus ?? null,
    lastCheckMessage: base?.lastCheckMessage ?? null,
    isOwnedByMe: base?.isOwnedByMe ?? true,
    isRecipient: base?.isRecipient ?? false,
    ...values,
    alertSettings: { ...values.alertSettings, channels },
  };
}
