import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, type AlertCheck, todayInZone } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { IngestFixture } from '../../test/ingestFixture';
import { ALERT_CHECK_JOB, ALERT_SWEEP_QUEUES } from './alertJobs';

// What the alert job tests share: the app's job settings, the stock file they load and calls on the fixture's app.

export const JOBS_ENV = { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };
/** The receivers of these tests listen on 127.0.0.1, which the default policy refuses. */
export const LOCAL_RECEIVER_ENV = { ...JOBS_ENV, ALERT_CHANNELS_ALLOW_PRIVATE: 'on' };
const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating,promotion';
export const SECRET = 'shelf-webhook-secret-1';

/** Yesterday's stock at both retailers: the kettle at amazon-de always in stock, the toaster at otto-de as given. */
export const stockFile = (toasterInStock: boolean) =>
  [
    HEADER,
    `${addDays(todayInZone(), -1)},amazon-de,4006381333931,true,true,19.99,,EUR,10,4.5,`,
    `${addDays(todayInZone(), -1)},otto-de,4006381333948,true,${toasterInStock},29.99,,EUR,5,4.0,`,
  ].join('\n');

/** A local port nothing listens on: a connection to it is refused. */
export async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** No sweep of alerts nor single check waits or runs. */
export async function settled(fixture: IngestFixture) {
  for (const queue of ALERT_SWEEP_QUEUES) await fixture.t.app.jobs.settled(queue);
  await fixture.t.app.jobs.settled(ALERT_CHECK_JOB);
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function harness(fixture: () => IngestFixture) {
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
