import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** What this test reads of a stored cluster. */
interface StoredCluster {
  name: string;
  type: string;
  active: boolean;
  isDraft: boolean;
  entities: unknown[];
  conditions: { sequenceNumber: number; operator: string; value: string }[];
}

/** The customer's clusters as the API answers them to a fresh sign-in of the same user. */
async function clustersFromApi(baseUrl: string, customerId: string): Promise<StoredCluster[]> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${baseUrl}/api/customer/${customerId}/visibility-cluster`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as StoredCluster[];
}

describe('visibility clusters in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test create a conditional cluster, see it listed and read it back from the API', async () => {
    const name = `Shampoo or dry ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Visibility clusters', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/settings/visibility-clusters/');
    await page.getByRole('heading', { name: 'Visibility clusters' }).waitFor();

    await page.getByRole('button', { name: 'Create cluster' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create visibility cluster' });
    await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await drawer.getByRole('radio', { name: 'Conditional selection' }).check();
    await drawer.getByRole('textbox', { name: 'Text of condition 1' }).fill('shampoo');
    await drawer.getByRole('button', { name: 'Add condition' }).click();
    await drawer.getByLabel('Operator of condition 2').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="OR"]').click();
    await drawer.getByRole('textbox', { name: 'Text of condition 2' }).fill('dry');
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/visibility-cluster'),
    );
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(201);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Conditional selection').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    const customerId = /\/api\/customer\/([^/]+)\//.exec(response.url())?.[1] ?? '';
    const stored = (await clustersFromApi(inject('baseUrl'), customerId)).find((cluster) => cluster.name === name);
    expect(stored).toMatchObject({
      type: 'CONDITIONAL',
      active: true,
      isDraft: false,
      entities: [],
      conditions: [
        { sequenceNumber: expect.any(Number), operator: 'AND', value: 'shampoo' },
        { sequenceNumber: expect.any(Number), operator: 'OR', value: 'dry' },
      ],
    });
    expect(stored!.conditions[0]!.sequenceNumber).toBeLessThan(stored!.conditions[1]!.sequenceNumber);
  });
});
