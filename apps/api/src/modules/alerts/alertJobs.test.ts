import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, type Alert, type AlertCheck, type AlertInput, todayInZone } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEml } from '../../test/eml';
import { ingestFixture, type IngestFixture } from '../../test/ingestFixture';
import { ALERT_CHECK_JOB, ALERT_SWEEP_QUEUES } from './alertJobs';

const JOBS_ENV = { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };
/** The receivers of these tests listen on 127.0.0.1, which the default policy refuses. */
const LOCAL_RECEIVER_ENV = { ...JOBS_ENV, ALERT_CHANNELS_ALLOW_PRIVATE: 'on' };
const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating,promotion';
const SECRET = 'shelf-webhook-secret-1';

/** Yesterday's stock at both retailers: the kettle at amazon-de always in stock, the toaster at otto-de as given. */
const stockFile = (toasterInStock: boolean) =>
  [
    HEADER,
    `${addDays(todayInZone(), -1)},amazon-de,4006381333931,true,true,19.99,,EUR,10,4.5,`,
    `${addDays(todayInZone(), -1)},otto-de,4006381333948,true,${toasterInStock},29.99,,EUR,5,4.0,`,
  ].join('\n');

/** A local port nothing listens on: a connection to it is refused. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** No sweep of alerts nor single check waits or runs. */
async function settled(fixture: IngestFixture) {
  for (const queue of ALERT_SWEEP_QUEUES) await fixture.t.app.jobs.settled(queue);
  await fixture.t.app.jobs.settled(ALERT_CHECK_JOB);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function harness(fixture: () => IngestFixture) {
  const f = () => fixture();
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, email = 'admin@acme.test') =>
    f().t.app.inject({
      method,
      url: `/api/customer/${f().acme}/${path}`,
      headers: { authorization: `Bearer ${f().tokens[email]}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const userId = async (email: string) =>
    (await f().t.app.db.execute<{ id: number }>(sql`select id from users where email = ${email}`)).rows[0]?.id ?? 0;
  const ingest = async (body: string) => {
    const response = await f().t.app.inject({
      method: 'POST',
      url: `/api/customer/${f().acme}/ingest?wait=true`,
      headers: { authorization: `Bearer ${f().tokens['admin@acme.test']}`, 'content-type': 'text/csv' },
      payload: body,
    });
    expect(response.json()).toMatchObject({ state: 'done' });
  };
  const checks = async (alertId: number) =>
    (await call('GET', `alert/${alertId}/checks`)).json<AlertCheck[]>().filter((check) => check.status !== undefined);
  /** Waits until the alert has `count` finished checks and the queue is idle. */
  const checked = async (alertId: number, count: number) => {
    const list = await until(
      () => checks(alertId),
      (found) => found.length >= count && found.every((check) => check.message !== null || check.status !== 'FAILED'),
    );
    await settled(f());
    return list;
  };
  const notifications = async (userIdValue: number, type: string) =>
    (
      await f().t.app.db.execute<{ title: string; body: string }>(
        sql`select title, body from notifications where customer_id = ${f().acme} and user_id = ${userIdValue} and type = ${type} order by id`,
      )
    ).rows;
  const outbox = async (subject: string) => {
    const files = await readdir(f().t.config.outboxDir).catch(() => [] as string[]);
    const texts = await Promise.all(files.map((file) => readFile(`${f().t.config.outboxDir}/${file}`, 'utf8')));
    return texts.filter((text) => text.includes(subject));
  };
  return { call, userId, ingest, checks, checked, notifications, outbox };
}

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
    const yesterday = addDays(todayInZone(), -1);
    const sentence = `The alert "Stock below 80 %" was raised: Availability fell below 80.0% on ${yesterday}.`;
    const recipientLink = `${f.t.config.publicUrl}/alerts/?list=recipient&id=${alert.id}`;
    expect(total?.body).toBe(
      [sentence, '', '- Availability: 50.0%', '', `Open the alert: ${recipientLink}`].join('\n'),
    );
    const perItemBody = mine.find((row) => row.title.includes('Out of stock by'))?.body ?? '';
    expect(perItemBody.split('\n').slice(0, 3)).toEqual([
      `The alert "Out of stock by retailer" was raised: Availability fell below 80.0% at 1 retailer on ${yesterday}.`,
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
      text: expect.stringContaining(`Availability fell below 80.0% on ${yesterday}.\n\n- Availability: 50.0%\n`),
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

describe('alert checks when the mail server is down', () => {
  let f: IngestFixture;
  const h = harness(() => f);

  beforeAll(async () => {
    f = await ingestFixture({ env: { ...JOBS_ENV, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  }, 120_000);
  afterAll(async () => {
    await f?.t.close();
  });

  it('retries the mail, then marks the check failed and tells the owner why; the in-app message went once', async () => {
    const owner = await h.userId('admin@acme.test');
    const analyst = await h.userId('analyst@acme.test');
    const alert = (
      await h.call('POST', 'alert/create', {
        subject: 'Stock alert by mail',
        metricId: 2,
        threshold: 80,
        thresholdCondition: '<',
        recipientIds: [analyst],
      })
    ).json<Alert>();
    await h.ingest(stockFile(false));
    const failed = await until(
      async () => (await h.call('GET', `alert/${alert.id}`)).json<Alert>(),
      (found) => found.lastCheckStatus === 'FAILED',
    );
    expect(failed.lastCheckMessage).toMatch(
      /^The alert's e-mail could not be sent after several tries: could not reach host 127\.0\.0\.1\.$/,
    );
    const [check] = await h.checks(alert.id);
    expect(check).toMatchObject({ status: 'FAILED', message: expect.stringMatching(/e-mail/) });
    const told = (await h.notifications(owner, 'ALERT_FAILED')).filter((row) => row.title.includes(alert.subject));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/e-mail could not be sent/);
    // Four tries, each one skipping the in-app message already delivered.
    expect((await h.notifications(analyst, 'ALERT')).filter((row) => row.title.includes(alert.subject))).toHaveLength(
      1,
    );
    // The job the load's failed check queued. The hourly sweep (at minute 5) may check the alert again while the test
    // runs and queue a job of its own, which fails the same way; it is not this retry's.
    const tries = await f.t.app.db.execute<{ retry_count: number; state: string }>(
      sql`select retry_count, state from pgboss.job where name = 'alert-check' and (data->>'alertId')::int = ${alert.id}
          order by created_on limit 1`,
    );
    expect(tries.rows).toEqual([{ retry_count: 3, state: 'failed' }]);
  }, 180_000);
});

describe('alert channels that point to a private address', () => {
  let f: IngestFixture;
  let receiver: Server;
  let calls = 0;
  const h = harness(() => f);

  beforeAll(async () => {
    // The default policy: only public addresses.
    f = await ingestFixture({ env: JOBS_ENV });
    receiver = createServer((_request, response) => {
      calls += 1;
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  }, 120_000);
  afterAll(async () => {
    receiver?.close();
    await f?.t.close();
  });

  it('refuses a literal private host when the alert is written, naming the field', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const body = {
      subject: 'Stock to an internal hook',
      metricId: 2,
      threshold: 80,
      thresholdCondition: '<',
      alertSettings: {
        channels: [
          { type: 'SLACK', url: 'https://hooks.slack.example.com/services/T0' },
          { type: 'TEAMS', url },
        ],
      },
    };
    const refused = await h.call('POST', 'alert/create', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      fields: { 'alertSettings.channels.1.url': expect.stringMatching(/public/) },
    });
    const metadata = await h.call('POST', 'alert/create', {
      ...body,
      alertSettings: { channels: [{ type: 'SLACK', url: 'http://169.254.169.254/latest/meta-data' }] },
    });
    expect(metadata.json()).toMatchObject({ fields: { 'alertSettings.channels.0.url': expect.any(String) } });
    const alert = (await h.call('POST', 'alert/create', { ...body, alertSettings: {} })).json<Alert>();
    const patched = await h.call('PATCH', `alert/${alert.id}`, {
      ...body,
      alertSettings: { channels: [{ type: 'SLACK', url: 'http://localhost:8080/hook' }] },
    });
    expect(patched.statusCode).toBe(422);
    expect(patched.json()).toMatchObject({ fields: { 'alertSettings.channels.0.url': expect.any(String) } });
  });

  it('does not call a private host at send time: the check names it, the owner is told once', async () => {
    const owner = await h.userId('admin@acme.test');
    const alert = (
      await h.call('POST', 'alert/create', {
        subject: 'Stock to a hook gone private',
        metricId: 2,
        threshold: 80,
        thresholdCondition: '<',
        notificationMethods: ['T'],
        alertSettings: { channels: [{ type: 'SLACK', url: 'https://hooks.slack.example.com/services/T0' }] },
      })
    ).json<Alert>();
    // Written before hosts were checked (or a name that now resolves privately): only the send-time check stands.
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await f.t.app.db.execute(sql`update alerts set alert_settings = jsonb_set(alert_settings, '{channels}',
      ${JSON.stringify([{ type: 'SLACK', url }])}::jsonb) where id = ${alert.id}`);

    await h.ingest(stockFile(false));
    // The in-app message reached the owner, so the check is raised; the refused channel is named.
    const raisedAlert = await until(
      async () => (await h.call('GET', `alert/${alert.id}`)).json<Alert>(),
      (found) => found.lastCheckStatus === 'RAISED',
    );
    expect(raisedAlert.lastCheckMessage).toMatch(
      /SLACK channel \(alertSettings\.channels\.0\.url\): 127\.0\.0\.1 is a private/,
    );
    const [check] = await h.checks(alert.id);
    expect(check).toMatchObject({ status: 'RAISED', message: raisedAlert.lastCheckMessage });
    await settled(f);
    expect(calls).toBe(0);
    // The in-app message went; the refusal is not retried (one failure told, no check of its own queued).
    const raised = (await h.notifications(owner, 'ALERT')).filter((row) => row.title.includes(alert.subject));
    expect(raised).toHaveLength(1);
    // The owner's link opens the form.
    expect(raised[0]?.body).toContain(`/alerts/edit/?id=${alert.id}`);
    const told = (await h.notifications(owner, 'ALERT_CHANNEL_FAILED')).filter((row) =>
      row.title.includes(alert.subject),
    );
    expect(told).toHaveLength(1);
    // The job the load's failed check queued. The hourly sweep (at minute 5) may check the alert again while the test
    // runs and queue a job of its own, which fails the same way; it is not this retry's.
    const tries = await f.t.app.db.execute<{ retry_count: number; state: string }>(
      sql`select retry_count, state from pgboss.job where name = 'alert-check' and (data->>'alertId')::int = ${alert.id}
          order by created_on limit 1`,
    );
    expect(tries.rows).toEqual([]);
  }, 180_000);
});
