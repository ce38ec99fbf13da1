import type { Alert, Notification } from '@shelfsight/contracts';
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
  tempDataDir,
  waitFor,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR at the small demo scale: the demo load
// finishes, Acme's demo alerts are checked (side by side), and the one under test is held after its first
// recipient was told. Killed there, restarted: the check is retried and only the second recipient is told.
// Only that alert is held, so the kill finds it held and not another alert between a mail and its record.
const HOLD_MESSAGE = 'holding the alert delivery';
const FIRING = 'A product went out of stock yesterday';

afterAll(cleanUpServers);

describe.skipIf(process.platform !== 'linux')('alert check killed mid-delivery', () => {
  it('is retried after a restart and tells each recipient once', async () => {
    const dataDir = await tempDataDir('shelfsight-alert-kill-');
    const held = await startServer(dataDir, { ...FAST_JOBS_ENV, SHELFSIGHT_TEST_HOLD_ALERT_DELIVERY: FIRING });
    await logged(held, HOLD_MESSAGE);
    // The first recipient has had the in-app message and the mail; the second not yet.
    expect(await mailsAbout(dataDir, FIRING)).toHaveLength(1);
    await killHard(held);

    const server = await startServer(dataDir, FAST_JOBS_ENV);
    const admin = await signedIn(server, 'admin@acme.test');
    const productManager = await signedIn(server, 'pm@acme.test');
    const acme = await acmeCustomerId(server, admin);
    const alert = await waitFor(
      'the retried check to finish',
      async () => {
        const alerts = await call<Alert[]>(server, admin, `/api/customer/${acme}/alerts`);
        const firing = alerts.find((entry) => entry.subject === FIRING);
        return firing?.lastCheckStatus === 'RAISED' ? firing : undefined;
      },
      { server, retryErrors: true },
    );
    expect(server.output()).toContain(JOBS_RETRIED_MESSAGE);
    expect(alert.recipientIds).toHaveLength(2);
    for (const token of [admin, productManager]) {
      const inbox = await call<Notification[]>(server, token, `/api/customer/${acme}/notifications`);
      expect(inbox.filter((entry) => entry.type === 'ALERT' && entry.title.includes(FIRING))).toHaveLength(1);
    }
    const mails = await mailsAbout(dataDir, FIRING);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes('pm@acme.test'))).toBe(true);
    expect(mails.some((mail) => mail.includes('admin@acme.test'))).toBe(true);
    await stopGracefully(server);
  }, 400_000);
});
