import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type InjectMethod, type TestApp } from './test/testApp';

// Ids beyond a PostgreSQL integer and NUL bytes in stored text used to reach SQL and answer 500;
// the id and text schemas of contracts make them 400 naming the field.
let t: TestApp;
let acme = 0;
const admin = 'admin@acme.test';
const sysadmin = 'sysadmin@shelfsight.test';
const callAs = apiCaller(() => t.app);
const call = (method: InjectMethod, url: string, user: string, payload?: object) => callAs(user, method, url, payload);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const rows = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers`);
  acme = rows.rows.find((row) => row.name === 'Acme Retail')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

function expect400Naming(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { fields?: Record<string, string> };
  expect(Object.keys(body.fields ?? {})).toContain(field);
}

describe('ids beyond a PostgreSQL integer', () => {
  it.each([
    ['GET', 'widget/2147483648'],
    ['GET', `widget/${2 ** 53}`],
    ['POST', 'widget/2147483648/copy'],
    ['GET', 'widget/2147483648/table-fields'],
    ['POST', 'widget/2147483648/download/csv'],
    ['GET', 'saved-filter/2147483648'],
    ['GET', 'visibility-cluster/2147483648'],
    ['GET', 'visibility-tracking/retailer/2147483648/keywords'],
    ['POST', 'retailer/2147483648/url/get-for-retailer'],
    ['DELETE', 'role/2147483648'],
    ['DELETE', 'notification/2147483648'],
  ] as const)('%s /api/customer/:customerId/%s answers 400 naming id', async (method, path) => {
    expect400Naming(await call(method, `/api/customer/${acme}/${path}`, admin), 'id');
  });

  it('in user-level paths and bodies too', async () => {
    expect400Naming(await call('DELETE', '/api/auth/mfa/trusted-devices/2147483648', admin), 'id');
    expect400Naming(await call('POST', '/api/user-system-messages/2147483648/dismiss', admin), 'id');
    expect400Naming(await call('POST', `/api/customer/${acme}/user/deactivate`, admin, { userId: 2 ** 31 }), 'userId');
    expect400Naming(
      await call('POST', '/api/log/error', admin, { error: { message: 'x', line: 2 ** 31 } }),
      'error.line',
    );
  });
});

describe('NUL and control characters in stored text', () => {
  it('a widget name', async () => {
    const response = await call('POST', `/api/customer/${acme}/widget/create`, admin, {
      name: 'Shelf\u0000share',
      visualizationType: 'DATA_TABLE',
    });
    expect400Naming(response, 'name');
  });

  it('a user displayName', async () => {
    const response = await call('POST', `/api/customer/${acme}/user/add`, admin, {
      displayName: 'Eve\u0000',
      email: 'eve@acme.test',
      roleIds: [],
      isActive: true,
      expirationDate: null,
      password: 'Another-Password-9',
    });
    expect400Naming(response, 'displayName');
  });

  it('a notification title, and a line break in a single-line field', async () => {
    expect400Naming(
      await call('POST', `/api/customer/${acme}/notifications`, sysadmin, { title: 'Hi\u0000' }),
      'title',
    );
    expect400Naming(
      await call('POST', `/api/customer/${acme}/notifications`, sysadmin, { title: 'Hi\nthere' }),
      'title',
    );
  });

  it('a multi-line field keeps its line breaks', async () => {
    const response = await call('POST', `/api/customer/${acme}/notifications`, sysadmin, {
      title: 'Hi',
      body: 'one\ntwo\u0000',
    });
    expect400Naming(response, 'body');
    const ok = await call('POST', `/api/customer/${acme}/notifications`, sysadmin, {
      title: 'Hi',
      body: 'one\r\n\ttwo',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a tracked keyword and a tracked page label', async () => {
    const retailers = await t.app.db.execute<{ retailer_id: number }>(
      sql`select retailer_id from customer_retailers where customer_id = ${acme} order by retailer_id limit 1`,
    );
    const retailerId = retailers.rows[0]?.retailer_id ?? 1;
    expect400Naming(
      await call('POST', `/api/customer/${acme}/visibility-tracking/retailer/${retailerId}/keyword/create`, admin, {
        names: ['coffee\u0000'],
      }),
      'names.0',
    );
    expect400Naming(
      await call('POST', `/api/customer/${acme}/retailer/${retailerId}/url/create-for-retailer`, admin, {
        label: 'Deals\nweek',
        url: 'https://example.test/deals',
      }),
      'label',
    );
  });

  it('the tag label of the filter items path', async () => {
    expect400Naming(await call('GET', `/api/customer/${acme}/dashboard/filter/%00`, admin), 'tagLabel');
  });
});
