import { taskDetailsReplySchema, taskListSchema, taskMessages } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData, seedTenantCatalogue } from '../../seed/market/seedCatalogue';
import { catalogueOnlyScale } from '../../seed/market/scales';
import { startTaskTestApp, type TaskTestApp, taskTestAccounts } from './testing/taskTestApp';

const tinyScale = catalogueOnlyScale(2, 2);

let kit: TaskTestApp;
const { admin, analyst, readOnly, outsider } = taskTestAccounts;
const call: TaskTestApp['call'] = (...args) => kit.call(...args);
const newTask = (body: Record<string, unknown> = {}, email?: string) => kit.newTask(body, email);

const firstId = async (query: ReturnType<typeof sql>) =>
  Number((await kit.t.app.db.execute<{ id: number }>(query)).rows[0]?.id ?? 0);

const details = async (id: number) =>
  taskDetailsReplySchema.parse((await call(analyst, 'GET', `task/${id}/details`)).json()).data;

beforeAll(async () => {
  kit = await startTaskTestApp();
  await seedReferenceData(kit.t.app.db);
  await seedTenantCatalogue(kit.t.app.db, { id: kit.acme, name: 'Acme Retail' }, tinyScale, 11);
  await seedTenantCatalogue(kit.t.app.db, { id: kit.brandco, name: 'Brandco' }, tinyScale, 12);
});
afterAll(() => kit.t.close());

