import { deepLinkOutcomeMessages } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

let t: TestApp;
let acmeId: number;
let brandcoId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.app.db.select({ id: customers.id, name: customers.name }).from(customers);
  acmeId = rows.find((row) => row.name === 'Acme Retail')?.id ?? 0;
  brandcoId = rows.find((row) => row.name === 'Brandco')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const create = (token: string, customerId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/customer/${customerId}/deep-link`, headers: bearer(token), payload });
const open = (token: string, hash: string) =>
  t.app.inject({ method: 'GET', url: `/api/deep-link/${encodeURIComponent(hash)}`, headers: bearer(token) });
const userId = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

describe('deep links', () => {
  it('creates a page link whose hash opens for owner and members', async () => {
    const admin = await login(t.app, 'admin@acme.test');
    const created = await create(admin.token, acmeId, { entityType: 'page', entityId: '/' });
    expect(created.statusCode).toBe(201);
    const { hash } = created.json<{ hash: string }>();
    expect(hash.endsWith(`.${acmeId}`)).toBe(true);

    const own = await open(admin.token, hash);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      redirectLink: '/',
      entityOwnedByMe: true,
      hasExpired: false,
      context: { customerId: acmeId },
    });
    const analyst = await login(t.app, 'analyst@acme.test');
    expect((await open(analyst.token, hash)).json()).toMatchObject({ redirectLink: '/', entitySharedWithMe: true });
  });

  it('withholds the target from users it was not shared with, and when expired', async () => {
    const admin = await login(t.app, 'admin@acme.test');
    const pm = await userId('pm@acme.test');
    const { hash } = (
      await create(admin.token, acmeId, { entityType: 'page', entityId: '/', sharedWithUserIds: [pm] })
    ).json<{
      hash: string;
    }>();
    const analyst = await login(t.app, 'analyst@acme.test');
    expect((await open(analyst.token, hash)).json()).toMatchObject({
      redirectLink: null,
      entityOwnedByMe: false,
      entitySharedWithMe: false,
    });
    const pmSession = await login(t.app, 'pm@acme.test');
    expect((await open(pmSession.token, hash)).json()).toMatchObject({ redirectLink: '/', entitySharedWithMe: true });

    await t.app.db.execute(sql`update deep_links set expires_at = now() - interval '1 minute'`);
    expect((await open(pmSession.token, hash)).json()).toMatchObject({ redirectLink: null, hasExpired: true });
  });

  it('answers no dashboard access for a dashboard page, naming its owner and nothing else of it', async () => {
    const admin = await login(t.app, 'admin@acme.test');
    const board = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${acmeId}/dashboard/create`,
      headers: bearer(admin.token),
      payload: { name: 'Private pricing plan' },
    });
    expect(board.statusCode).toBe(201);
    const dashboardId = board.json<{ id: number }>().id;
    const page = `/dashboards/view/?id=${dashboardId}&datePreset=7d`;
    const { hash } = (await create(admin.token, acmeId, { entityType: 'page', entityId: page })).json<{
      hash: string;
    }>();
    const adminId = await userId('admin@acme.test');
    const [owner] = await t.app.db.select({ name: users.displayName }).from(users).where(eq(users.id, adminId));

    const analyst = await login(t.app, 'analyst@acme.test');
    const refused = await open(analyst.token, hash);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      redirectLink: null,
      context: { customerId: acmeId },
      entityId: page,
      deepLinkType: 'page',
      dashboardId,
      dashboardOwnerId: adminId,
      dashboardName: null,
      dashboardOwnerName: owner?.name,
      dashboardAccess: false,
      hasExpired: false,
      entityOwnedByMe: false,
      entitySharedWithMe: true,
    });
    expect(refused.body).not.toContain('Private pricing plan');

    expect((await open(admin.token, hash)).json()).toMatchObject({
      redirectLink: page,
      dashboardName: 'Private pricing plan',
      dashboardAccess: true,
    });
    // Once deleted, the link leads nowhere.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/${acmeId}/dashboard/${dashboardId}`,
      headers: bearer(admin.token),
    });
    expect((await open(admin.token, hash)).statusCode).toBe(404);
  });

  it('names bad input: entity id, entity type, shared users, hash', async () => {
    const admin = await login(t.app, 'admin@acme.test');
    const offsite = await create(admin.token, acmeId, { entityType: 'page', entityId: '//evil.example/' });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json<{ fields: object }>().fields).toHaveProperty('entityId');
    const type = await create(admin.token, acmeId, { entityType: 'rocket', entityId: '/' });
    expect(type.json<{ fields: object }>().fields).toHaveProperty('entityType');
    const stranger = await userId('sysadmin@shelfsight.test');
    const shared = await create(admin.token, acmeId, {
      entityType: 'page',
      entityId: '/',
      sharedWithUserIds: [stranger],
    });
    expect(shared.json<{ fields: object }>().fields).toHaveProperty('sharedWithUserIds');
    for (const hash of ['nodot', '.5', 'abc.', 'abc.x', 'a.b.c']) {
      const response = await open(admin.token, hash);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(deepLinkOutcomeMessages.invalid_hash);
    }
    expect((await open(admin.token, `unknownkey.${acmeId}`)).statusCode).toBe(404);
  });

  it('refuses another tenant: creating there and opening its links', async () => {
    const admin = await login(t.app, 'admin@acme.test');
    const analyst = await login(t.app, 'analyst@acme.test');
    expect((await create(analyst.token, brandcoId, { entityType: 'page', entityId: '/' })).statusCode).toBe(403);
    // admin@acme.test is also a member of Brandco; the analyst is not.
    const { hash } = (await create(admin.token, brandcoId, { entityType: 'page', entityId: '/' })).json<{
      hash: string;
    }>();
    const response = await open(analyst.token, hash);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(deepLinkOutcomeMessages.invalid_customer);
  });
});
