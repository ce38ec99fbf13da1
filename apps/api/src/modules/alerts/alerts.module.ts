import type { FastifyPluginAsync } from 'fastify';
import type { AlertModuleOptions } from './alertCheck';
import { defineAlertJobs } from './alertJobs';
import { closeAlertLocksWith } from './alertLock';
import { alertRoutes } from './alerts.routes';

/** Alerts (spec 2 §3, §7): the routes, and the checks after every fact load and on schedule. */
export const alertsModule: FastifyPluginAsync<AlertModuleOptions> = async (app, options) => {
  closeAlertLocksWith(app);
  const afterLoad = defineAlertJobs(app, options);
  app.factLoadEvents.onLoaded(afterLoad);
  await app.register(alertRoutes, options);
};
