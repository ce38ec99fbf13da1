import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Alert } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestFixture, type IngestFixture } from '../../test/ingestFixture';
import { closedPort, harness, JOBS_ENV, settled, stockFile, until } from './alertJobsHarness';

// Alert checks whose delivery is refused: the mail server cannot be reached, or a channel points to a private address.

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
