import {
  buildPath,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyMessages,
  notificationPaths,
  savedWidgetPaths,
  userManagementPaths,
  type WidgetInput,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAll, type TestApp } from '../test/testApp';

let t: TestApp;
let acme = 0;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const rows = await t.app.db.execute<{ id: number }>(sql`select id from customers where name = 'Acme Retail'`);
  acme = rows.rows[0]?.id ?? 0;
  tokens = await loginAll(t.app, ['admin@acme.test', 'analyst@acme.test', 'pm@acme.test', 'sysadmin@shelfsight.test']);
});
afterAll(async () => {
  await t.close();
});

const widget = (name: string): WidgetInput => ({
  name,
  visualizationType: 'DATA_TABLE',
  dimensionId: 1,
  tableFields: [{ fieldType: 'ATTRIBUTE', fieldId: 2, dataType: 's' }],
});

const post = (email: string, url: string, payload: object | undefined, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(tokens[email] ?? ''), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload === undefined ? {} : { payload }),
  });

const createWidget = (email: string, name: string, key?: string) =>
  post(email, buildPath(savedWidgetPaths.widgetCreate, { customerId: acme }), widget(name), key);

const widgetsNamed = async (name: string) =>
  Number(
    (await t.app.db.execute<{ count: number }>(sql`select count(*)::int as count from widgets where name = ${name}`))
      .rows[0]?.count,
  );

const keyRows = async (key: string) =>
  Number(
    (
      await t.app.db.execute<{ count: number }>(
        sql`select count(*)::int as count from idempotency_keys where key = ${key}`,
      )
    ).rows[0]?.count,
  );

