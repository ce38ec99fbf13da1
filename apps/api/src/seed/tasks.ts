import { mentionMarker } from '@shelfsight/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../db/database';
import { products, retailerProducts, retailers, users } from '../db/schema';
import { addComment } from '../modules/tasks/taskComments.repository';
import { createTask, setAssigned, updateTask } from '../modules/tasks/taskWrites.repository';

/** The demo customer whose Tasks screen shows examples on a first visit. */
const DEMO_CUSTOMER = 'Acme Retail';

interface DemoTask {
  title: string;
  description: string;
  creator: string;
  /** About one of the customer's product pages (a product at a retailer), named in the title. */
  aboutAPage: boolean;
  status: 'Open' | 'In progress' | 'Done';
  assignees: string[];
  /** Days from the seed's day; none: no due date. */
  dueInDays?: number;
  /** Comments in order: who writes and what, `{name@email}` standing for a mention of that user. */
  comments: { by: string; text: string }[];
}

const demoTasks: DemoTask[] = [
  {
    title: 'Replace the cropped main image',
    description: 'The retailer shows our packshot cut at the top. Send them the full reference image again.',
    creator: 'admin@acme.test',
    aboutAPage: true,
    status: 'Done',
    assignees: ['pm@acme.test'],
    comments: [{ by: 'pm@acme.test', text: 'Sent through their supplier portal; the new image is live.' }],
  },
  {
    title: 'Add the product video',
    description: 'The page has no video, so it misses the DCC points for it.',
    creator: 'admin@acme.test',
    aboutAPage: true,
    status: 'In progress',
    assignees: ['pm@acme.test'],
    dueInDays: 5,
    comments: [
      {
        by: 'admin@acme.test',
        text: '{pm@acme.test} the brand team sent the video on Monday; can you upload it to the page?',
      },
    ],
  },
  {
    title: 'Ask the account manager about selling below MAP',
    description: 'Check the selling price against the minimum advertised price and raise it with the retailer.',
    creator: 'analyst@acme.test',
    aboutAPage: true,
    status: 'Open',
    assignees: ['analyst@acme.test'],
    // Due yesterday: the list shows an overdue task as teams have them.
    dueInDays: -1,
    comments: [],
  },
  {
    title: 'Review availability with the sales team',
    description: 'Go through the "Availability and price" dashboard before Thursday’s meeting.',
    creator: 'admin@acme.test',
    aboutAPage: false,
    status: 'Open',
    assignees: [],
    dueInDays: 3,
    comments: [],
  },
];

/**
 * A few tasks for the demo customer, so its Tasks screen shows what tasks are for: linked to products and
 * retailers of its catalogue (hence seeded with the catalogue), assigned, commented, one of them done. A customer
 * that has tasks already is left alone.
 */
export async function seedDemoTasks(db: Db, customer: { id: number; name: string }): Promise<void> {
  if (customer.name !== DEMO_CUSTOMER) return;
  const existing = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM tasks WHERE customer_id = ${customer.id}`,
  );
  if ((existing.rows[0]?.n ?? 0) > 0) return;
  const mentioned = (text: string) => [...text.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const emails = [
    ...new Set(
      demoTasks.flatMap((task) => [
        task.creator,
        ...task.assignees,
        ...task.comments.flatMap((comment) => [comment.by, ...mentioned(comment.text)]),
      ]),
    ),
  ];
  const userRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const userId = new Map(userRows.map((row) => [row.email, row.id]));
  if (userId.size !== emails.length) return;
  const today = DateTime.utc().startOf('day');
  const pages = await productPages(db, customer.id);
  let pagesUsed = 0;
  for (const task of demoTasks) {
    const actor = { customerId: customer.id, userId: userId.get(task.creator)! };
    const link = task.aboutAPage ? pages[pagesUsed++] : undefined;
    if (task.aboutAPage && !link) continue;
    const created = await createTask(db, actor, {
      status: 'Open',
      title: link ? `${task.title}: ${link.productName} at ${link.retailerName}` : task.title,
      description: task.description,
      dueDateTime:
        task.dueInDays === undefined ? null : (today.plus({ days: task.dueInDays, hours: 9 }).toISO() ?? null),
      productId: link?.productId ?? null,
      retailerId: link?.retailerId ?? null,
    });
    for (const assignee of task.assignees) await setAssigned(db, actor, created.id, userId.get(assignee)!, true);
    for (const comment of task.comments) {
      const text = comment.text.replace(/\{([^}]+)\}/g, (_, email: string) => mentionMarker(userId.get(email)!));
      await addComment(db, { customerId: customer.id, userId: userId.get(comment.by)! }, created.id, text);
    }
    if (task.status !== 'Open') await updateTask(db, actor, created.id, { status: task.status });
  }
}

/**
 * Product pages of the customer for the tasks to be about, each at another retailer and of another product:
 * retailers in name order, and the n-th of them with its n-th product (by id) that has a page there.
 */
async function productPages(db: Db, customerId: number) {
  const rows = await db
    .selectDistinct({
      productId: products.id,
      productName: products.name,
      retailerId: retailers.id,
      retailerName: retailers.displayName,
    })
    .from(retailerProducts)
    .innerJoin(retailers, eq(retailers.id, retailerProducts.retailerId))
    .innerJoin(
      products,
      and(eq(products.customerId, retailerProducts.customerId), eq(products.id, retailerProducts.productId)),
    )
    .where(eq(retailerProducts.customerId, customerId))
    .orderBy(asc(retailers.displayName), asc(products.id));
  const byRetailer = new Map<number, typeof rows>();
  for (const row of rows) {
    const pagesThere = byRetailer.get(row.retailerId) ?? [];
    pagesThere.push(row);
    byRetailer.set(row.retailerId, pagesThere);
  }
  return [...byRetailer.values()].map((pagesThere, index) => pagesThere[index % pagesThere.length]!);
}
