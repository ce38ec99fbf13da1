import { alertInputSchema, type AlertInput } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, users } from '../db/schema';
import { createAlert } from '../modules/alerts/alerts.repository';

/**
 * Acme's demo alerts, one of each kind, checked once the demo market data has loaded: "any product out
 * of stock" raises on the demo data (so the bell and the outbox show it), the near-empty-shelf one does
 * not, the per-item one names the retailers that crossed, and a price rise against last week compares
 * to the previous period.
 */
const demoAlerts: (AlertInput & { recipients: string[] })[] = [
  {
    subject: 'A product went out of stock yesterday',
    metricId: 2,
    threshold: 100,
    thresholdCondition: '<',
    recipients: ['admin@acme.test', 'pm@acme.test'],
  },
  {
    subject: 'Shelves nearly empty (availability below 5 %)',
    metricId: 2,
    threshold: 5,
    thresholdCondition: '<',
    recipients: ['admin@acme.test'],
  },
  {
    subject: 'Retailers below 97 % availability',
    type: 'PER_ITEM',
    metricId: 2,
    dimensionId: 1,
    threshold: 97,
    thresholdCondition: '<',
    notificationMethods: ['T'],
    recipients: ['admin@acme.test'],
  },
  {
    subject: 'Selling prices up more than 10 % on the week before',
    metricId: 8,
    aggregationFunction: 'AVG',
    datePreset: '7d',
    comparedTo: 'PREVIOUS_PERIOD',
    comparedModifier: 'PERCENT',
    comparedValue: 10,
    thresholdCondition: '>',
    alertSettings: { trendPeriods: 1, rearm: true },
    recipients: ['admin@acme.test'],
  },
];

/** Adds the demo alerts to Acme Retail unless it has alerts already (safe on every start). */
export async function seedAlerts(db: Db): Promise<void> {
  const [acme] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Acme Retail'));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test'));
  if (!acme || !owner) return;
  // Raw SQL: the alerts table has no Drizzle schema (the module's repository is SQL only).
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM alerts WHERE customer_id = ${acme.id}`,
  );
  if (Number(rows[0]?.n ?? 0) > 0) return;
  for (const { recipients, ...alert } of demoAlerts) {
    const recipientIds: number[] = [];
    for (const email of recipients) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (user) recipientIds.push(user.id);
    }
    await createAlert(db, acme.id, owner.id, alertInputSchema.parse({ ...alert, recipientIds }));
  }
}
