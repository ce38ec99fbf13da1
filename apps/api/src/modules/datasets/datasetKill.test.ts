import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildPath, type Dataset, datasetPaths, dimensionByCode, metricByCode } from '@shelfsight/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acmeCustomerId,
  call,
  cleanUpServers,
  FAST_JOBS_ENV,
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

// The real server on embedded databases in a temporary DATA_DIR: a dataset's build is held once its first
// rows are in the partial file. Killed there, restarted: the job is retried, the build starts over and
// the dataset ends done with one file and one mail.
const SUBJECT = 'Dataset killed while building';
const HOLD_MESSAGE = 'holding the dataset build after its first rows';
const DEMO_DATASET = 'Weekly availability and price by retailer';

afterAll(cleanUpServers);

describe.skipIf(process.platform !== 'linux')('dataset build killed with kill -9', () => {
  it('is built again after a restart: done, one file, one mail', async () => {
    const dataDir = await tempDataDir('shelfsight-dataset-kill-');
    const held = await startServer(dataDir, { ...FAST_JOBS_ENV, SHELFSIGHT_TEST_HOLD_DATASET_BUILD: SUBJECT });
    const admin = await signedIn(held, 'admin@acme.test');
    const acme = await acmeCustomerId(held, admin);
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
    await killHard(held);

    const server = await startServer(dataDir, FAST_JOBS_ENV);
    const again = await signedIn(server, 'admin@acme.test');
    const done = await waitFor(
      'the retried build to finish',
      async () => {
        const found = await call<Dataset>(
          server,
          again,
          buildPath(datasetPaths.dataset, { customerId: acme, id: made.id }),
        );
        return found.status === 'D' || found.status === 'F' ? found : undefined;
      },
      { server, retryErrors: true },
    );
    expect(server.output()).toContain('retrying jobs the previous server process left running');
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
  }, 400_000);
});
