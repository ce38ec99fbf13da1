import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildPath, type ProductList, type ProductListUpload, productListPaths } from '@shelfsight/contracts';
import { expect } from 'vitest';
import {
  waitFor,
  call,
  killAndRestartTest,
  logged,
  NO_MARKET_DATA,
  restartAfterKill,
  signedIn,
  signedInAtAcme,
  stopGracefully,
  waitForRetried,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR: an upload is accepted and its job taken, then
// held before the file is read. Killed there, restarted: the job is still queued and is retried, the list ends
// processed with the file's products, and the uploaded file is removed.
const HOLD_MESSAGE = 'holding the product list upload before it runs';

killAndRestartTest(
  'product list upload killed with kill -9',
  'is processed after a restart: the list has its products, the file is gone',
  {
    dataDirPrefix: 'shelfsight-product-list-kill-',
    holdEnv: { SHELFSIGHT_TEST_HOLD_PRODUCT_LIST_UPLOAD: '1' },
    env: NO_MARKET_DATA,
  },
  async ({ dataDir, held }) => {
    const { token, acme } = await signedInAtAcme(held, 'pm@acme.test');
    const list = await call<ProductList>(held, token, buildPath(productListPaths.create, { customerId: acme }), {
      method: 'POST',
      body: JSON.stringify({ name: 'Killed upload' }),
    });
    const form = new FormData();
    const file = 'Product name,GTIN\nKill toaster,4006381333931\nKill kettle,4006381333948\n'.padEnd(120, '\n');
    form.append('file', new Blob([file], { type: 'text/csv' }), 'kill.csv');
    // Multipart, so not through `call`, which sends JSON.
    const response = await fetch(
      `${held.baseUrl}${buildPath(productListPaths.upload, { customerId: acme, id: list.id })}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      },
    );
    const upload = (await response.json()) as ProductListUpload;
    expect(upload.status).toBe('PROCESSING_PENDING');
    await logged(held, HOLD_MESSAGE);

    const server = await restartAfterKill(held, dataDir, NO_MARKET_DATA);
    const again = await signedIn(server, 'pm@acme.test');
    const statusUrl = buildPath(productListPaths.status, { customerId: acme });
    const done = await waitForRetried(server, 'the retried upload to finish', async () => {
      const { data } = await call<{ data: { status: string | null } }>(server, again, statusUrl);
      return data.status !== 'PROCESSING' ? data : undefined;
    });
    expect(done.status).toBe('PROCESSING_SUCCESS');
    const shown = await call<ProductList>(
      server,
      again,
      buildPath(productListPaths.productList, { customerId: acme, id: list.id }),
    );
    expect(shown.productCount).toBe(2);
    // The file goes once the list is written: wait for it rather than race the job's last step.
    const waiting = path.join(dataDir, 'files', 'product-lists');
    await waitFor(
      'the processed file to be removed',
      async () => ((await readdir(waiting)).length === 0 ? true : undefined),
      { server },
    );
    await stopGracefully(server);
  },
);
