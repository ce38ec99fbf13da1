import { addDays, datasetInputSchema, dimensionByCode, metricByCode, todayInZone } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, users } from '../db/schema';
import { createDataset } from '../modules/datasets/datasets.repository';

/**
 * Acme's demo dataset: availability and selling price per retailer and week over the last 30 days, owned
 * by the admin and mailed to nobody. Stored queued; it is built once the demo market data has loaded (the
 * datasets module builds a customer's queued datasets after each load). Added unless Acme has datasets.
 */
export async function seedDatasets(db: Db): Promise<void> {
  const [acme] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Acme Retail'));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test'));
  if (!acme || !owner) return;
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM datasets WHERE customer_id = ${acme.id}`,
  );
  if (Number(rows[0]?.n ?? 0) > 0) return;
  const today = todayInZone('UTC');
  const input = datasetInputSchema.parse({
    subject: 'Weekly availability and price by retailer',
    metricIds: [metricByCode('AVAILABILITY')?.id, metricByCode('PRICE_SELL')?.id],
    dimensionIds: [dimensionByCode('RETAILER')?.id],
    dateGrouping: 'WEEK',
    fromDate: addDays(today, -30),
    toDate: addDays(today, -1),
  });
  await createDataset(db, acme.id, owner.id, { ...input, outputType: 'metrics' });
}
