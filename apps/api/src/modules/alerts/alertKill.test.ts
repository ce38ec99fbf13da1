import type { Alert, Notification } from '@shelfsight/contracts';
import { expect } from 'vitest';
import {
  call,
  killAndRestartTest,
  logged,
  mailsAbout,
  restartAfterKill,
  signedIn,
  signedInAtAcme,
  stopGracefully,
  waitForRetried,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR at the small demo scale: the demo load
// finishes, Acme's demo alerts are checked (side by side), and the one under test is held after its first
// recipient was told. Killed there, restarted: the check is retried and only the second recipient is told.
// Only that alert is held, so the kill finds it held and not another alert between a mail and its record.
const HOLD_MESSAGE = 'holding the alert delivery';
const FIRING = 'A product went out of stock yesterday';

killAndRestartTest(
  'alert check killed mid-delivery',
  'is retried after a restart and tells each recipient once',
  { dataDirPrefix: 'shelfsight-alert-kill-', holdEnv: { SHELFSIGHT_TEST_HOLD_ALERT_DELIVERY: FIRING } },
  async ({ dataDir, held }) => {
    await logged(held, HOLD_MESSAGE);
    // The first recipient has had the in-app message and the mail; the second not yet.
    expect(await mailsAbout(dataDir, FIRING)).toHaveLength(1);

    const server = await restartAfterKill(held, dataDir);
    const { token: admin, acme } = await signedInAtAcme(server);
    const productManager = await signedIn(server, 'pm@acme.test');
    const alert = await waitForRetried(server, 'the retried check to finish', async () => {
      const alerts = await call<Alert[]>(server, admin, `/api/customer/${acme}/alerts`);
      const firing = alerts.find((entry) => entry.subject === FIRING);
      return firing?.lastCheckStatus === 'RAISED' ? firing : undefined;
    });
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
  },
);
