import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildPath, type Dataset, datasetPaths, dimensionByCode, metricByCode } from '@shelfsight/contracts';
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
  waitFor,
  waitForRetried,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR: a dataset's build is held once its first
// rows are in the partial file. Killed there, restarted: the job is retried, the build starts over and
// the dataset ends done with one file and one mail.
const SUBJECT = 'Dataset killed while building';
const HOLD_MESSAGE = 'holding the dataset build after its first rows';
const DEMO_DATASET = 'Weekly availability and price by retailer';

killAndRestartTest(
  'dataset build killed with kill -9',
  'is built again after a restart: done, one file, one mail',
  { dataDirPrefix: 'shelfsight-dataset-kill-', holdEnv: { SHELFSIGHT_TEST_HOLD_DATASET_BUILD: SUBJECT } },
  async ({ dataDir, held }) => {
    const { token: admin, acme } = await signedInAtAcme(held);
    const listOn = (server: ServerProcess, token: string) =>
      call<Dataset[]>(server, token, buildPath(datasetPaths.datasets, { customerId: acme }));
    // The demo dataset is built once the demo facts have loaded: then there are rows to hold after.
    const demo = await waitFor(
      'the demo dataset to be built',
      async () => (await listOn(held, admin)).find((one) => one.subject === DEMO_DATASET && one.status === 'D'),
      { server: held },
    );
    const made = await call<Dataset>(held, admin, buildPath(datasetPaths.datasetCreate, { customerId: acme }), {
      method: 'POST',
      body: JSON.stringify({
        subject: SUBJECT,
        metricIds: [metricByCode('PRICE_SELL')?.id],
        dimensionIds: [dimensionByCode('PRODUCT')?.id, dimensionByCode('RETAILER')?.id],
        dateGrouping: 'DAY',
        fromDate: demo.fromDate,
        toDate: demo.toDate,
        recipientIds: [demo.ownerUserId],
      }),
    });
    await logged(held, HOLD_MESSAGE);
    const building = await call<Dataset>(
      held,
      admin,
      buildPath(datasetPaths.dataset, { customerId: acme, id: made.id }),
    );
    expect(building).toMatchObject({ status: 'R', filename: null });
    expect(building.rowsWritten).toBeGreaterThan(0);
    expect(building.rowsWritten).toBeLessThan(building.rowsTotal ?? 0);
    const folder = path.join(dataDir, 'files', 'datasets', String(acme));
    const ours = async () => (await readdir(folder)).filter((name) => name.startsWith(`${made.id}-`));
    expect(await ours()).toEqual([`${made.id}-${SUBJECT}.csv.part`]);

    const server = await restartAfterKill(held, dataDir);
    const again = await signedIn(server, 'admin@acme.test');
    const done = await waitForRetried(server, 'the retried build to finish', async () => {
      const found = await call<Dataset>(
        server,
        again,
        buildPath(datasetPaths.dataset, { customerId: acme, id: made.id }),
      );
      return found.status === 'D' || found.status === 'F' ? found : undefined;
    });
    expect(done).toMatchObject({ status: 'D', error: null, progress: 100, filename: `${SUBJECT}.csv` });
    expect(done.rowsWritten).toBe(building.rowsTotal);
    expect(await ours()).toEqual([`${made.id}-${SUBJECT}.csv`]);
    const mails = await waitFor('the mail', async () => {
      const found = await mailsAbout(dataDir, SUBJECT);
      return found.length > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    await stopGracefully(server);
    expect(await mailsAbout(dataDir, SUBJECT)).toHaveLength(1);
  },
);
