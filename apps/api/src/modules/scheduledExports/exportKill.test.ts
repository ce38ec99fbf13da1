import {
  buildPath,
  type ScheduledExport,
  type ScheduledExportInstance,
  scheduledExportPaths,
  todayInZone,
} from '@shelfsight/contracts';
import { expect } from 'vitest';
import {
  call,
  killAndRestartTest,
  logged,
  mailsAbout,
  restartAfterKill,
  type ServerProcess,
  signedIn,
  signedInAtAcme,
  stopGracefully,
  waitForRetried,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR: an export is run now and its run is held
// after the file was written and recorded, before the mail. Killed there, restarted: the job is retried,
// the instance finishes once and the mail goes once.
const SUBJECT = 'Export killed before its mail';
const HOLD_MESSAGE = 'holding the export run before its mail';

killAndRestartTest(
  'scheduled export run killed before its mail',
  'is retried after a restart: one instance done, one mail',
  { dataDirPrefix: 'shelfsight-export-kill-', holdEnv: { SHELFSIGHT_TEST_HOLD_EXPORT_RUN: SUBJECT } },
  async ({ dataDir, held }) => {
    const { token: admin, acme } = await signedInAtAcme(held);
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

    const server = await restartAfterKill(held, dataDir);
    const again = await signedIn(server, 'admin@acme.test');
    const done = await waitForRetried(server, 'the retried run to finish', async () => {
      const found = await instancesOn(server, again);
      return found.every((instance) => instance.status === 'D') ? found : undefined;
    });
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: 'D', error: null, filename: 'killed.csv' });
    const mails = await mailsAbout(dataDir, SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/filename="?killed\.csv/);
    await stopGracefully(server);
  },
);
