import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import { signInOnce } from './support/signedIn';
import { outboxMails } from './support/outbox';

const HEADER = 'day,retailerId,productId,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating';

/** Yesterday on the server's clock (same machine): the period of a default (1d) alert. */
function yesterday(): string {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Every mail of the outbox whose subject or text mentions `text`, as its subject line and text. */
async function mailsWith(text: string): Promise<string[]> {
  return (await outboxMails(inject('dataDir')))
    .map((mail) => `Subject: ${mail.subject}\n\n${mail.text}`)
    .filter((mail) => mail.includes(text));
}

interface Check {
  status: 'OK' | 'RAISED' | 'FAILED';
  conditionMet: boolean;
  message: string | null;
}

describe('a raised alert in Chromium', () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi;

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    ({ api } = await customerApi());
  });

  const openBell = async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
  };
  const bellItems = (subject: string) => page.getByRole('listitem').filter({ hasText: `Alert: ${subject}` });

  it('creates an alert that fires on the demo data, checks it now, and finds it in the bell and the outbox', async () => {
    const subject = `Out of stock somewhere ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page.goto('/alerts/create/');
    await page.getByRole('heading', { name: 'Create alert' }).waitFor();
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    // As the demo's "A product went out of stock yesterday": availability below 100 % yesterday.
    for (const [label, option] of [
      ['Metric', 'Availability'],
      ['Condition', '<'],
    ]) {
      await page.getByLabel(label as string, { exact: true }).click();
      const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      await openList.locator(`.ant-select-item-option[title="${option}"]`).click();
      await expect.poll(() => openList.count()).toBe(0);
    }
    await page.getByLabel('Threshold', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/');

    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Availability < 100 %').waitFor();
    await row.getByRole('button', { name: `Check ${subject} now` }).click();
    await page.getByText(`"${subject}" raised.`).waitFor();
    await row.getByText('Raised', { exact: true }).waitFor();

    // The bell is live: the notification arrives without a reload, its body ends with the owner's link.
    await openBell();
    await bellItems(subject).first().waitFor();
    expect(await bellItems(subject).count()).toBe(1);
    await expect.poll(async () => (await mailsWith(subject)).length).toBe(1);
    const [mail] = await mailsWith(subject);
    expect(mail).toContain(`Shelfsight alert: ${subject}`);
    expect(mail).toMatch(/Availability: \d/);
    expect(mail).toMatch(/\/alerts\/edit\/\?id=\d+/);
    await page.keyboard.press('Escape');
  });

  it('re-arms over loads: raises, stays quiet while the rule holds, raises again once it has cleared', async () => {
    const subject = `One product out of stock ${Date.now().toString(36)}`;
    const [retailer] = await api<{ id: number }[]>('GET', 'dashboard/filter/retailers');
    const [product] = await api<{ id: number }[]>('GET', 'dashboard/filter/products');
    if (!retailer || !product) throw new Error('the demo customer tracks no retailer or product');
    const alert = await api<{ id: number }>('POST', 'alert/create', {
      subject,
      metricId: 2,
      threshold: 100,
      thresholdCondition: '<',
      notificationMethods: ['T'],
      filterSet: { retailers: [retailer.id], products: [product.id] },
    });
    const checks = () => api<Check[]>('GET', `alert/${alert.id}/checks`);
    /** One load of yesterday's stock of that product at that retailer; it is checked after the load. */
    const load = async (inStock: boolean, expected: Partial<Check>) => {
      const before = (await checks()).length;
      const csv = `${HEADER}\n${yesterday()},${retailer.id},${product.id},true,${inStock},19.99,,EUR,12,4.2\n`;
      expect(await api<{ state: string }>('POST', 'ingest?wait=true', csv, 'text/csv')).toMatchObject({
        state: 'done',
      });
      await expect.poll(async () => (await checks()).length, { timeout: 60_000, interval: 250 }).toBe(before + 1);
      expect((await checks())[0]).toMatchObject(expected);
    };

    await load(false, { status: 'RAISED', conditionMet: true });
    // The same stock again: the rule still holds, the raised alert stays quiet.
    await load(false, { status: 'OK', conditionMet: true });
    // First of the two loads: back in stock, the rule clears and the alert re-arms.
    await load(true, { status: 'OK', conditionMet: false });
    // Second: out of stock again, the rule holds again and the alert raises again.
    await load(false, { status: 'RAISED', conditionMet: true });

    await page.goto(`/alerts/?id=${alert.id}`);
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Raised', { exact: true }).waitFor();
    expect(await row.getAttribute('aria-current')).toBe('true');
    await openBell();
    await bellItems(subject).first().waitFor();
    // Two raises, two notifications: none for the load where the rule only held, none for the clearing one.
    expect(await bellItems(subject).count()).toBe(2);
  });
});
