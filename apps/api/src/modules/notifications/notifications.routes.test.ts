import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerUsers } from '../../db/schema';
import { apiCaller, createTestApp, type InjectMethod, type TestApp } from '../../test/testApp';

let t: TestApp;
const analyst = 'analyst@acme.test';
const admin = 'admin@acme.test';
const sysadmin = 'sysadmin@shelfsight.test';
const ACME = 1;
const BRANDCO = 2;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (method: InjectMethod, url: string, user: string, payload?: object) => callAs(user, method, url, payload);
const list = async (user: string, customerId = ACME) =>
  (await call('GET', `/api/customer/${customerId}/notifications`, user)).json() as {
    id: number;
    isRead: boolean;
    dateTime: string;
  }[];

describe('notifications', () => {
  it("lists only the caller's own notifications, newest first", async () => {
    const mine = await list(analyst);
    expect(mine).toHaveLength(4);
    const times = mine.map((n) => n.dateTime);
    expect([...times].sort().reverse()).toEqual(times);
    const theirs = await list(admin);
    expect(theirs.map((n) => n.id)).not.toContain(mine[0]?.id);
  });

  it('toggles one read flag, then all, and refuses a notification of another user', async () => {
    const [first] = await list(analyst);
    const [adminsFirst] = await list(admin);
    expect(
      (await call('PATCH', `/api/customer/${ACME}/notification/${first?.id}/toggle-is-read`, analyst, { isRead: true }))
        .statusCode,
    ).toBe(204);
    expect((await list(analyst)).find((n) => n.id === first?.id)?.isRead).toBe(true);
    const foreign = await call(
      'PATCH',
      `/api/customer/${ACME}/notification/${adminsFirst?.id}/toggle-is-read`,
      analyst,
      { isRead: true },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await list(admin)).find((n) => n.id === adminsFirst?.id)?.isRead).toBe(false);
    expect(
      (await call('PATCH', `/api/customer/${ACME}/notifications/toggle-is-read`, analyst, { isRead: true })).statusCode,
    ).toBe(204);
    expect((await list(analyst)).every((n) => n.isRead)).toBe(true);
    expect((await list(admin)).some((n) => !n.isRead)).toBe(true);
  });

  it('names the bad field', async () => {
    const response = await call('PATCH', `/api/customer/${ACME}/notifications/toggle-is-read`, analyst, {
      isRead: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('isRead');
    const badId = await call('DELETE', `/api/customer/${ACME}/notification/abc`, analyst);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
  });

  it('answers 403 on another tenant for every route', async () => {
    const base = `/api/customer/${BRANDCO}`;
    for (const [method, url, payload] of [
      ['GET', `${base}/notifications`],
      ['PATCH', `${base}/notifications/toggle-is-read`, { isRead: true }],
      ['PATCH', `${base}/notification/1/toggle-is-read`, { isRead: true }],
      ['DELETE', `${base}/notifications`],
      ['DELETE', `${base}/notification/1`],
      ['POST', `${base}/notifications`, { title: 'Hello' }],
      ['GET', `${base}/notifications/stream`],
    ] as const) {
      expect((await call(method, url, analyst, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('deletes one, then all of the own notifications only', async () => {
    const [first, second] = await list(analyst);
    expect((await call('DELETE', `/api/customer/${ACME}/notification/${first?.id}`, analyst)).statusCode).toBe(204);
    expect((await list(analyst)).map((n) => n.id)).toEqual([second?.id, expect.any(Number), expect.any(Number)]);
    expect((await call('DELETE', `/api/customer/${ACME}/notification/${first?.id}`, analyst)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/customer/${ACME}/notifications`, analyst)).statusCode).toBe(204);
    expect(await list(analyst)).toEqual([]);
    expect(await list(admin)).toHaveLength(4);
  });

  it('lets only system admins send, to one member or to every member', async () => {
    const refused = await call('POST', `/api/customer/${ACME}/notifications`, admin, { title: 'Hi' });
    expect(refused.statusCode).toBe(403);
    const toAll = await call('POST', `/api/customer/${ACME}/notifications`, sysadmin, {
      title: 'Maintenance tonight',
      flag: 'warning',
    });
    expect(toAll.statusCode).toBe(201);
    // Every active member of Acme: counted, so demo accounts added to the seed later keep this true.
    const members = await t.app.db
      .select()
      .from(customerUsers)
      .where(and(eq(customerUsers.customerId, ACME), eq(customerUsers.isActive, true)));
    expect(toAll.json().created).toBe(members.length);
    expect(members.length).toBeGreaterThanOrEqual(3);
    expect((await list(analyst))[0]).toMatchObject({
      title: 'Maintenance tonight',
      flag: 'warning',
      isRead: false,
      type: 'MESSAGE',
    });
    const stranger = await call('POST', `/api/customer/${BRANDCO}/notifications`, sysadmin, { title: 'Hi', userId: 3 });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().fields).toHaveProperty('userId');
    const empty = await call('POST', `/api/customer/${ACME}/notifications`, sysadmin, { title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('title');
  });
});
