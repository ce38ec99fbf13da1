import {
  buildPath,
  type ScheduledExport,
  type ScheduledExportInstance,
  scheduledExportPaths,
  todayInZone,
} from '@shelfsight/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acmeCustomerId,
  call,
  cleanUpServers,
  FAST_JOBS_ENV,
  JOBS_RETRIED_MESSAGE,
  killHard,
  logged,
  mailsAbout,
  signedIn,
  startServer,
  stopGracefully,
  type ServerProcess,
  tempDataDir,
  waitFor,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR: an export is run now and its run is held
// after the file was written and recorded, before the mail. Killed there, restarted: the job is retried,
// the instance finishes once and the mail goes once.
const SUBJECT = 'Export killed before its mail';
const HOLD_MESSAGE = 'holding the export run before its mail';

afterAll(cleanUpServers);

describe.skipIf(process.platform !== 'linux')('scheduled export run killed before its mail', () => {
  it('is retried after a restart: one instance done, one mail', async () => {
    const dataDir = await tempDataDir('shelfsight-export-kill-');
    const held = await startServer(dataDir, { ...FAST_JOBS_ENV, SHELFSIGHT_TEST_HOLD_EXPORT_RUN: SUBJECT });
    const admin = await signedIn(held, 'admin@acme.test');
    const acme = await acmeCustomerId(held, admin);
    // The demo's daily export names a placed table of the admin's dashboard: the new export files the same.
    const [demo] = await call<ScheduledExport[]>(
      held,
      admin,
      buildPath(scheduledExportPaths.scheduledExports, { customerId: acme }),
    );
    expect(demo?.dashboardWidgetId).toEqual(expect.any(Number));
    // Inactive: only "run now" runs it, so the one instance is that run's.
    const made = await call<ScheduledExport>(
      held,
      admin,
      buildPath(scheduledExportPaths.scheduledExportCreate, { customerId: acme }),
      {
        method: 'POST',
        body: JSON.stringify({
          subject: SUBJECT,
          filename: 'killed',
          fileType: 'csv',
          isActive: false,
          dashboardWidgetId: demo?.dashboardWidgetId,
          startDate: todayInZone(),
        }),
      },
    );
    const instancesOn = (server: ServerProcess, token: string) =>
      call<ScheduledExportInstance[]>(
        server,
        token,
        `${buildPath(scheduledExportPaths.scheduledExportInstances, { customerId: acme })}?scheduledExportId=${made.id}`,
      );
    await call(held, admin, buildPath(scheduledExportPaths.scheduledExportRunNow, { customerId: acme, id: made.id }), {
      method: 'POST',
    });
    await logged(held, HOLD_MESSAGE);
    expect(await instancesOn(held, admin)).toMatchObject([{ status: 'R', error: null }]);
    expect(await mailsAbout(dataDir, SUBJECT)).toHaveLength(0);
    await killHard(held);

    const server = await startServer(dataDir, FAST_JOBS_ENV);
    const again = await signedIn(server, 'admin@acme.test');
    const done = await waitFor(
      'the retried run to finish',
      async () => {
        const found = await instancesOn(server, again);
        return found.every((instance) => instance.status === 'D') ? found : undefined;
      },
      { server, retryErrors: true },
    );
    expect(server.output()).toContain(JOBS_RETRIED_MESSAGE);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: 'D', error: null, filename: 'killed.csv' });
    const mails = await mailsAbout(dataDir, SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/filename="?killed\.csv/);
    await stopGracefully(server);
  }, 400_000);
});
