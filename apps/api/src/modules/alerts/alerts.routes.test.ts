import type { Alert, AlertCheck, AlertInput } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, apiCaller, demoCustomers, demoUserIds, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
const ids: Record<string, number> = {};

// The system admin is only a user of another customer to name as a recipient.
const SIGNED_IN = ['admin@acme.test', 'analyst@acme.test', 'readonly@acme.test'];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  ({ acme, brandco } = await demoCustomers(t.app));
  Object.assign(ids, await demoUserIds(t.app, [...SIGNED_IN, 'sysadmin@shelfsight.test']));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const input = (): AlertInput => ({
  subject: 'Availability below 90 %',
  metricId: 2,
  threshold: 90,
  thresholdCondition: '<',
  recipientIds: [ids['analyst@acme.test'] ?? 0],
  filterSet: { retailers: [] },
  alertSettings: {
    channels: [{ type: 'WEBHOOK', url: 'https://hooks.example.com/shelf', secret: 'a-secret-of-sixteen+' }],
  },
});

async function created(email = 'admin@acme.test', body: AlertInput = input()) {
  const response = await call(email, 'POST', 'alert/create', body);
  expect(response.statusCode).toBe(201);
  return response.json<Alert>();
}

describe('alerts routes', () => {
  it('creates an alert with the defaults of spec 2 §9, never answering a secret', async () => {
    const alert = await created();
    expect(alert).toMatchObject({
      type: 'TOTAL',
      isActive: true,
      datePreset: '1d',
      thresholdCondition: '<',
      thresholdModerator: 'IS',
      comparedTo: 'EXACT_VALUE',
      notificationMethods: ['T', 'E'],
      ownerUserId: ids['admin@acme.test'],
      owner: { id: ids['admin@acme.test'], name: expect.any(String) },
      lastCheckStatus: null,
      lastAlertRaised: null,
      isOwnedByMe: true,
      isRecipient: false,
      alertSettings: { trendPeriods: 1, rearm: true, channels: [{ type: 'WEBHOOK', hasSecret: true }] },
    });
    expect(JSON.stringify(alert)).not.toContain('a-secret-of-sixteen+');
  });

  it('lists what I own and what I receive, apart or together', async () => {
    const alert = await created();
    const owned = (await call('admin@acme.test', 'GET', 'alerts?list=owned')).json<Alert[]>();
    expect(owned.map((entry) => entry.id)).toContain(alert.id);
    const received = (await call('analyst@acme.test', 'GET', 'alerts?list=recipient')).json<Alert[]>();
    expect(received.find((entry) => entry.id === alert.id)).toMatchObject({ isRecipient: true, isOwnedByMe: false });
    expect((await call('analyst@acme.test', 'GET', 'alerts?list=owned')).json<Alert[]>()).toEqual([]);
    const all = await call('analyst@acme.test', 'GET', 'alerts');
    expect(all.json<Alert[]>().map((entry) => entry.id)).toContain(alert.id);
    expect((await call('analyst@acme.test', 'GET', `alert/${alert.id}`)).statusCode).toBe(200);
    expect((await call('admin@acme.test', 'GET', 'alerts?list=mine')).statusCode).toBe(400);
  });

  it('replaces an alert (owner), keeping a channel secret sent without it, and refuses others', async () => {
    const alert = await created();
    const changed = {
      ...input(),
      subject: 'Stock watch',
      alertSettings: { channels: [{ type: 'WEBHOOK' as const, url: 'https://hooks.example.com/shelf' }] },
    };
    const response = await call('admin@acme.test', 'PATCH', `alert/${alert.id}`, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json<Alert>()).toMatchObject({
      subject: 'Stock watch',
      alertSettings: { channels: [{ hasSecret: true }] },
    });
    const otherUrl = {
      ...changed,
      alertSettings: { channels: [{ type: 'WEBHOOK' as const, url: 'https://other.example.com/' }] },
    };
    const refused = await call('admin@acme.test', 'PATCH', `alert/${alert.id}`, otherUrl);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { 'alertSettings.channels.0.secret': expect.any(String) } });
    expect((await call('analyst@acme.test', 'PATCH', `alert/${alert.id}`, changed)).statusCode).toBe(403);
  });

  it('refuses channel hosts written as IPv6 forms of private addresses, naming the field', async () => {
    for (const url of [
      'http://[::127.0.0.1]:8080/hook',
      'http://[::7f00:1]/hook',
      'http://[::ffff:7f00:1]/hook',
      'http://[0:0:0:0:0:ffff:169.254.169.254]/latest/meta-data',
      'http://[2002:a00:1::]/hook',
    ]) {
      const response = await call('admin@acme.test', 'POST', 'alert/create', {
        ...input(),
        alertSettings: { channels: [{ type: 'SLACK', url }] },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toMatchObject({
        fields: { 'alertSettings.channels.0.url': expect.stringMatching(/public address/) },
      });
    }
  });

  it('names the field of bad input', async () => {
    const missing = await call('admin@acme.test', 'POST', 'alert/create', { ...input(), threshold: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { threshold: expect.any(String) } });
    const preset = await call('admin@acme.test', 'POST', 'alert/create', { ...input(), datePreset: 'soon' });
    expect(preset.json()).toMatchObject({ fields: { datePreset: expect.any(String) } });
    const metric = await call('admin@acme.test', 'POST', 'alert/create', { ...input(), metricId: 999_999 });
    expect(metric.statusCode).toBe(422);
    expect(metric.json()).toMatchObject({ fields: { metricId: 'Unknown metric.' } });
    const stranger = await call('admin@acme.test', 'POST', 'alert/create', {
      ...input(),
      recipientIds: [ids['sysadmin@shelfsight.test'] ?? 0],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toMatchObject({ fields: { recipientIds: expect.any(String) } });
    const perItem = await call('admin@acme.test', 'POST', 'alert/create', { ...input(), type: 'PER_ITEM' });
    expect(perItem.json()).toMatchObject({ fields: { dimensionId: expect.any(String) } });
    const filter = await call('admin@acme.test', 'POST', 'alert/create', {
      ...input(),
      filterSet: { savedFilterIds: [2_000_000] },
    });
    expect(filter.statusCode).toBe(422);
    expect(filter.json()).toMatchObject({ fields: { 'filterSet.savedFilterIds.0': 'Unknown saved filter.' } });
    expect((await call('admin@acme.test', 'GET', 'alert/0')).statusCode).toBe(400);
    expect((await call('admin@acme.test', 'GET', 'alert/2000000')).statusCode).toBe(404);
  });

  it('copies an alert as an inactive one of mine', async () => {
    const alert = await created();
    const response = await call('analyst@acme.test', 'POST', `alert/${alert.id}/copy`);
    expect(response.statusCode).toBe(201);
    const copy = response.json<Alert>();
    expect(copy).toMatchObject({
      subject: `Copy of ${alert.subject}`,
      isActive: false,
      ownerUserId: ids['analyst@acme.test'],
      // A recipient does not get the owner's webhook secret, so the webhook is left out.
      alertSettings: { channels: [] },
    });
    const mine = (await call('admin@acme.test', 'POST', `alert/${alert.id}/copy`)).json<Alert>();
    expect(mine.alertSettings.channels).toEqual([
      { type: 'WEBHOOK', url: 'https://hooks.example.com/shelf', hasSecret: true },
    ]);
  });

  it('checks now (owner), once per period and state of the facts, and lists the checks', async () => {
    const alert = await created('admin@acme.test', { ...input(), alertSettings: {} });
    const response = await call('admin@acme.test', 'POST', `alert/${alert.id}/check`);
    expect(response.statusCode).toBe(200);
    // No facts for yesterday: no value, so the rule is not met.
    const check = response.json<AlertCheck>();
    expect(check).toMatchObject({ alertId: alert.id, status: 'OK', conditionMet: false });
    const again = (await call('admin@acme.test', 'POST', `alert/${alert.id}/check`)).json<AlertCheck>();
    expect(again.id).toBe(check.id);
    const checks = await call('analyst@acme.test', 'GET', `alert/${alert.id}/checks`);
    expect(checks.json<AlertCheck[]>().map((entry) => entry.id)).toEqual([check.id]);
    expect((await call('admin@acme.test', 'GET', `alert/${alert.id}`)).json<Alert>().lastCheckStatus).toBe('OK');
    expect((await call('analyst@acme.test', 'POST', `alert/${alert.id}/check`)).statusCode).toBe(403);
    // A check still running (another period, claimed by a sweep) is not listed until it has ended.
    await t.app.db.execute(sql`INSERT INTO alert_checks (customer_id, alert_id, period_from, period_to, facts_version,
      status) VALUES (${acme}, ${alert.id}, '2020-01-01', '2020-01-01', 'running', 'RUNNING')`);
    const listed = (await call('admin@acme.test', 'GET', `alert/${alert.id}/checks`)).json<AlertCheck[]>();
    expect(listed.map((entry) => entry.id)).toEqual([check.id]);
  });

  it('deletes an alert (owner only)', async () => {
    const alert = await created();
    expect((await call('analyst@acme.test', 'DELETE', `alert/${alert.id}`)).statusCode).toBe(403);
    expect((await call('admin@acme.test', 'DELETE', `alert/${alert.id}`)).statusCode).toBe(204);
    expect((await call('admin@acme.test', 'GET', `alert/${alert.id}`)).statusCode).toBe(404);
  });

  it('refuses read-only users every write', async () => {
    const alert = await created();
    const user = 'readonly@acme.test';
    expect((await call(user, 'GET', 'alerts')).statusCode).toBe(200);
    expect((await call(user, 'POST', 'alert/create', input())).statusCode).toBe(403);
    expect((await call(user, 'PATCH', `alert/${alert.id}`, input())).statusCode).toBe(403);
    expect((await call(user, 'DELETE', `alert/${alert.id}`)).statusCode).toBe(403);
    expect((await call(user, 'POST', `alert/${alert.id}/copy`)).statusCode).toBe(403);
    expect((await call(user, 'POST', `alert/${alert.id}/check`)).statusCode).toBe(403);
  });

  it('refuses a user of another customer on every route', async () => {
    // The analyst belongs to Acme only; Brandco's alert is out of their reach.
    const alert = await created('admin@acme.test', { ...input(), recipientIds: [] });
    const theirs = await call('admin@acme.test', 'POST', 'alert/create', { ...input(), recipientIds: [] }, brandco);
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json<Alert>().id;
    const paths: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', 'alerts'],
      ['POST', 'alert/create', input()],
      ['GET', `alert/${id}`],
      ['PATCH', `alert/${id}`, input()],
      ['DELETE', `alert/${id}`],
      ['POST', `alert/${id}/copy`],
      ['POST', `alert/${id}/check`],
      ['GET', `alert/${id}/checks`],
    ];
    for (const [method, path, body] of paths) {
      expect((await call('analyst@acme.test', method, path, body, brandco)).statusCode, `${method} ${path}`).toBe(403);
    }
    // An alert of Acme is not found under Brandco.
    expect((await call('admin@acme.test', 'GET', `alert/${alert.id}`, undefined, brandco)).statusCode).toBe(404);
  });
});
