import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers } from '../db/schema/customers';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';
import { brandNamesByCustomer, productCategories, retailerTemplates } from './market/catalogueData';

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

/** A demo retailer's shown name, by its catalogue name: a name the catalogue does not seed fails here. */
function retailer(name: string): string {
  const template = retailerTemplates.find((each) => each.name === name);
  if (!template) throw new Error(`The demo catalogue has no retailer ${name}`);
  return template.displayName;
}

/** 'Acme coffee machines': products named by a brand of Acme and a category the catalogue seeds. */
function productsOf(brand: string, category: string): string {
  const names = brandNamesByCustomer['Acme Retail'];
  const known = names && [...names.own, ...names.competitors, ...names.privateLabel].includes(brand);
  if (!known || !productCategories.some((each) => each.name === category)) {
    throw new Error(`The demo catalogue has no ${brand} ${category}`);
  }
  return `${brand} ${category.toLowerCase()}`;
}

const priceAlertRetailers = [retailer('techmarkt-de'), retailer('kaufhalle-de')];
const stockAlertRetailers = [retailer('winkelhuis-nl'), retailer('elektrowelt-de')];

/**
 * What the demo users of Acme Retail find in their bell: alerts fired, exports ready, a task. They name only
 * retailers, brands and categories the demo catalogue seeds (an alert's subtitle lists its retailers).
 */
export const demoNotifications: DemoNotification[] = [
  ...['analyst@acme.test', 'admin@acme.test', 'pm@acme.test'].flatMap((to): DemoNotification[] => [
    {
      to,
      hoursAgo: 2,
      isRead: false,
      title: `Price alert: 4 ${productsOf('Acme', 'Coffee machines')} below the minimum price`,
      subTitle: priceAlertRetailers.join(', '),
      body:
        `4 ${productsOf('Acme', 'Coffee machines')} sell below their minimum advertised price at ` +
        `${priceAlertRetailers.join(' and ')}; the lowest is €189.00 (minimum €229.00).`,
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
      subTitle: stockAlertRetailers.join(', '),
      body: `2 ${productsOf('Voltera', 'Headphones')} are out of stock at ${stockAlertRetailers.join(' and ')} since this morning.`,
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
      body: `The content score of your assortment rose by 5 points after the image updates at ${retailer('marktplatz24-de')}.`,
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
