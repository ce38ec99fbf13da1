import { todayInZone } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { type AlertModuleOptions, checkAlertAlone, failureMessage, finishFailedAlone } from './alertCheck';
import { activeAlertIds, storedAlert } from './alerts.repository';

/** One alert's check, retried on its own: a check that threw in a sweep is handed over to it. */
export const ALERT_CHECK_JOB = 'alert-check';
export const ALERT_CHECKS_SCHEDULED_JOB = 'alert-checks-scheduled';
/** Every hour at minute 5 (UTC): checks that no load started, e.g. a new day's period. */
export const ALERT_SCHEDULE = '5 * * * *';
/**
 * A customer's alerts are swept in this many parts, by alert id, each in a queue of its own with one
 * worker, so the parts run side by side while their reads of the same metric and dates are still shared
 * (alertMeasure.ts). An alert is always in the same part, so the sweeps of two loads do not meet on it;
 * the alert lock (alertLock.ts) keeps any two checks of an alert apart, whoever starts them.
 */
export const ALERT_SWEEP_PARTS = 4;
/** The sweep queues: part n of a customer's active alerts, checked one after the other. */
export const ALERT_SWEEP_QUEUES = Array.from({ length: ALERT_SWEEP_PARTS }, (_, part) => `alert-checks-${part}`);

interface CheckData {
  customerId: number;
  alertId: number;
  /** The day the check runs as of (the day it was queued), so a retry checks the same period. */
  today: string;
}

interface SweepData {
  customerId: number;
  today: string;
}

/** The alert jobs: sweeps of a customer's alerts after a load and hourly, and single checks that retry. */
export function defineAlertJobs(app: FastifyInstance, options: AlertModuleOptions) {
  const queueSweeps = async (customerIds: number[]) => {
    const data = { today: todayInZone() };
    for (const customerId of customerIds) {
      for (const queue of ALERT_SWEEP_QUEUES) {
        // Stately: while a sweep of the customer runs, one more waits (a later load is never dropped).
        await app.jobs.send(queue, { ...data, customerId } satisfies SweepData, {
          singletonKey: `alerts:${customerId}`,
        });
      }
    }
  };

  const sweep = async (part: number, data: SweepData) => {
    const started = performance.now();
    const alerts = (await activeAlertIds(app.db, data.customerId)).filter(
      (alert) => alert.id % ALERT_SWEEP_PARTS === part,
    );
    for (const alert of alerts) {
      try {
        await checkAlertAlone(app, alert.customerId, alert.id, { ...options, today: data.today });
      } catch (error) {
        app.log.warn({ err: error, alertId: alert.id }, 'alert check failed; it is retried on its own');
        const retry: CheckData = { customerId: alert.customerId, alertId: alert.id, today: data.today };
        await app.jobs.send(ALERT_CHECK_JOB, retry, { singletonKey: `alert:${alert.customerId}:${alert.id}` });
      }
    }
    const ms = Math.round(performance.now() - started);
    app.log.info({ customerId: data.customerId, part, alerts: alerts.length, ms }, 'alerts swept');
  };
  for (const [part, name] of ALERT_SWEEP_QUEUES.entries()) {
    app.jobs.define<SweepData>({
      name,
      // Only the sweep's own failures (the database gone, a killed process) retry it; a finished check
      // is not made again, so a retried sweep redoes only what was left.
      retryLimit: 3,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 300,
      handler: (data) => sweep(part, data),
    });
  }
  app.jobs.define<CheckData>({
    name: ALERT_CHECK_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    async handler(data) {
      await checkAlertAlone(app, data.customerId, data.alertId, { ...options, today: data.today });
    },
    async onFailed(data, error) {
      const alert = await storedAlert(app.db, data.customerId, data.alertId);
      if (alert) await finishFailedAlone(app, alert, failureMessage(error));
    },
  });
  app.jobs.define({
    name: ALERT_CHECKS_SCHEDULED_JOB,
    handler: async () => {
      const alerts = await activeAlertIds(app.db);
      await queueSweeps([...new Set(alerts.map((alert) => alert.customerId))]);
    },
  });

  app.addHook('onReady', async () => {
    await app.jobs.schedule(ALERT_CHECKS_SCHEDULED_JOB, ALERT_SCHEDULE);
  });
  /** A finished load of the customer's facts: sweep its alerts. */
  return async (customerId: number) => queueSweeps([customerId]);
}
