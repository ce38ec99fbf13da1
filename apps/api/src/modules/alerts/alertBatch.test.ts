import { addDays, type Alert, type AlertInput, todayInZone } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestFixture, type IngestFixture } from '../../test/ingestFixture';
import { ALERT_CHECK_JOB, ALERT_CHECKS_SCHEDULED_JOB } from './alertJobs';

const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating,promotion';
const ALERTS = 6;

/** After a load, a customer's alert checks are fetched together, yet each alert is told once. */
describe('alert checks in batches', () => {
  let f: IngestFixture;

  beforeAll(async () => {
    f = await ingestFixture({ env: { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' } });
  }, 120_000);
  afterAll(async () => {
    await f?.t.close();
  });

  const finished = async (ids: number[]) => {
    for (;;) {
      const { rows } = await f.t.app.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM alert_checks WHERE alert_id IN (SELECT value::int FROM
          jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) AND status <> 'RUNNING'`,
      );
      if (Number(rows[0]?.n) >= ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await f.t.app.jobs.settled(ALERT_CHECK_JOB);
  };
  const told = async () =>
    (
      await f.t.app.db.execute<{ title: string }>(
        sql`SELECT title FROM notifications WHERE customer_id = ${f.acme} AND type = 'ALERT' AND title LIKE '%Batch alert%' ORDER BY title`,
      )
    ).rows.map((row) => row.title);

  it('checks every alert of a load in one fetch and notifies each once, also when checked again', async () => {
    const ids: number[] = [];
    for (let index = 1; index <= ALERTS; index += 1) {
      const body: AlertInput = {
        subject: `Batch alert ${index}`,
        metricId: 2,
        threshold: 80 + index,
        thresholdCondition: '<',
        notificationMethods: ['T'],
      };
      ids.push(
        (
          await f.t.app.inject({
            method: 'POST',
            url: `/api/customer/${f.acme}/alert/create`,
            headers: { authorization: `Bearer ${f.tokens['admin@acme.test']}` },
            payload: body,
          })
        ).json<Alert>().id,
      );
    }
    const day = addDays(todayInZone(), -1);
    const ingest = await f.t.app.inject({
      method: 'POST',
      url: `/api/customer/${f.acme}/ingest?wait=true`,
      headers: { authorization: `Bearer ${f.tokens['admin@acme.test']}`, 'content-type': 'text/csv' },
      payload: [
        HEADER,
        `${day},amazon-de,4006381333931,true,true,19.99,,EUR,10,4.5,`,
        `${day},otto-de,4006381333948,true,false,29.99,,EUR,5,4.0,`,
      ].join('\n'),
    });
    expect(ingest.json()).toMatchObject({ state: 'done' });
    await finished(ids);

    // One fetch starts every check of the load (a job per poll would start each at its own time).
    const { rows } = await f.t.app.db.execute<{ fetches: number; jobs: number }>(
      sql`SELECT count(DISTINCT started_on)::int AS fetches, count(*)::int AS jobs FROM pgboss.job
        WHERE name = ${ALERT_CHECK_JOB} AND data->>'alertId' IN (SELECT value FROM
          jsonb_array_elements_text(${JSON.stringify(ids.map(String))}::jsonb))`,
    );
    expect(rows[0]).toEqual({ fetches: 1, jobs: ALERTS });
    const expected = ids.map((_, index) => `Batch alert ${index + 1}`);
    expect((await told()).map((title) => title.replace(/^.*(Batch alert \d+).*$/, '$1')).sort()).toEqual(
      expected.sort(),
    );

    // Checked again on the same facts (the hourly fan-out): nothing is told twice.
    await f.t.app.jobs.send(ALERT_CHECKS_SCHEDULED_JOB, {});
    await f.t.app.jobs.settled(ALERT_CHECKS_SCHEDULED_JOB);
    await f.t.app.jobs.settled(ALERT_CHECK_JOB);
    expect(await told()).toHaveLength(ALERTS);
  }, 120_000);
});
