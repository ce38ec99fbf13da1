import { dashboardInputSchema, dimensionByCode, type DashboardInput } from '@shelfsight/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, customerUsers, users } from '../db/schema';
import { dashboards } from '../db/schema/dashboards';
import { savedFilters } from '../db/schema/savedFilters';
import { widgets } from '../db/schema/widgets';
import { createTab, moveDashboard, tabsOf } from '../modules/dashboards/dashboardTabs.repository';
import { createDashboard, shareDashboard } from '../modules/dashboards/dashboardWrites.repository';
import { manyWidgetsDashboard } from './manyWidgetsDashboard';

const dimension = (code: string) => {
  const found = dimensionByCode(code);
  if (!found) throw new Error(`demo dashboards: unknown dimension ${code}`);
  return found.id;
};

/** The four dashboards of the demo home tab, built from the demo widgets (by name) and one saved filter. */
function demoDashboards(widget: (name: string) => number, germany: number | null): DashboardInput[] {
  return [
    {
      name: 'Availability and price',
      icon: 'shopping-cart',
      description: 'Is it on the shelf, and at what price? The first look of every morning.',
      rollingDatePreset: '30d',
      applyRetailerAssortment: true,
      groups: [
        {
          name: 'Availability',
          description: 'Share of daily observations in stock.',
          groupStyle: 'card',
          styleColor: '#1677ff',
          widgets: [
            { widgetId: widget('Availability'), rowIndex: 0 },
            {
              widgetId: widget('Availability'),
              rowIndex: 0,
              nameOverride: 'Availability last 7 days',
              datePresetOverride: '7d',
            },
            { widgetId: widget('Products not always in stock'), rowIndex: 1 },
            { widgetId: widget('Availability by retailer and brand'), rowIndex: 2 },
          ],
        },
        {
          name: 'Price',
          description: 'Selling prices and where they sit against the cheapest competitor.',
          groupStyle: 'card',
          styleColor: '#fa8c16',
          stretchLayout: true,
          widgets: [
            { widgetId: widget('Selling price by retailer'), rowIndex: 0 },
            { widgetId: widget('Product prices and stock'), rowIndex: 1 },
          ],
        },
      ],
    },
    {
      name: 'Content and DCC',
      icon: 'file-text',
      description: 'Content completeness by retailer and how close the images are to the reference.',
      rollingDatePreset: '7d',
      groups: [
        {
          name: 'Content quality',
          groupStyle: 'card',
          styleColor: '#52c41a',
          widgets: [
            {
              widgetId: widget('How to read these widgets'),
              rowIndex: 0,
              nameOverride: 'About the DCC score',
              overrideTextFields: {
                title: 'Digital content compliance',
                body: 'The DCC score weighs titles, descriptions, images and ratings per retailer. Aim for 80 % and above.',
              },
            },
            { widgetId: widget('Retailer performance'), rowIndex: 1 },
          ],
        },
        {
          name: 'Images',
          groupStyle: 'plain',
          widgets: [{ widgetId: widget('Image similarity by retailer'), rowIndex: 0 }],
        },
      ],
    },
    {
      name: 'Reviews and ratings',
      icon: 'star',
      description: 'What shoppers say, by brand and by retailer.',
      rollingDatePreset: '30d',
      groups: [
        {
          name: 'Ratings',
          groupStyle: 'card',
          styleColor: '#faad14',
          widgets: [
            { widgetId: widget('Rating by brand'), rowIndex: 0 },
            {
              widgetId: widget('Rating by brand'),
              rowIndex: 0,
              nameOverride: 'Rating by retailer',
              overrideDimensionId: dimension('RETAILER'),
              overrideRibbons: [{ text: 'Per retailer', color: '#faad14' }],
            },
          ],
        },
      ],
    },
    {
      name: 'Competition by retailer',
      icon: 'team',
      description: 'Price position and availability of the brands at each retailer.',
      rollingDatePreset: '30d',
      groups: [
        {
          name: 'Price position',
          groupStyle: 'card',
          styleColor: '#722ed1',
          widgets: [
            { widgetId: widget('Price index by brand'), rowIndex: 0 },
            {
              widgetId: widget('Selling price by retailer'),
              rowIndex: 0,
              ...(germany === null
                ? {}
                : {
                    nameOverride: 'Selling price in Germany',
                    savedFilterOverride: germany,
                    includesFiltersOverride: true,
                  }),
            },
          ],
        },
        {
          name: 'Availability',
          groupStyle: 'card',
          styleColor: '#13c2c2',
          widgets: [
            { widgetId: widget('Availability by retailer and brand'), rowIndex: 0 },
            { widgetId: widget('Retailer performance'), rowIndex: 1 },
          ],
        },
      ],
    },
  ];
}

