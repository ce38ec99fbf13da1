import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, type Alert, type AlertCheck, type AlertInput, todayInZone } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEml } from '../../test/eml';
import { ingestFixture, type IngestFixture } from '../../test/ingestFixture';
import { closedPort, harness, LOCAL_RECEIVER_ENV, SECRET, settled, stockFile } from './alertJobsHarness';

describe('alert checks after loads', () => {
  let f: IngestFixture;
  let receiver: Server;
  const received: { body: string; signature: string | undefined }[] = [];
  const h = harness(() => f);

  beforeAll(async () => {
    f = await ingestFixture({ env: LOCAL_RECEIVER_ENV });
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/broken') return response.writeHead(500).end('Internal error at line 12');
        received.push({ body, signature: request.headers['x-shelfsight-signature'] as string | undefined });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  }, 120_000);
  afterAll(async () => {
    receiver?.close();
    await f?.t.close();
  });

  it('raises once, stays quiet while the rule holds, re-arms when it clears and raises again (re-arm over loads)', async () => {
    const analyst = await h.userId('analyst@acme.test');
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const body: AlertInput = {
      subject: 'Stock below 80 %',
      metricId: 2,
      threshold: 80,
      thresholdCondition: '<',
      recipientIds: [analyst],
      alertSettings: { channels: [{ type: 'WEBHOOK', url, secret: SECRET }] },
    };
    const alert = (await h.call('POST', 'alert/create', body)).json<Alert>();
    const perItem = (
      await h.call('POST', 'alert/create', {
        ...body,
        subject: 'Out of stock by retailer',
        type: 'PER_ITEM',
        dimensionId: 1,
        alertSettings: {},
        notificationMethods: ['T'],
      })
    ).json<Alert>();

    await h.ingest(stockFile(false));
    const [first] = await h.checked(alert.id, 1);
    expect(first).toMatchObject({ status: 'RAISED', conditionMet: true, values: [{ key: 'total', value: 50 }] });
    const [items] = await h.checked(perItem.id, 1);
    // Per item: only the retailer that crossed is named.
    expect(items).toMatchObject({ status: 'RAISED', values: [{ label: 'otto-de', value: 0 }] });
    // (The demo alerts of Acme are checked too; only these two are counted.)
    const mine = (await h.notifications(analyst, 'ALERT')).filter((row) =>
      /Stock below 80|Out of stock by/.test(row.title),
    );
    expect(mine).toHaveLength(2);
    // A recipient who is not the owner cannot open the form: their link highlights it in their list.
    // (The two alerts are checked side by side, in either order.)
    const total = mine.find((row) => row.title.includes('Stock below 80'));
    expect(total?.body).toContain(`/alerts/?list=recipient&id=${alert.id}`);
    expect(total?.body).not.toContain('/alerts/edit/');
    // In-app and mail read as sentences: the rule in words, the value in its unit (1 of the 2 items in stock: 50%).
    // The day as the screens write dates: 'Nov 27, 2026'.
    const yesterdayShown = new Date(`${addDays(todayInZone(), -1)}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const sentence = `The alert "Stock below 80 %" was raised: Availability fell below 80.0% on ${yesterdayShown}.`;
    const recipientLink = `${f.t.config.publicUrl}/alerts/?list=recipient&id=${alert.id}`;
    expect(total?.body).toBe(
      [sentence, '', '- Availability: 50.0%', '', `Open the alert: ${recipientLink}`].join('\n'),
    );
    const perItemBody = mine.find((row) => row.title.includes('Out of stock by'))?.body ?? '';
    expect(perItemBody.split('\n').slice(0, 3)).toEqual([
      `The alert "Out of stock by retailer" was raised: Availability fell below 80.0% at 1 retailer on ${yesterdayShown}.`,
      '',
      '- otto-de: 0.0%',
    ]);
    const [eml] = await h.outbox('Stock below 80');
    const mail = await parseEml(eml ?? '');
    expect(mail.text).toBe(total?.body);
    expect(mail.html).toContain(`<p>${sentence.replaceAll('"', '&quot;')}</p>`);
    expect(mail.html).toContain('<ul><li>Availability: 50.0%</li></ul>');
    expect(mail.html).toContain(`<a href="${recipientLink.replaceAll('&', '&amp;')}">Open the alert</a>`);
    expect(await h.outbox('Stock below 80')).toHaveLength(1);
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook?.signature).toBe(
      `sha256=${createHmac('sha256', SECRET)
        .update(hook?.body ?? '')
        .digest('hex')}`,
    );
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
      event: 'alert.raised',
      alert: { id: alert.id },
      link: expect.stringMatching(new RegExp(`/alerts/\\?id=${alert.id}$`)),
      text: expect.stringContaining(`Availability fell below 80.0% on ${yesterdayShown}.\n\n- Availability: 50.0%\n`),
    });

    // The same stock loaded again: the rule still holds, but the raised alert is not re-armed.
    await h.ingest(stockFile(false));
    const second = await h.checked(alert.id, 2);
    expect(second[0]).toMatchObject({ status: 'OK', conditionMet: true });
    // Back in stock: the rule clears and the alert re-arms; out of stock again raises again.
    await h.ingest(stockFile(true));
    expect((await h.checked(alert.id, 3))[0]).toMatchObject({ status: 'OK', conditionMet: false });
    await h.ingest(stockFile(false));
    expect((await h.checked(alert.id, 4))[0]).toMatchObject({ status: 'RAISED', conditionMet: true });

    const raisedFor = (await h.notifications(analyst, 'ALERT')).filter((row) => row.title.includes('Stock below 80'));
    expect(raisedFor).toHaveLength(2);
    expect(await h.outbox('Stock below 80')).toHaveLength(2);
    expect(received).toHaveLength(2);
    const listed = (await h.call('GET', `alert/${alert.id}`)).json<Alert>();
    expect(listed).toMatchObject({ lastCheckStatus: 'RAISED', lastAlertRaised: expect.any(String) });
  }, 180_000);
  it('names a channel it could not reach or that failed, tells the owner, and still calls the other channels', async () => {
    await h.ingest(stockFile(false));
    await settled(f);
    const owner = await h.userId('admin@acme.test');
    const local = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const subject = 'Stock to a closed port';
    const alert = (
      await h.call('POST', 'alert/create', {
        subject,
        metricId: 2,
        threshold: 80,
        thresholdCondition: '<',
        notificationMethods: ['T'],
        alertSettings: {
          channels: [
            { type: 'SLACK', url: `http://127.0.0.1:${await closedPort()}/hook` },
            { type: 'TEAMS', url: `${local}/broken` },
            { type: 'WEBHOOK', url: `${local}/hook`, secret: SECRET },
          ],
        },
      })
    ).json<Alert>();
    const before = received.length;
    const check = (await h.call('POST', `alert/${alert.id}/check`)).json<AlertCheck>();
    const message =
      'The SLACK channel (alertSettings.channels.0.url): could not reach host 127.0.0.1. ' +
      'The TEAMS channel (alertSettings.channels.1.url): host 127.0.0.1 answered HTTP 500.';
    expect(check).toMatchObject({ status: 'RAISED', conditionMet: true, message });
    // The working channel was called all the same.
    expect(received.slice(before).map((hook) => JSON.parse(hook.body).alert?.id)).toEqual([alert.id]);
    expect((await h.call('GET', `alert/${alert.id}`)).json<Alert>()).toMatchObject({
      lastCheckStatus: 'RAISED',
      lastCheckMessage: message,
    });
    const told = (await h.notifications(owner, 'ALERT_CHANNEL_FAILED')).filter((row) => row.title.includes(subject));
    expect(told).toEqual([{ title: `Alert channel not reached: ${subject}`, body: message }]);
    expect((await h.notifications(owner, 'ALERT')).filter((row) => row.title.includes(subject))).toHaveLength(1);
  });

  it('fails the check when nothing reached anyone, naming the host', async () => {
    const owner = await h.userId('admin@acme.test');
    const subject = 'Stock to nowhere';
    const alert = (
      await h.call('POST', 'alert/create', {
        subject,
        metricId: 2,
        threshold: 80,
        thresholdCondition: '<',
        notificationMethods: [],
        alertSettings: { channels: [{ type: 'SLACK', url: `http://127.0.0.1:${await closedPort()}/hook` }] },
      })
    ).json<Alert>();
    const check = (await h.call('POST', `alert/${alert.id}/check`)).json<AlertCheck>();
    const message = 'The SLACK channel (alertSettings.channels.0.url): could not reach host 127.0.0.1.';
    expect(check).toMatchObject({ status: 'FAILED', message });
    const told = (await h.notifications(owner, 'ALERT_FAILED')).filter((row) => row.title.includes(subject));
    expect(told.map((row) => row.body)).toEqual([message]);
  });
});
