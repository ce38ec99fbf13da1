import { todayInZone } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { type AlertModuleOptions, checkAlert, failureMessage, finishFailed } from './alertCheck';
import { activeAlertIds, storedAlert } from './alerts.repository';

export const ALERT_CHECK_JOB = 'alert-check';
export const ALERT_CHECKS_AFTER_LOAD_JOB = 'alert-checks-after-load';
export const ALERT_CHECKS_SCHEDULED_JOB = 'alert-checks-scheduled';
/** Every hour at minute 5 (UTC): checks that no load started, e.g. a new day's period. */
export const ALERT_SCHEDULE = '5 * * * *';

interface CheckData {
  customerId: number;
  alertId: number;
  /** The day the check runs as of (the day it was queued), so a retry checks the same period. */
  today: string;
}

/** The alert jobs: one check per alert (never two at once), the fan-outs after a load and on schedule. */
export function defineAlertJobs(app: FastifyInstance, options: AlertModuleOptions) {
  const queueChecks = async (customerId?: number) => {
    const today = todayInZone();
    for (const alert of await activeAlertIds(app.db, customerId)) {
      const data: CheckData = { customerId: alert.customerId, alertId: alert.id, today };
      await app.jobs.send(ALERT_CHECK_JOB, data, { singletonKey: `alert:${alert.customerId}:${alert.id}` });
    }
  };

  app.jobs.define<CheckData>({
    name: ALERT_CHECK_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    async handler(data) {
      await checkAlert(app, data.customerId, data.alertId, { ...options, today: data.today });
    },
    async onFailed(data, error) {
      const alert = await storedAlert(app.db, data.customerId, data.alertId);
      if (alert) await finishFailed(app, alert, null, failureMessage(error));
    },
  });
  app.jobs.define<{ customerId: number }>({
    name: ALERT_CHECKS_AFTER_LOAD_JOB,
    handler: async (data) => queueChecks(data.customerId),
  });
  app.jobs.define({ name: ALERT_CHECKS_SCHEDULED_JOB, handler: async () => queueChecks() });

  app.addHook('onReady', async () => {
    await app.jobs.schedule(ALERT_CHECKS_SCHEDULED_JOB, ALERT_SCHEDULE);
  });
  /** A finished load of the customer's facts: check its alerts (one fan-out per customer at a time). */
  return async (customerId: number) => {
    await app.jobs.send(ALERT_CHECKS_AFTER_LOAD_JOB, { customerId }, { singletonKey: `customer:${customerId}` });
  };
}
