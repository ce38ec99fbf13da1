import { deepLinkOutcomeMessages } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../db/schema';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';

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

const call = apiCaller(() => t.app);
const create = (user: string, customerId: number, payload: Record<string, unknown>) =>
  call(user, 'POST', `/api/customer/${customerId}/deep-link`, payload);
const open = (user: string, hash: string) => call(user, 'GET', `/api/deep-link/${encodeURIComponent(hash)}`);
const userId = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

describe('deep links', () => {
  it('creates a page link whose hash opens for owner and members', async () => {
    const admin = 'admin@acme.test';
    const created = await create(admin, acmeId, { entityType: 'page', entityId: '/' });
    expect(created.statusCode).toBe(201);
    const { hash } = created.json<{ hash: string }>();
    expect(hash.endsWith(`.${acmeId}`)).toBe(true);

    const own = await open(admin, hash);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      redirectLink: '/',
      entityOwnedByMe: true,
      hasExpired: false,
      context: { customerId: acmeId },
    });
    const analyst = 'analyst@acme.test';
    expect((await open(analyst, hash)).json()).toMatchObject({ redirectLink: '/', entitySharedWithMe: true });
  });

  it('withholds the target from users it was not shared with, and when expired', async () => {
    const admin = 'admin@acme.test';
    const pm = await userId('pm@acme.test');
    const { hash } = (
      await create(admin, acmeId, { entityType: 'page', entityId: '/', sharedWithUserIds: [pm] })
    ).json<{
      hash: string;
    }>();
    const analyst = 'analyst@acme.test';
    expect((await open(analyst, hash)).json()).toMatchObject({
      redirectLink: null,
      entityOwnedByMe: false,
      entitySharedWithMe: false,
    });
    const pmSession = 'pm@acme.test';
    expect((await open(pmSession, hash)).json()).toMatchObject({ redirectLink: '/', entitySharedWithMe: true });

    await t.app.db.execute(sql`update deep_links set expires_at = now() - interval '1 minute'`);
    expect((await open(pmSession, hash)).json()).toMatchObject({ redirectLink: null, hasExpired: true });
  });

  it('answers no dashboard access for a dashboard page, naming its owner and nothing else of it', async () => {
    const admin = 'admin@acme.test';
    const board = await call(admin, 'POST', `/api/customer/${acmeId}/dashboard/create`, {
      name: 'Private pricing plan',
    });
    expect(board.statusCode).toBe(201);
    const dashboardId = board.json<{ id: number }>().id;
    const page = `/dashboards/view/?id=${dashboardId}&datePreset=7d`;
    const { hash } = (await create(admin, acmeId, { entityType: 'page', entityId: page })).json<{
      hash: string;
    }>();
    const adminId = await userId('admin@acme.test');
    const [owner] = await t.app.db.select({ name: users.displayName }).from(users).where(eq(users.id, adminId));

    const analyst = 'analyst@acme.test';
    const refused = await open(analyst, hash);
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

    expect((await open(admin, hash)).json()).toMatchObject({
      redirectLink: page,
      dashboardName: 'Private pricing plan',
      dashboardAccess: true,
    });
    // Once deleted, the link leads nowhere.
    await call(admin, 'DELETE', `/api/customer/${acmeId}/dashboard/${dashboardId}`);
    expect((await open(admin, hash)).statusCode).toBe(404);
  });

  it('names bad input: entity id, entity type, shared users, hash', async () => {
    const admin = 'admin@acme.test';
    const offsite = await create(admin, acmeId, { entityType: 'page', entityId: '//evil.example/' });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json<{ fields: object }>().fields).toHaveProperty('entityId');
    const type = await create(admin, acmeId, { entityType: 'rocket', entityId: '/' });
    expect(type.json<{ fields: object }>().fields).toHaveProperty('entityType');
    const stranger = await userId('sysadmin@shelfsight.test');
    const shared = await create(admin, acmeId, {
      entityType: 'page',
      entityId: '/',
      sharedWithUserIds: [stranger],
    });
    expect(shared.json<{ fields: object }>().fields).toHaveProperty('sharedWithUserIds');
    for (const hash of ['nodot', '.5', 'abc.', 'abc.x', 'a.b.c']) {
      const response = await open(admin, hash);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(deepLinkOutcomeMessages.invalid_hash);
    }
    expect((await open(admin, `unknownkey.${acmeId}`)).statusCode).toBe(404);
  });

  it('refuses another tenant: creating there and opening its links', async () => {
    const admin = 'admin@acme.test';
    const analyst = 'analyst@acme.test';
    expect((await create(analyst, brandcoId, { entityType: 'page', entityId: '/' })).statusCode).toBe(403);
    // admin@acme.test is also a member of Brandco; the analyst is not.
    const { hash } = (await create(admin, brandcoId, { entityType: 'page', entityId: '/' })).json<{
      hash: string;
    }>();
    const response = await open(analyst, hash);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(deepLinkOutcomeMessages.invalid_customer);
  });
});
