import { taskDetailsReplySchema, taskListSchema } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueTestApp } from '../test/catalogueTestApp';
import { apiCaller } from '../test/testApp';
import { seedDemoTasks } from './tasks';

const t = catalogueTestApp('small');
const call = apiCaller(() => t.app);
const admin = 'admin@acme.test';

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.app.db.execute<T>(query)).rows[0];

describe('the demo tasks', () => {
  it('give Acme Retail tasks about its own product pages, assigned, commented, one done', async () => {
    const { data: tasks } = taskListSchema.parse((await call(admin, 'GET', 'tasks')).json());
    expect(tasks.map((task) => task.status).sort()).toEqual(['Done', 'In progress', 'Open', 'Open']);
    for (const task of tasks.filter((each) => each.productId !== null)) {
      // The linked product has a page at the linked retailer, and the title names both.
      const page = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM retailer_products
        WHERE customer_id = ${t.acme} AND product_id = ${task.productId} AND retailer_id = ${task.retailerId}`);
      expect(page?.n).toBe(1);
      const names = await one<{ product: string; retailer: string }>(sql`SELECT p.name AS product,
        r.display_name AS retailer FROM products p, retailers r WHERE p.customer_id = ${t.acme}
        AND p.id = ${task.productId} AND r.id = ${task.retailerId}`);
      expect(task.title).toContain(`${names!.product} at ${names!.retailer}`);
    }
    expect(tasks.filter((task) => task.productId !== null)).toHaveLength(3);
    // One open task is overdue, as a team's list has them; the other due dates are ahead.
    const dated = tasks.filter((task) => task.dueDateTime !== 'NO DATE SET');
    const passed = dated.filter((task) => Date.parse(task.dueDateTime) < Date.now());
    expect(passed.map((task) => task.status)).toEqual(['Open']);
    expect(dated.length - passed.length).toBe(2);
    expect(tasks.filter((task) => task.assignees.length > 0)).toHaveLength(3);

    const video = tasks.find((task) => task.title.startsWith('Add the product video'))!;
    const details = taskDetailsReplySchema.parse((await call(admin, 'GET', `task/${video.id}/details`)).json()).data;
    const paula = await one<{ id: number }>(sql`SELECT id FROM users WHERE email = 'pm@acme.test'`);
    expect(details.assignedUserIds).toEqual([paula!.id]);
    expect(details.comments).toHaveLength(1);
    expect(details.comments[0]!.mentionedUserIds).toEqual([paula!.id]);
    expect(details.auditTrail.map((entry) => entry.field)).toEqual(
      expect.arrayContaining(['task', 'assignee', 'comment', 'status']),
    );
    expect(details.dueDateTime).not.toBe('NO DATE SET');
  });

  it('adds none to a customer that has tasks, nor to another customer', async () => {
    const before = taskListSchema.parse((await call(admin, 'GET', 'tasks')).json()).data.length;
    await seedDemoTasks(t.app.db, { id: t.acme, name: 'Acme Retail' });
    expect(taskListSchema.parse((await call(admin, 'GET', 'tasks')).json()).data).toHaveLength(before);
    const brandco = await one<{ id: number }>(sql`SELECT id FROM customers WHERE name = 'Brandco'`);
    const { rows } = await t.app.db.execute(sql`SELECT id FROM tasks WHERE customer_id = ${brandco!.id}`);
    expect(rows).toHaveLength(0);
  });
});