describe('task statuses', () => {
  it('makes the default statuses on first use, ordered by sequence number', async () => {
    const response = await call(analyst, 'GET', 'task-statuses');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((status: { stateTitle: string }) => status.stateTitle)).toEqual([
      'Open',
      'In progress',
      'Done',
    ]);
  });

  it('lets administrators add a status (sequence number 999 unless told) and move one', async () => {
    const added = await call(admin, 'POST', 'task-statuses', { stateTitle: 'Blocked' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().sequenceNumber).toBe(999);
    const moved = await call(admin, 'PATCH', `task-statuses/${added.json().stateId}`, { sequenceNumber: 0 });
    expect(moved.statusCode).toBe(200);
    const list = (await call(analyst, 'GET', 'task-statuses')).json().data;
    expect(list[0].stateTitle).toBe('Blocked');
  });

  it('refuses a duplicate title (400 naming stateTitle) and non-administrators (403)', async () => {
    const duplicate = await call(admin, 'POST', 'task-statuses', { stateTitle: 'Done' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields).toEqual({ stateTitle: taskMessages.duplicateStatus });
    expect((await call(analyst, 'POST', 'task-statuses', { stateTitle: 'Later' })).statusCode).toBe(403);
  });
});

describe('tasks', () => {
  it('creates a task on top of the list with its status, creator and no due date', async () => {
    const older = await newTask({ title: 'Older' });
    const created = await newTask({ title: 'Check the price', description: 'Before Friday' });
    expect(created).toMatchObject({ title: 'Check the price', status: 'Open', dueDateTime: 'NO DATE SET' });
    const list = taskListSchema.parse((await call(analyst, 'GET', 'tasks')).json()).data;
    expect(list.map((task) => task.id).slice(0, 2)).toEqual([created.id, older.id]);
    expect(list[0]!.creatorId).toBe(kit.users[analyst]);
    const sequence = (await call(analyst, 'GET', 'task/sequence')).json().sequence;
    expect(sequence.slice(0, 2)).toEqual([created.id, older.id]);
  });

  it('refuses an unknown status and bad fields with 400 naming the field', async () => {
    const status = await call(analyst, 'POST', 'task', { status: 'Nope' });
    expect(status.statusCode).toBe(400);
    expect(status.json().fields).toEqual({ status: taskMessages.unknownStatus });
    const missing = await call(analyst, 'POST', 'task', { title: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['status']);
    const date = await call(analyst, 'POST', 'task', { status: 'Open', dueDateTime: 'tomorrow' });
    expect(Object.keys(date.json().fields)).toEqual(['dueDateTime']);
  });

  it('changes one field per call and records old → new in the audit trail', async () => {
    const task = await newTask({ title: 'Draft' });
    for (const body of [
      { title: 'Final' },
      { description: 'More words' },
      { status: 'Done' },
      { dueDateTime: '2026-12-01T15:00:00.000Z' },
      { unsetDueDateTime: true },
    ]) {
      const response = await call(analyst, 'PATCH', `task/${task.id}`, body);
      expect(response.statusCode, response.body).toBe(200);
    }
    const read = await details(task.id);
    expect(read).toMatchObject({
      title: 'Final',
      description: 'More words',
      status: 'Done',
      dueDateTime: 'NO DATE SET',
    });
    expect(read.auditTrail.map((row) => [row.field, row.oldValue, row.newValue, row.userId])).toEqual([
      ['task', null, 'Draft', kit.users[analyst]],
      ['title', 'Draft', 'Final', kit.users[analyst]],
      ['description', '', 'More words', kit.users[analyst]],
      ['status', 'Open', 'Done', kit.users[analyst]],
      ['dueDateTime', null, '2026-12-01T15:00:00.000Z', kit.users[analyst]],
      ['dueDateTime', '2026-12-01T15:00:00.000Z', null, kit.users[analyst]],
    ]);
    expect(read.auditTrail[3]!.action_description).toBe("status changed from 'Open' to 'Done'");
  });

  it('refuses a PATCH with none or two fields (400)', async () => {
    const task = await newTask();
    const two = await call(analyst, 'PATCH', `task/${task.id}`, { title: 'a', description: 'b' });
    expect(two.statusCode).toBe(400);
    expect(Object.values(two.json().fields)).toContain(taskMessages.oneField);
    expect((await call(analyst, 'PATCH', `task/${task.id}`, {})).statusCode).toBe(400);
  });

  it('stores a new order of every task and refuses an incomplete one', async () => {
    const ids: number[] = (await call(analyst, 'GET', 'task/sequence')).json().sequence;
    const reversed = [...ids].reverse();
    const stored = await call(analyst, 'POST', 'task/sequence', { sequence: reversed });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().sequence).toEqual(reversed);
    expect(taskListSchema.parse((await call(analyst, 'GET', 'tasks')).json()).data.map((task) => task.id)).toEqual(
      reversed,
    );
    const partial = await call(analyst, 'POST', 'task/sequence', { sequence: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toEqual({ sequence: taskMessages.sequenceIncomplete });
  });

  it('deletes a task and keeps the deletion on record', async () => {
    const task = await newTask({ title: 'Gone soon' });
    expect((await call(analyst, 'DELETE', `task/${task.id}`)).statusCode).toBe(200);
    expect((await call(analyst, 'GET', `task/${task.id}/details`)).statusCode).toBe(404);
    const rows = await kit.t.app.db.execute<{ field: string; old_value: string }>(
      sql`SELECT field, old_value FROM task_audit WHERE task_id = ${task.id} AND new_value IS NULL`,
    );
    expect(rows.rows).toEqual([{ field: 'task', old_value: 'Gone soon' }]);
  });
});

describe('assignees', () => {
  it('assigns and unassigns one member per call', async () => {
    const task = await newTask();
    const assigned = await call(analyst, 'POST', `task/${task.id}/assign/${kit.users[admin]}`);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.assignees).toEqual([{ id: kit.users[admin], displayName: 'Alice Admin' }]);
    const unassigned = await call(analyst, 'POST', `task/${task.id}/unassign/${kit.users[admin]}`);
    expect(unassigned.json().data.assignedUserIds).toEqual([]);
    const trail = (await details(task.id)).auditTrail.map((row) => row.action_description);
    expect(trail.slice(1)).toEqual(['Assigned Alice Admin', 'Unassigned Alice Admin']);
  });

  it('lists the active members who may be assigned, by name, without other customers’ users', async () => {
    const response = await call(analyst, 'GET', 'task-users');
    expect(response.statusCode).toBe(200);
    const members = response.json().data as { id: number; displayName: string }[];
    const ids = members.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([kit.users[admin], kit.users[analyst], kit.users[readOnly]]));
    expect(ids).not.toContain(kit.users[outsider]);
    const names = members.map((member) => member.displayName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await call(analyst, 'GET', 'task-users', undefined, kit.brandco)).statusCode).toBe(403);
  });

  it('refuses an assignee of another customer with 400 naming userId', async () => {
    const task = await newTask();
    const response = await call(analyst, 'POST', `task/${task.id}/assign/${kit.users[outsider]}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ userId: taskMessages.notMember });
    expect((await details(task.id)).assignedUserIds).toEqual([]);
  });
});

describe('linked objects', () => {
  it('links a product, a retailer and a widget of the customer', async () => {
    const productId = await firstId(sql`SELECT id FROM products WHERE customer_id = ${kit.acme} ORDER BY id LIMIT 1`);
    const retailerId = await firstId(
      sql`SELECT retailer_id AS id FROM customer_retailers WHERE customer_id = ${kit.acme} ORDER BY retailer_id LIMIT 1`,
    );
    const widgetId = await firstId(sql`SELECT id FROM widgets WHERE customer_id = ${kit.acme} ORDER BY id LIMIT 1`);
    expect(Math.min(productId, retailerId, widgetId)).toBeGreaterThan(0);
    const task = await newTask({ productId, retailerId, widgetId });
    expect((await details(task.id)).productId).toBe(productId);
  });

  it('refuses another customer’s product or widget with 400 naming the field', async () => {
    const productId = await firstId(
      sql`SELECT id FROM products WHERE customer_id = ${kit.brandco} ORDER BY id LIMIT 1`,
    );
    const foreignProduct = await call(analyst, 'POST', 'task', { status: 'Open', productId });
    expect(foreignProduct.statusCode).toBe(400);
    expect(foreignProduct.json().fields).toEqual({ productId: taskMessages.unknownProduct });
    const widget = await call(analyst, 'POST', 'task', { status: 'Open', widgetId: 2_000_000_000 });
    expect(widget.json().fields).toEqual({ widgetId: taskMessages.unknownWidget });
  });
});

describe('access', () => {
  it('answers 403 to a member of Acme on Brandco’s tasks', async () => {
    expect((await call(analyst, 'GET', 'tasks', undefined, kit.brandco)).statusCode).toBe(403);
    expect((await call(analyst, 'POST', 'task', { status: 'Open' }, kit.brandco)).statusCode).toBe(403);
  });

  it('lets a read-only member read but not write (403)', async () => {
    const task = await newTask();
    expect((await call(readOnly, 'GET', 'tasks')).statusCode).toBe(200);
    expect((await call(readOnly, 'GET', `task/${task.id}/details`)).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['POST', 'task', { status: 'Open' }],
      ['PATCH', `task/${task.id}`, { title: 'x' }],
      ['DELETE', `task/${task.id}`, undefined],
      ['POST', `task/${task.id}/assign/${kit.users[analyst]}`, undefined],
      ['POST', `task/${task.id}/comment`, { description: 'hello' }],
    ] as const)
      expect((await call(readOnly, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
  });

  it('does not show one customer’s task through another customer’s path', async () => {
    const task = await newTask();
    expect((await call(admin, 'GET', `task/${task.id}/details`, undefined, kit.brandco)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `task/${task.id}`, { title: 'x' }, kit.brandco)).statusCode).toBe(404);
  });
});
