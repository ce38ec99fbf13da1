import type { AlertCheck, AlertCheckValue, IsoDate } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EngineInputError } from '../../analytics/engine/engineContext';
import { PeriodError } from '../../analytics/engine/period';
import { keptLoadStamps, type LoadStamp } from '../../analytics/factLoads';
import { createNotification } from '../notifications';
import { type AddressPolicy } from '../../lib/addressPolicy';
import { channelFailureMessage, deliver } from './alertDelivery';
import { alertLocks } from './alertLock';
import { measurePeriod, type Resolvers } from './alertMeasure';
import { outcomeOf, periodsOf } from './alertRule';
import type { ShownAs } from './alertText';
import { type StoredAlert, storedAlert } from './alerts.repository';

type Row = Record<string, unknown>;

export function toCheck(row: Row): AlertCheck {
  const values = typeof row.values === 'string' ? JSON.parse(row.values) : row.values;
  const day = (value: unknown) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  return {
    id: Number(row.id),
    alertId: Number(row.alert_id),
    periodFrom: day(row.period_from),
    periodTo: day(row.period_to),
    status: row.status === 'RUNNING' ? 'FAILED' : (row.status as AlertCheck['status']),
    conditionMet: Boolean(row.condition_met),
    values: (values ?? []) as AlertCheckValue[],
    message: (row.message ?? null) as string | null,
    checkedAt: new Date(String(row.checked_at)).toISOString(),
  };
}

/** The customers' load stamps, read from fact_loads once per change of their facts (not once per check). */
const loadStamps = new WeakMap<object, (customerId: number) => Promise<LoadStamp>>();
function loadStampsOf(app: FastifyInstance) {
  let kept = loadStamps.get(app.analytics);
  if (!kept) {
    kept = keptLoadStamps(app.facts);
    loadStamps.set(app.analytics, kept);
  }
  return kept;
}

/** Recipients with their addresses: the alert's, or its owner when it names none; active members only. */
async function recipientsOf(app: FastifyInstance, alert: StoredAlert) {
  const ids = alert.recipientIds.length > 0 ? alert.recipientIds : [alert.ownerUserId];
  const { rows } = await app.db.execute<Row>(sql`SELECT u.id, u.email FROM users u
    JOIN customer_users cu ON cu.user_id = u.id AND cu.customer_id = ${alert.customerId} AND cu.is_active
    WHERE u.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) ORDER BY u.id`);
  return rows.map((row) => ({ id: Number(row.id), email: String(row.email) }));
}

/** The check row of (alert, period, facts), created RUNNING unless it exists. */
async function claimCheck(app: FastifyInstance, alert: StoredAlert, from: string, to: string, version: string) {
  const key = sql`customer_id = ${alert.customerId} AND alert_id = ${alert.id} AND period_from = ${from}::date
    AND period_to = ${to}::date AND facts_version = ${version}`;
  await app.db
    .execute(sql`INSERT INTO alert_checks (customer_id, alert_id, period_from, period_to, facts_version, status)
    VALUES (${alert.customerId}, ${alert.id}, ${from}::date, ${to}::date, ${version}, 'RUNNING') ON CONFLICT DO NOTHING`);
  const { rows } = await app.db.execute<Row>(sql`SELECT * FROM alert_checks WHERE ${key}`);
  return rows[0] as Row;
}

export interface CheckOptions {
  today: IsoDate;
  publicUrl: string;
  resolvers: Resolvers;
  /** Which addresses the alert's channels may resolve to. */
  addressPolicy: AddressPolicy;
}

/** What the alert module is handed by the app. */
export type AlertModuleOptions = Omit<CheckOptions, 'today'>;

/**
 * Checks one alert over its period as of `today`, once per (alert, period, state of the facts): a
 * finished check is answered again as it is, an unfinished one (its job died) is done again and sends
 * only what it had not sent. Input the rule cannot run with (unknown metric, period before retention)
 * finishes the check FAILED with the reason. Channels that fail (a host not public, unreachable or answering
 * non-2xx) are named in the check's message and told to the owner; the check is RAISED unless nothing reached
 * anyone, then FAILED. Any other error (the mail server down) is thrown for the job to retry.
 */