/**
 * Placed widgets that link to another demo dashboard (their item menu offers to open it): in a dashboard, the
 * widget of that name without a name override links to the named dashboard, which is created before it.
 */
const demoLinks = [
  { dashboard: 'Competition by retailer', widget: 'Retailer performance', linkedTo: 'Availability and price' },
];

function withDemoLinks(
  input: DashboardInput,
  widget: (name: string) => number,
  created: ReadonlyMap<string, number>,
): DashboardInput {
  const links = demoLinks.filter((link) => link.dashboard === input.name && created.has(link.linkedTo));
  if (links.length === 0) return input;
  const groups = input.groups?.map((group) => ({
    ...group,
    widgets: group.widgets?.map((placed) => {
      const link = links.find((candidate) => widget(candidate.widget) === placed.widgetId && !placed.nameOverride);
      return link ? { ...placed, overrideLinkedDashboards: [created.get(link.linkedTo) as number] } : placed;
    }),
  }));
  return { ...input, groups };
}

/** Owner of the demo dashboards and whom the first one is shared with, per demo customer. */
const demoOwners = [
  { customer: 'Acme Retail', owner: 'admin@acme.test', sharedWith: ['analyst@acme.test'], fiftyWidgets: true },
  // Brandco has no other member to share with.
  { customer: 'Brandco', owner: 'admin@acme.test', sharedWith: [] as string[], fiftyWidgets: false },
];

/**
 * A 'Home' tab of four dashboards for Acme Retail and Brandco, the first shared (and put in a home tab of
 * the user it is shared with), and for Acme a dashboard of fifty widgets outside any tab. A customer that has dashboards, or lacks the demo widgets, is left alone.
 */
export async function seedDashboards(db: Db): Promise<void> {
  for (const demo of demoOwners) {
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, demo.customer));
    if (!customer) continue;
    const customerId = customer.id;
    const [existing] = await db.select({ n: count() }).from(dashboards).where(eq(dashboards.customerId, customerId));
    if ((existing?.n ?? 0) > 0) continue;
    const members = await db
      .select({ id: users.id, email: users.email })
      .from(customerUsers)
      .innerJoin(users, eq(users.id, customerUsers.userId))
      .where(and(eq(customerUsers.customerId, customerId), inArray(users.email, [demo.owner, ...demo.sharedWith])));
    const owner = members.find((member) => member.email === demo.owner);
    if (!owner) continue;
    const widgetIds = new Map(
      (
        await db
          .select({ id: widgets.id, name: widgets.name })
          .from(widgets)
          .where(and(eq(widgets.customerId, customerId), eq(widgets.ownerUserId, owner.id)))
      ).map((row) => [row.name, row.id]),
    );
    const widget = (name: string) => {
      const id = widgetIds.get(name);
      if (id === undefined) throw new Error(`demo dashboards: no widget '${name}' in ${demo.customer}`);
      return id;
    };
    if (widgetIds.size === 0) continue;
    const [germany] = await db
      .select({ id: savedFilters.id })
      .from(savedFilters)
      .where(and(eq(savedFilters.customerId, customerId), eq(savedFilters.name, 'Germany')));

    const ownerTab = { customerId, userId: owner.id };
    const home = await createTab(db, ownerTab, 'Home');
    const ids: number[] = [];
    const created = new Map<string, number>();
    for (const input of demoDashboards(widget, germany?.id ?? null)) {
      const linked = withDemoLinks(input, widget, created);
      const id = await createDashboard(db, customerId, owner.id, dashboardInputSchema.parse(linked));
      created.set(input.name, id);
      await moveDashboard(db, ownerTab, { dashboardId: id, tabId: home, sequenceNumber: ids.length + 1 }, ids);
      ids.push(id);
    }
    // In no tab: it is in the list of all dashboards, and Home stays the four above.
    if (demo.fiftyWidgets) {
      const placed = [...widgetIds].map(([name, id]) => ({ id, name }));
      await createDashboard(db, customerId, owner.id, dashboardInputSchema.parse(manyWidgetsDashboard(placed)));
    }
    const [first] = ids;
    const shareWith = members.filter((member) => member.id !== owner.id);
    if (first === undefined || shareWith.length === 0) continue;
    await shareDashboard(
      db,
      customerId,
      first,
      owner.id,
      shareWith.map((member) => member.id),
    );
    for (const member of shareWith) {
      const memberTab = { customerId, userId: member.id };
      if ((await tabsOf(db, memberTab)).length > 0) continue;
      const tabId = await createTab(db, memberTab, 'Home');
      await moveDashboard(db, memberTab, { dashboardId: first, tabId, sequenceNumber: 1 }, []);
    }
  }
}
