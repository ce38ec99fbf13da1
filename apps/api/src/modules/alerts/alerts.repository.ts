import type { Alert, AlertChannelInput, AlertInputParsed } from '@shelfsight/contracts';
import { alertFilterSetSchema } from '@shelfsight/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ownedOrReceivedBy, receivedBy, recipientIdsOf, type Recipients, replaceRecipients } from '../../db/recipients';

export interface AlertViewer {
  customerId: number;
  userId: number;
}

/** A stored alert with what the answer leaves out: the channels' secrets and the re-arm flag. */
export interface StoredAlert extends Omit<Alert, 'alertSettings' | 'isOwnedByMe' | 'isRecipient'> {
  alertSettings: { trendPeriods: number; rearm: boolean; channels: AlertChannelInput[] };
  armed: boolean;
}

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).toISOString());
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toStored(row: Row): StoredAlert {
  const settings = (json(row.alert_settings) ?? {}) as Partial<StoredAlert['alertSettings']>;
  return {
    id: Number(row.id),
    type: row.type as Alert['type'],
    customerId: Number(row.customer_id),
    ownerUserId: Number(row.owner_user_id),
    owner: { id: Number(row.owner_user_id), name: String(row.owner_name ?? '') },
    isActive: Boolean(row.is_active),
    subject: String(row.subject),
    aggregationFunction: (row.aggregation_function ?? null) as Alert['aggregationFunction'],
    metricId: Number(row.metric_id),
    dimensionId: numberOrNull(row.dimension_id),
    threshold: numberOrNull(row.threshold),
    thresholdCondition: row.threshold_condition as Alert['thresholdCondition'],
    thresholdModerator: row.threshold_moderator as Alert['thresholdModerator'],
    comparedTo: row.compared_to as Alert['comparedTo'],
    comparedModifier: (row.compared_modifier ?? null) as Alert['comparedModifier'],
    comparedValue: numberOrNull(row.compared_value),
    recipientIds: ((json(row.recipient_ids) as number[] | null) ?? []).map(Number).sort((a, b) => a - b),
    notificationMethods: (row.notification_methods as Alert['notificationMethods']) ?? [],
    datePreset: String(row.date_preset),
    filterSet: alertFilterSetSchema.parse(json(row.filter_set) ?? {}),
    alertSettings: {
      trendPeriods: settings.trendPeriods ?? 1,
      rearm: settings.rearm ?? true,
      channels: settings.channels ?? [],
    },
    armed: Boolean(row.armed),
    lastUpdated: iso(row.last_updated) ?? '',
    createdAt: iso(row.created_at) ?? '',
    lastAlertRaised: iso(row.last_alert_raised),
    lastCheckStatus: (row.last_check_status ?? null) as Alert['lastCheckStatus'],
    lastCheckMessage: (row.last_check_message ?? null) as string | null,
  };
}

/** The answer shape for a viewer: secrets become `hasSecret`. */
export function toAlert(stored: StoredAlert, viewer: AlertViewer): Alert {
  const { armed: _armed, alertSettings, ...rest } = stored;
  return {
    ...rest,
    alertSettings: {
      trendPeriods: alertSettings.trendPeriods,
      rearm: alertSettings.rearm,
      channels: alertSettings.channels.map(({ type, url, secret }) => ({ type, url, hasSecret: Boolean(secret) })),
    },
    isOwnedByMe: stored.ownerUserId === viewer.userId,
    isRecipient: stored.recipientIds.includes(viewer.userId),
  };
}

const RECIPIENTS: Recipients = { table: 'alert_recipients', key: 'alert_id', alias: 'a' };

const SELECT = sql`
  SELECT a.*, u.display_name AS owner_name,
    ${recipientIdsOf(RECIPIENTS)} AS recipient_ids
  FROM alerts a JOIN users u ON u.id = a.owner_user_id`;

async function select(db: Db, where: SQL): Promise<StoredAlert[]> {
  const { rows } = await db.execute<Row>(sql`${SELECT} WHERE ${where} ORDER BY a.id`);
  return rows.map(toStored);
}

/** Alerts the viewer owns or receives (`list` narrows to one of the two). */
export function visibleAlerts(db: Db, viewer: AlertViewer, list: 'all' | 'owned' | 'recipient', ids?: number[]) {
  const who =
    list === 'owned'
      ? sql`a.owner_user_id = ${viewer.userId}`
      : list === 'recipient'
        ? receivedBy(RECIPIENTS, viewer.userId)
        : ownedOrReceivedBy(RECIPIENTS, viewer.userId);
  const only = ids
    ? sql` AND a.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`
    : sql``;
  return select(db, sql`a.customer_id = ${viewer.customerId} AND ${who}${only}`);
}

