import { readdir, readFile } from 'node:fs/promises';
import { addDays, type Alert, type AlertCheck, todayInZone } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestFixture, type IngestFixture } from '../../test/ingestFixture';
import { ALERT_CHECK_JOB, ALERT_SWEEP_QUEUES } from './alertJobs';
import { createAlertLocks } from './alertLock';

const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating,promotion';
const SUBJECT = 'Stock below 80 % (met at once)';
const CHECKS_NOW = 4;

/** A load's sweep and "check now" (several times) of one alert at once: one check, each message once. */
describe('checks of one alert started together', () => {
  let f: IngestFixture;

  beforeAll(async () => {
    f = await ingestFixture({ env: { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' } });
  }, 120_000);
  afterAll(async () => {
    await f?.t.close();
  });

  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    f.t.app.inject({
      method,
      url: `/api/customer/${f.acme}/${path}`,
      headers: { authorization: `Bearer ${f.tokens['admin@acme.test']}` },
      ...(payload ? { payload } : {}),
    });

  it('runs them one after the other: the later ones answer the first one’s check and send nothing', async () => {
    const analyst = (
      await f.t.app.db.execute<{ id: number }>(sql`select id from users where email = 'analyst@acme.test'`)
    ).rows[0]?.id;
    const alert = (
      await call('POST', 'alert/create', {
        subject: SUBJECT,
        metricId: 2,
        threshold: 80,
        thresholdCondition: '<',
        recipientIds: [analyst],
        notificationMethods: ['T', 'E'],
      })
    ).json<Alert>();
    const day = addDays(todayInZone(), -1);
    const load = await f.t.app.inject({
      method: 'POST',
      url: `/api/customer/${f.acme}/ingest?wait=true`,
      headers: { authorization: `Bearer ${f.tokens['admin@acme.test']}`, 'content-type': 'text/csv' },
      payload: [
        HEADER,
        `${day},amazon-de,4006381333931,true,true,19.99,,EUR,10,4.5,`,
        `${day},otto-de,4006381333948,true,false,29.99,,EUR,5,4.0,`,
      ].join('\n'),
    });
    expect(load.json()).toMatchObject({ state: 'done' });
    // The load has queued its sweep; "check now" is asked several times while it is picked up.
    const answers = await Promise.all(
      Array.from({ length: CHECKS_NOW }, () => call('POST', `alert/${alert.id}/check`)),
    );
    for (const queue of ALERT_SWEEP_QUEUES) await f.t.app.jobs.settled(queue);
    await f.t.app.jobs.settled(ALERT_CHECK_JOB);

    const checks = answers.map((answer) => answer.json<AlertCheck>());
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(CHECKS_NOW).fill(200));
    expect(new Set(checks.map((check) => check.id)).size).toBe(1);
    expect(checks[0]).toMatchObject({ status: 'RAISED', conditionMet: true });
    const stored = await f.t.app.db.execute<{ status: string }>(
      sql`select status from alert_checks where alert_id = ${alert.id}`,
    );
    expect(stored.rows).toEqual([{ status: 'RAISED' }]);
    const told = await f.t.app.db.execute<{ type: string }>(
      sql`select type from notifications where customer_id = ${f.acme} and title like ${`%${SUBJECT}%`}`,
    );
    expect(told.rows).toEqual([{ type: 'ALERT' }]);
    const files = await readdir(f.t.config.outboxDir).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((file) => readFile(`${f.t.config.outboxDir}/${file}`, 'utf8')));
    expect(mails.filter((text) => text.includes(SUBJECT))).toHaveLength(1);
    const after = (await call('GET', `alert/${alert.id}`)).json<Alert>();
    expect(after).toMatchObject({ lastCheckStatus: 'RAISED' });
  }, 120_000);

  it.runIf(inject('testDatabase').kind === 'pg')(
    'holds an alert across servers on PostgreSQL: a second server waits for the first one’s check',
    async () => {
      const first = createAlertLocks(f.t.app.database);
      const second = createAlertLocks(f.t.app.database);
      const events: string[] = [];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstStarted: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        firstStarted = resolve;
      });
      try {
        const one = first.serialize(7001, async () => {
          events.push('first starts');
          firstStarted();
          await held;
          events.push('first ends');
        });
        await started;
        const two = second.serialize(7001, async () => {
          events.push('second starts');
        });
        // Another alert is not held up.
        await second.serialize(7002, async () => {
          events.push('other alert');
        });
        release();
        await Promise.all([one, two]);
        expect(events).toEqual(['first starts', 'other alert', 'first ends', 'second starts']);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
