import { expect } from 'vitest';
import { apiCaller, createTestApp, demoCustomers, demoUserIds, type TestApp } from '../../../test/testApp';

/** The demo accounts the task tests act as: Acme's members, and one who belongs to another customer only. */
export const taskTestAccounts = {
  admin: 'admin@acme.test',
  analyst: 'analyst@acme.test',
  pm: 'pm@acme.test',
  readOnly: 'readonly@acme.test',
  outsider: 'pending@pendingco.test',
} as const;

export interface TaskTestApp {
  t: TestApp;
  acme: number;
  brandco: number;
  /** User ids by e-mail, for every account of taskTestAccounts. */
  users: Record<string, number>;
  call: ReturnType<typeof apiCaller>;
  /** Creates an open task in Acme as `email` (the analyst by default) and answers it as saved. */
  newTask(
    body?: string | Record<string, unknown>,
    email?: string,
  ): Promise<{ id: number; title: string; status: string; dueDateTime: string }>;
}

/** One app for a tasks test file (its options as createTestApp's), with the demo customers and accounts looked up. */
export async function startTaskTestApp(options?: Parameters<typeof createTestApp>[0]): Promise<TaskTestApp> {
  const t = await createTestApp(options);
  await t.app.ready();
  const call = apiCaller(() => t.app);
  const { acme, brandco } = await demoCustomers(t.app);
  const users = await demoUserIds(t.app, Object.values(taskTestAccounts));
  return {
    t,
    acme,
    brandco,
    users,
    call,
    async newTask(body = 'Review the listing', email = taskTestAccounts.analyst) {
      const fields = typeof body === 'string' ? { title: body } : body;
      const response = await call(email, 'POST', 'task', { status: 'Open', ...fields });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
  };
}