export async function storedAlert(db: Db, customerId: number, id: number): Promise<StoredAlert | null> {
  return (await select(db, sql`a.customer_id = ${customerId} AND a.id = ${id}`))[0] ?? null;
}

/** Active alerts of a customer (every customer without one), for the checks after a load and on schedule. */
export async function activeAlertIds(db: Db, customerId?: number): Promise<{ customerId: number; id: number }[]> {
  const scope = customerId === undefined ? sql`` : sql` AND customer_id = ${customerId}`;
  const { rows } = await db.execute<Row>(
    sql`SELECT customer_id, id FROM alerts WHERE is_active${scope} ORDER BY customer_id, id`,
  );
  return rows.map((row) => ({ customerId: Number(row.customer_id), id: Number(row.id) }));
}

function columns(input: AlertInputParsed) {
  return {
    type: input.type,
    isActive: input.isActive,
    subject: input.subject,
    aggregation: input.aggregationFunction,
    metricId: input.metricId,
    dimensionId: input.dimensionId,
    threshold: input.threshold,
    condition: input.thresholdCondition,
    moderator: input.thresholdModerator,
    comparedTo: input.comparedTo,
    modifier: input.comparedTo === 'EXACT_VALUE' ? null : (input.comparedModifier ?? 'PERCENT'),
    comparedValue: input.comparedValue,
    methods: JSON.stringify(input.notificationMethods),
    datePreset: input.datePreset,
    filterSet: JSON.stringify(input.filterSet),
    settings: JSON.stringify(input.alertSettings),
  };
}

export async function createAlert(db: Db, customerId: number, ownerUserId: number, input: AlertInputParsed) {
  const c = columns(input);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO alerts (customer_id, owner_user_id, type, is_active, subject, aggregation_function, metric_id,
        dimension_id, threshold, threshold_condition, threshold_moderator, compared_to, compared_modifier,
        compared_value, notification_methods, date_preset, filter_set, alert_settings)
      VALUES (${customerId}, ${ownerUserId}, ${c.type}, ${c.isActive}, ${c.subject}, ${c.aggregation}, ${c.metricId},
        ${c.dimensionId}, ${c.threshold}, ${c.condition}, ${c.moderator}, ${c.comparedTo}, ${c.modifier},
        ${c.comparedValue}, ARRAY(SELECT jsonb_array_elements_text(${c.methods}::jsonb)), ${c.datePreset},
        ${c.filterSet}::jsonb, ${c.settings}::jsonb)
      RETURNING id`);
    const id = Number(rows[0]?.id);
    await replaceRecipients(tx as unknown as Db, RECIPIENTS, customerId, id, input.recipientIds);
    return id;
  });
}

/** Replaces the rule; a changed rule is armed again and its checks start afresh. */
export async function updateAlert(db: Db, customerId: number, id: number, input: AlertInputParsed) {
  const c = columns(input);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE alerts SET type = ${c.type}, is_active = ${c.isActive}, subject = ${c.subject},
        aggregation_function = ${c.aggregation}, metric_id = ${c.metricId}, dimension_id = ${c.dimensionId},
        threshold = ${c.threshold}, threshold_condition = ${c.condition}, threshold_moderator = ${c.moderator},
        compared_to = ${c.comparedTo}, compared_modifier = ${c.modifier}, compared_value = ${c.comparedValue},
        notification_methods = ARRAY(SELECT jsonb_array_elements_text(${c.methods}::jsonb)),
        date_preset = ${c.datePreset}, filter_set = ${c.filterSet}::jsonb, alert_settings = ${c.settings}::jsonb,
        armed = true, last_updated = now()
      WHERE customer_id = ${customerId} AND id = ${id}`);
    await tx.execute(sql`DELETE FROM alert_checks WHERE customer_id = ${customerId} AND alert_id = ${id}`);
    await replaceRecipients(tx as unknown as Db, RECIPIENTS, customerId, id, input.recipientIds);
  });
}

export async function deleteAlert(db: Db, customerId: number, id: number) {
  await db.execute(sql`DELETE FROM alerts WHERE customer_id = ${customerId} AND id = ${id}`);
}
