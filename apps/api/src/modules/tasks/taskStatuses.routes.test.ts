import { taskMessages, type TaskStatus } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demoCustomers, type TestApp } from '../../test/testApp';

let t: TestApp;
let brandco = 0;
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';
const call = apiCaller(() => t.app);

const statuses = async (): Promise<TaskStatus[]> => (await call(analyst, 'GET', 'task-statuses')).json().data;
const titles = async () => (await statuses()).map((status) => status.stateTitle);

async function addStatus(stateTitle: string) {
  const response = await call(admin, 'POST', 'task-statuses', { stateTitle });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().stateId as number;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ brandco } = await demoCustomers(t.app));
});
afterAll(() => t.close());

describe('deleting a task status', () => {
  it('lets an administrator delete a status no task has', async () => {
    const stateId = await addStatus('Parked');
    expect(await titles()).toContain('Parked');
    const response = await call(admin, 'DELETE', `task-statuses/${stateId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ stateId });
    expect(await titles()).not.toContain('Parked');
    expect((await call(admin, 'DELETE', `task-statuses/${stateId}`)).statusCode).toBe(404);
  });

  it('refuses a status in use with 409 naming stateId and the count, and deletes it once the tasks moved', async () => {
    const stateId = await addStatus('Waiting');
    const taskIds: number[] = [];
    for (const title of ['One', 'Two']) {
      const created = await call(analyst, 'POST', 'task', { status: 'Waiting', title });
      expect(created.statusCode, created.body).toBe(200);
      taskIds.push(created.json().data.id);
    }
    const refused = await call(admin, 'DELETE', `task-statuses/${stateId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This status is used by 2 tasks; move them to another status first',
      fields: { stateId: taskMessages.statusInUse(2) },
    });
    expect(await titles()).toContain('Waiting');

    await call(analyst, 'PATCH', `task/${taskIds[0]}`, { status: 'Open' });
    expect((await call(admin, 'DELETE', `task-statuses/${stateId}`)).json().message).toBe(
      'This status is used by 1 task; move it to another status first',
    );
    await call(analyst, 'PATCH', `task/${taskIds[1]}`, { status: 'Done' });
    expect((await call(admin, 'DELETE', `task-statuses/${stateId}`)).statusCode).toBe(200);
    const tasks = (await call(analyst, 'GET', 'tasks')).json().data as { id: number; status: string }[];
    expect(taskIds.map((id) => tasks.find((task) => task.id === id)?.status)).toEqual(['Open', 'Done']);
  });

  it('never deletes the last status', async () => {
    // Brandco's own statuses, so Acme's are untouched: its admin is a system admin (member of every customer).
    const path = (stateId: number) => `/api/customer/${brandco}/task-statuses/${stateId}`;
    const own = (await call('sysadmin@shelfsight.test', 'GET', `/api/customer/${brandco}/task-statuses`)).json()
      .data as TaskStatus[];
    const [last, ...others] = own;
    for (const status of others)
      expect((await call('sysadmin@shelfsight.test', 'DELETE', path(status.stateId))).statusCode).toBe(200);
    const refused = await call('sysadmin@shelfsight.test', 'DELETE', path(last!.stateId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ stateId: taskMessages.lastStatus });
  });

  it('refuses a malformed id with 400 naming stateId', async () => {
    const response = await call(admin, 'DELETE', 'task-statuses/first');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['stateId']);
  });

  it('refuses members who are not administrators, read-only members and other customers with 403', async () => {
    const stateId = await addStatus('Guarded');
    expect((await call(analyst, 'DELETE', `task-statuses/${stateId}`)).statusCode).toBe(403);
    expect((await call(readOnly, 'DELETE', `task-statuses/${stateId}`)).statusCode).toBe(403);
    const brandcoStatus = (await call(admin, 'DELETE', `/api/customer/${brandco}/task-statuses/${stateId}`)).statusCode;
    expect(brandcoStatus).toBe(403);
    expect((await call(analyst, 'DELETE', `/api/customer/${brandco}/task-statuses/${stateId}`)).statusCode).toBe(403);
    expect(await titles()).toContain('Guarded');
  });
});
