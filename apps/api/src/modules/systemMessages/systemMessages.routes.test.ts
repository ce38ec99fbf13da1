import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type InjectMethod, type TestApp } from '../../test/testApp';

let t: TestApp;
const sysadmin = 'sysadmin@shelfsight.test';
const analyst = 'analyst@acme.test';
const admin = 'admin@acme.test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (method: InjectMethod, url: string, user: string, payload?: object) => callAs(user, method, url, payload);

const maintenance = {
  systemMessageType: 'maintenance',
  title: 'Planned maintenance',
  message: 'Shelfsight is unavailable on Sunday from 02:00 to 04:00 UTC.',
  isActive: true,
  dateFrom: '2020-01-01',
  timeFrom: '08:30',
  dateTo: null,
  timeTo: null,
};

describe('system messages', () => {
  it('lets system admins create, list and edit; the split date and time come back', async () => {
    const created = await call('POST', '/api/system-messages', sysadmin, maintenance);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Planned maintenance',
      systemMessageEvent: 'after_login',
      datetimeFrom: '2020-01-01T08:30:00.000Z',
      dateFrom: '2020-01-01',
      timeFrom: '08:30',
      dateTo: null,
    });
    const id = created.json().id as number;
    const edited = await call('PUT', `/api/system-messages/${id}`, sysadmin, {
      ...maintenance,
      title: 'Maintenance moved',
      dateTo: '2099-01-01',
      timeTo: '00:00',
    });
    expect(edited.json()).toMatchObject({
      title: 'Maintenance moved',
      datetimeTo: '2099-01-01T00:00:00.000Z',
      timeTo: '00:00',
    });
    const listed = await call('GET', '/api/system-messages', sysadmin);
    expect(listed.json().map((m: { id: number }) => m.id)).toContain(id);
  });

  it('answers 403 to everyone else', async () => {
    expect((await call('GET', '/api/system-messages', admin)).statusCode).toBe(403);
    expect((await call('POST', '/api/system-messages', analyst, maintenance)).statusCode).toBe(403);
    expect((await call('PUT', '/api/system-messages/1', analyst, maintenance)).statusCode).toBe(403);
  });

  it('names the bad field', async () => {
    const noTitle = await call('POST', '/api/system-messages', sysadmin, { ...maintenance, title: '' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields).toHaveProperty('title');
    const backwards = await call('POST', '/api/system-messages', sysadmin, {
      ...maintenance,
      dateTo: '2019-01-01',
      timeTo: '00:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('dateTo');
    expect((await call('PUT', '/api/system-messages/9999', sysadmin, maintenance)).statusCode).toBe(404);
  });

  it('shows active messages to users until each dismisses them', async () => {
    const future = await call('POST', '/api/system-messages', sysadmin, {
      ...maintenance,
      title: 'Later',
      dateFrom: '2099-01-01',
    });
    const inactive = await call('POST', '/api/system-messages', sysadmin, {
      ...maintenance,
      title: 'Off',
      isActive: false,
    });
    const shown = (await call('GET', '/api/user-system-messages', analyst)).json() as { id: number; title: string }[];
    const ids = shown.map((m) => m.id);
    expect(ids).not.toContain(future.json().id);
    expect(ids).not.toContain(inactive.json().id);
    expect(shown.length).toBeGreaterThan(0);
    for (const message of shown) {
      expect((await call('POST', `/api/user-system-messages/${message.id}/dismiss`, analyst)).statusCode).toBe(204);
    }
    expect((await call('GET', '/api/user-system-messages', analyst)).json()).toEqual([]);
    expect((await call('GET', '/api/user-system-messages', admin)).json()).toHaveLength(shown.length);
    expect((await call('POST', '/api/user-system-messages/9999/dismiss', analyst)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user-system-messages' })).statusCode).toBe(401);
  });
});