export async function checkAlert(app: FastifyInstance, customerId: number, alertId: number, options: CheckOptions) {
  const alert = await storedAlert(app.db, customerId, alertId);
  if (!alert) return null;
  const periods = periodsOf(alert, options.today);
  const [period] = periods;
  if (!period) return null;
  const stamp = await loadStampsOf(app)(customerId);
  const row = await claimCheck(app, alert, period.dateFrom, period.dateTo, stamp.stamp);
  if (row.status !== 'RUNNING') return toCheck(row);
  const checkId = Number(row.id);

  let outcome: ReturnType<typeof outcomeOf>;
  let shownAs: ShownAs | undefined;
  try {
    const measured = [];
    for (const each of periods)
      measured.push(await measurePeriod(app, options.resolvers, alert, each, options.today, stamp.stamp));
    outcome = outcomeOf(
      alert,
      measured.map((each) => each.items),
    );
    shownAs = measured[0]?.shownAs;
  } catch (error) {
    if (!(error instanceof EngineInputError || error instanceof PeriodError)) throw error;
    return finishFailed(app, alert, checkId, `The alert cannot be checked: ${error.message}`);
  }
  // Re-arm: after a raise it stays quiet until a check where the rule no longer holds.
  const raise = outcome.conditionMet && (alert.armed || !alert.alertSettings.rearm);
  let message: string | null = null;
  if (raise) {
    const recipients = await recipientsOf(app, alert);
    const delivery = await deliver(
      app,
      {
        alert,
        checkId,
        period,
        values: outcome.values,
        shownAs: shownAs ?? { metricName: alert.subject, valueFormat: { type: 'number' } },
        publicUrl: options.publicUrl,
      },
      recipients,
      options.addressPolicy,
    );
    if (delivery.failures.length > 0) {
      message = channelFailureMessage(delivery.failures);
      if (!delivery.deliveredAny) return finishFailed(app, alert, checkId, message);
      await tellOwnerOfChannels(app, alert, message);
    }
  }
  const status = raise ? 'RAISED' : 'OK';
  const { rows } = await app.db.execute<Row>(sql`UPDATE alert_checks SET status = ${status}, message = ${message},
      condition_met = ${outcome.conditionMet}, "values" = ${JSON.stringify(outcome.values)}::jsonb, checked_at = now()
    WHERE customer_id = ${customerId} AND id = ${checkId} RETURNING *`);
  await app.db.execute(sql`UPDATE alerts SET last_check_status = ${status}, last_check_message = ${message},
      armed = ${raise ? false : outcome.conditionMet ? alert.armed : true},
      last_alert_raised = CASE WHEN ${raise} THEN now() ELSE last_alert_raised END
    WHERE customer_id = ${customerId} AND id = ${alertId}`);
  return toCheck(rows[0] as Row);
}

/**
 * `checkAlert` once no other check of the alert runs (a load's sweep, a retry and "check now" may meet):
 * two at once would both find the check unfinished and both tell the recipients.
 */
export function checkAlertAlone(app: FastifyInstance, customerId: number, alertId: number, options: CheckOptions) {
  return alertLocks(app).serialize(alertId, () => checkAlert(app, customerId, alertId, options));
}

/** `finishFailed` of the alert's unfinished check, once no other check of the alert runs. */
export function finishFailedAlone(app: FastifyInstance, alert: StoredAlert, message: string) {
  return alertLocks(app).serialize(alert.id, () => finishFailed(app, alert, null, message));
}

/** Finishes the unfinished check of an alert FAILED with the reason, and tells the owner in-app. */
export async function finishFailed(app: FastifyInstance, alert: StoredAlert, checkId: number | null, message: string) {
  const target = checkId === null ? sql`status = 'RUNNING' AND alert_id = ${alert.id}` : sql`id = ${checkId}`;
  const { rows } = await app.db.execute<Row>(sql`UPDATE alert_checks SET status = 'FAILED', message = ${message},
      checked_at = now() WHERE customer_id = ${alert.customerId} AND ${target} RETURNING *`);
  // The owner is told before the alert reads FAILED: whoever sees the failure finds the owner's message too.
  await createNotification(app, {
    customerId: alert.customerId,
    userId: alert.ownerUserId,
    title: `Alert check failed: ${alert.subject}`,
    body: message,
    flag: 'error',
    icon: 'alert',
    type: 'ALERT_FAILED',
    causer: alert.subject,
  });
  await app.db.execute(sql`UPDATE alerts SET last_check_status = 'FAILED', last_check_message = ${message}
    WHERE customer_id = ${alert.customerId} AND id = ${alert.id}`);
  return rows[0] ? toCheck(rows[0]) : null;
}

/** The owner of a raised alert hears which channels were left out (the recipients were told). */
async function tellOwnerOfChannels(app: FastifyInstance, alert: StoredAlert, message: string) {
  await createNotification(app, {
    customerId: alert.customerId,
    userId: alert.ownerUserId,
    title: `Alert channel not reached: ${alert.subject}`,
    body: message,
    flag: 'error',
    icon: 'alert',
    type: 'ALERT_CHANNEL_FAILED',
    causer: alert.subject,
  });
}

/** Connection failures of a socket: the host is down, unknown or not answering. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
]);

/** Why a job's last try failed, in words for the owner: a host it could not reach is named, not its error. */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const { code, originalCode, address, hostname } = error as Partial<
    Record<'code' | 'originalCode' | 'address' | 'hostname', string>
  >;
  const host = hostname ?? address;
  const unreachable = UNREACHABLE.has(originalCode ?? '') || UNREACHABLE.has(code ?? '');
  const mail = code === 'ESOCKET' || code === 'ECONNECTION' || /SMTP|mail/i.test(text);
  const reason = unreachable && host ? `could not reach host ${host}` : null;
  if (mail) return `The alert's e-mail could not be sent after several tries: ${reason ?? text}.`;
  if (reason) return `The alert could not be checked after several tries: ${reason}.`;
  return `The alert could not be checked after several tries (${text}).`;
}

export { storedAlert };
