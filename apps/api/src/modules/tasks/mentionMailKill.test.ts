import { buildPath, type LoginResponse, mentionMarker, taskPaths } from '@shelfsight/contracts';
import { expect } from 'vitest';
import { parseEml } from '../../test/eml';
import {
  call,
  killAndRestartTest,
  logged,
  NO_MARKET_DATA,
  mailsAbout,
  restartAfterKill,
  signedInAtAcme,
  stopGracefully,
  waitForRetried,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR: a comment mentioning a member is saved, and the
// job sending its mail is held before the mail. Killed there, restarted: the job is retried and the mail goes once.
const TITLE = 'Mention killed before its mail';
const HOLD_MESSAGE = 'holding the mention mail before it is sent';

killAndRestartTest(
  'mention mail killed before it was sent',
  'is retried after a restart: one mail',
  {
    dataDirPrefix: 'shelfsight-mention-kill-',
    holdEnv: { SHELFSIGHT_TEST_HOLD_MENTION_MAIL: TITLE },
    env: NO_MARKET_DATA,
  },
  async ({ dataDir, held }) => {
    const { token: analyst, acme } = await signedInAtAcme(held, 'analyst@acme.test');
    const signIn = await fetch(`${held.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'Demo-Password-1' }),
    });
    const adminId = ((await signIn.json()) as LoginResponse).user.id;
    const task = await call<{ data: { id: number } }>(
      held,
      analyst,
      buildPath(taskPaths.create, { customerId: acme }),
      {
        method: 'POST',
        body: JSON.stringify({ status: 'Open', title: TITLE }),
      },
    );
    await call(held, analyst, buildPath(taskPaths.comment, { customerId: acme, id: task.data.id }), {
      method: 'POST',
      body: JSON.stringify({ description: `${mentionMarker(adminId)} please check` }),
    });
    await logged(held, HOLD_MESSAGE);
    expect(await mailsAbout(dataDir, TITLE)).toHaveLength(0);

    const server = await restartAfterKill(held, dataDir, NO_MARKET_DATA);
    const mails = await waitForRetried(server, 'the retried mention mail', async () => {
      const found = await mailsAbout(dataDir, TITLE);
      return found.length > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: admin@acme\.test$/m);
    expect((await parseEml(mails[0]!)).text).toContain(`/tasks/?task=${task.data.id}`);
    await stopGracefully(server);
  },
);