describe('Idempotency-Key on creates', () => {
  it('answers a retry with the first result and creates one object', async () => {
    const first = await createWidget('analyst@acme.test', 'Retried once', 'key-retried-once');
    const retry = await createWidget('analyst@acme.test', 'Retried once', 'key-retried-once');
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await widgetsNamed('Retried once')).toBe(1);
  });

  it('keeps the answer of a browser that accepts compressed answers', async () => {
    const name = `Compressed ${'x'.repeat(150)}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: buildPath(savedWidgetPaths.widgetCreate, { customerId: acme }),
        headers: {
          ...bearer(tokens['analyst@acme.test'] ?? ''),
          'idempotency-key': 'key-compressed',
          'accept-encoding': 'br, gzip',
        },
        payload: { ...widget(name), description: 'd'.repeat(1500) },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await widgetsNamed(name)).toBe(1);
  });

  it('creates once when the same key arrives twice at the same time', async () => {
    const answers = await Promise.all([
      createWidget('analyst@acme.test', 'Sent together', 'key-together'),
      createWidget('analyst@acme.test', 'Sent together', 'key-together'),
    ]);
    // The second finds the key reserved (409) or already answered (replayed 201).
    expect(answers.map((answer) => answer.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes[0] === 201 && (codes[1] === 201 || codes[1] === 409),
    );
    expect(await widgetsNamed('Sent together')).toBe(1);
  });

  it('creates every time without the header', async () => {
    await createWidget('analyst@acme.test', 'No key');
    await createWidget('analyst@acme.test', 'No key');
    expect(await widgetsNamed('No key')).toBe(2);
  });

  it('covers creates outside a customer, authenticated by the route itself (a system message)', async () => {
    const message = {
      systemMessageType: 'maintenance',
      title: 'Sent twice',
      message: 'Down on Sunday.',
      isActive: true,
      dateFrom: '2020-01-01',
      timeFrom: '08:30',
      dateTo: null,
      timeTo: null,
    };
    const send = () => post('sysadmin@shelfsight.test', notificationPaths.systemMessages, message, 'key-message');
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    const count = await t.app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from system_messages where title = 'Sent twice'`,
    );
    expect(count.rows[0]?.count).toBe(1);
  });

  it('covers a create without a body by its path (a widget copy)', async () => {
    const source = (await createWidget('analyst@acme.test', 'Copied')).json<{ id: number }>();
    const url = buildPath(savedWidgetPaths.widgetCopy, { customerId: acme, id: source.id });
    const first = await post('analyst@acme.test', url, undefined, 'key-copy');
    const retry = await post('analyst@acme.test', url, undefined, 'key-copy');
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await widgetsNamed('Copied (copy)')).toBe(1);
  });

  it('refuses the same key with another body, naming the header', async () => {
    await createWidget('analyst@acme.test', 'First body', 'key-reused');
    const other = await createWidget('analyst@acme.test', 'Second body', 'key-reused');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message: idempotencyMessages.keyReused,
      fields: { 'idempotency-key': idempotencyMessages.keyReused },
    });
    expect(await widgetsNamed('Second body')).toBe(0);
  });

  it('keeps the keys of different users apart', async () => {
    const analysts = await createWidget('analyst@acme.test', 'Shared key', 'key-of-two-users');
    const pms = await createWidget('pm@acme.test', 'Shared key', 'key-of-two-users');
    expect(pms.statusCode).toBe(201);
    expect(pms.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(pms.json<{ id: number }>().id).not.toBe(analysts.json<{ id: number }>().id);
    expect(await widgetsNamed('Shared key')).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['not printable ASCII', 'clé-ünicode'],
  ])('answers 400 naming the header for a key that is %s', async (_case, key) => {
    const response = await createWidget('analyst@acme.test', 'Bad key', key);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'idempotency-key': idempotencyMessages.invalidKey });
    expect(await widgetsNamed('Bad key')).toBe(0);
  });

  it('accepts a key of 255 printable characters', async () => {
    const response = await createWidget('analyst@acme.test', 'Longest key', `${'k'.repeat(254)}~`);
    expect(response.statusCode).toBe(201);
  });

  it('does not keep an error answer: the key may be used again', async () => {
    const url = buildPath(userManagementPaths.userAdd, { customerId: acme });
    const user = (email: string) => ({
      displayName: 'Kim Key',
      email,
      password: 'Tidy-Harbour-Lamp-42',
      roleIds: [],
      isActive: true,
      expirationDate: null,
    });
    const taken = await post('admin@acme.test', url, user('pm@acme.test'), 'key-after-error');
    expect(taken.statusCode).toBe(422);
    expect(await keyRows('key-after-error')).toBe(0);
    const fixed = await post('admin@acme.test', url, user('kim@acme.test'), 'key-after-error');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('answers 409 while the first request with the key has no answer yet', async () => {
    await createWidget('analyst@acme.test', 'In flight', 'key-in-flight');
    // What the first request leaves while its handler runs (or when the process ended mid-way).
    await t.app.db.execute(
      sql`update idempotency_keys set status_code = null, response_body = null where key = 'key-in-flight'`,
    );
    const response = await createWidget('analyst@acme.test', 'In flight', 'key-in-flight');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(idempotencyMessages.inFlight);
    expect(await widgetsNamed('In flight')).toBe(1);
  });

  it('runs again once the key is older than 24 hours', async () => {
    await createWidget('analyst@acme.test', 'Expired key', 'key-expired');
    await t.app.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-expired'`,
    );
    const again = await createWidget('analyst@acme.test', 'Expired key', 'key-expired');
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await widgetsNamed('Expired key')).toBe(2);
    // The key now holds the second answer, replayed from here on.
    const replay = await createWidget('analyst@acme.test', 'Expired key', 'key-expired');
    expect(replay.json()).toEqual(again.json());
    expect(await keyRows('key-expired')).toBe(1);
  });

  it('deletes expired keys of anyone on the next keyed create', async () => {
    await createWidget('pm@acme.test', 'Stale', 'key-stale');
    await t.app.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-stale'`,
    );
    await createWidget('analyst@acme.test', 'Purging', 'key-purging');
    expect(await keyRows('key-stale')).toBe(0);
  });

  it('documents the optional header on the creates only', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
    }>();
    const headerOf = (path: string, method: string) =>
      spec.paths[path]?.[method]?.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
    expect(headerOf('/api/customer/{customerId}/widget/create', 'post')).toMatchObject({ required: false });
    expect(headerOf('/api/customer/{customerId}/widget/{id}', 'patch')).toBeUndefined();
  });
});
