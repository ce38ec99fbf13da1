import { scheduledExportInputSchema, todayInZone } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, users } from '../db/schema';
import { createExport } from '../modules/scheduledExports/scheduledExports.repository';

/**
 * Acme's demo scheduled export: every morning, yesterday's first table of the admin's "Availability and
 * price" dashboard as CSV, mailed to the analyst. Added unless Acme has exports already (safe on every start).
 */
export async function seedScheduledExports(db: Db): Promise<void> {
  const [acme] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Acme Retail'));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test'));
  const [analyst] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'analyst@acme.test'));
  if (!acme || !owner) return;
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM scheduled_exports WHERE customer_id = ${acme.id}`,
  );
  if (Number(rows[0]?.n ?? 0) > 0) return;
  const placed = await db.execute<{ id: number }>(sql`
    SELECT dw.id FROM dashboard_widgets dw
    JOIN dashboards d ON d.customer_id = dw.customer_id AND d.id = dw.dashboard_id
    JOIN widgets w ON w.customer_id = dw.customer_id AND w.id = dw.widget_id
    WHERE dw.customer_id = ${acme.id} AND d.owner_user_id = ${owner.id} AND d.name = 'Availability and price'
      AND w.visualization_type <> 'TEXT'
    ORDER BY dw.group_id, dw.row_index, dw.sequence LIMIT 1`);
  const dashboardWidgetId = placed.rows[0]?.id;
  if (dashboardWidgetId === undefined) return;
  const input = scheduledExportInputSchema.parse({
    subject: 'Daily availability',
    filename: 'availability',
    dashboardWidgetId: Number(dashboardWidgetId),
    recipientIds: analyst ? [analyst.id] : [],
    rollingDate: '1d',
    frequency: 'daily',
    time: '06:00',
    startDate: todayInZone('UTC'),
  });
  await createExport(db, acme.id, owner.id, input);
}
