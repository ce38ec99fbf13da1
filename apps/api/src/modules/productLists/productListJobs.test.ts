import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ProductList, ProductListUpload } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';
import { PRODUCT_LIST_UPLOAD_JOB } from './productListJobs';

const JOBS_ENV = { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: JOBS_ENV });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

function csvForm(text: string) {
  const data = new FormData();
  data.append('file', new Blob([text.padEnd(120, '\n')], { type: 'text/csv' }), 'jobs.csv');
  return data;
}

describe('product list upload as a job', () => {
  it('answers PROCESSING_PENDING at once; the job processes it; the file is removed', async () => {
    const list: ProductList = (await call('pm@acme.test', 'POST', 'product-lists/create', { name: 'Queued' })).json();
    const response = await call(
      'pm@acme.test',
      'POST',
      `product-lists/${list.id}/upload`,
      csvForm('Product name,GTIN\nJob product,4006381333979\nSecond,4006381333986\n'),
    );
    const upload: ProductListUpload = response.json();
    expect(upload.status).toBe('PROCESSING_PENDING');
    await t.app.jobs.settled(PRODUCT_LIST_UPLOAD_JOB, 30_000);
    const done = (await call('pm@acme.test', 'GET', 'products-v2/status')).json();
    expect(done.data).toEqual({
      status: 'PROCESSING_SUCCESS',
      fileUploadStatus: 'PROCESSING_SUCCESS',
      productListId: list.id,
      message: null,
      problems: [],
    });
    const shown: ProductList = (await call('pm@acme.test', 'GET', `product-lists/${list.id}`)).json();
    expect(shown).toMatchObject({ productCount: 2, loadingIsActive: false, fileUploadStatus: 'PROCESSING_SUCCESS' });
    expect(shown.processedDate).not.toBeNull();
    const dir = path.join(t.config.dataDir, 'files', 'product-lists');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
