import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers } from '../db/schema/customers';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';

const HOUR = 60 * 60 * 1000;

interface DemoNotification {
  to: string;
  hoursAgo: number;
  isRead: boolean;
  title: string;
  subTitle: string;
  body: string;
  flag: 'info' | 'success' | 'warning' | 'error';
  icon: string;
  type: string;
  causer: string;
}

/** What the demo users of Acme Retail find in their bell: alerts fired, exports ready, a task. */
export const demoNotifications: DemoNotification[] = [
  ...['analyst@acme.test', 'admin@acme.test', 'pm@acme.test'].flatMap((to): DemoNotification[] => [
    {
      to,
      hoursAgo: 2,
      isRead: false,
      title: 'Price alert: 4 products below the minimum price',
      subTitle: 'Amazon DE, Otto',
      body: 'Nordic Blend Coffee 1 kg dropped to €11.49 at Amazon DE (minimum €12.99); 3 more products are below their minimum.',
      flag: 'warning',
      icon: 'alert',
      type: 'PRICE_ALERT',
      causer: 'Alert "Minimum advertised price"',
    },
    {
      to,
      hoursAgo: 5,
      isRead: false,
      title: 'Your export is ready',
      subTitle: 'Weekly price overview.xlsx',
      body: 'The scheduled export "Weekly price overview" finished with 1,240 rows.',
      flag: 'success',
      icon: 'download',
      type: 'EXPORT_READY',
      causer: 'Scheduled export "Weekly price overview"',
    },
    {
      to,
      hoursAgo: 26,
      isRead: false,
      title: 'Out of stock at 2 retailers',
      subTitle: 'Bol.com, Coolblue',
      body: 'Aurora Wireless Earbuds are out of stock at Bol.com and Coolblue since this morning.',
      flag: 'error',
      icon: 'stock',
      type: 'AVAILABILITY_ALERT',
      causer: 'Alert "Availability of top sellers"',
    },
    {
      to,
      hoursAgo: 72,
      isRead: true,
      title: 'Content score improved',
      subTitle: 'Average DCC score 81 → 86',
      body: 'The content score of your assortment rose by 5 points after the image updates at MediaMarkt.',
      flag: 'info',
      icon: 'chart',
      type: 'DCC_SCORE',
      causer: 'Weekly content score digest',
    },
  ]),
];

/** Adds the demo notifications once, to a freshly seeded Acme Retail. */
export async function seedNotifications(db: Db): Promise<void> {
  const [acme] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Acme Retail'));
  if (!acme) return;
  const emails = [...new Set(demoNotifications.map((item) => item.to))];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const [already] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.customerId, acme.id))
    .limit(1);
  if (already) return;
  const now = Date.now();
  const values = demoNotifications.flatMap(({ to, hoursAgo, ...item }) => {
    const userId = idOf.get(to);
    return userId === undefined
      ? []
      : [{ ...item, customerId: acme.id, userId, dateTime: new Date(now - hoursAgo * HOUR) }];
  });
  if (values.length > 0) await db.insert(notifications).values(values);
}
