import { dimensionByCode, metricByCode, widgetInputSchema, type WidgetInput } from '@shelfsight/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, customerUsers, users } from '../db/schema';
import { widgets } from '../db/schema/widgets';
import { createWidget, shareWidget } from '../modules/widgets/widgetWrites.repository';

/** Catalogue keys to ids, so the demo reads like the product and breaks loudly if a key disappears. */
const metric = (code: string) => {
  const found = metricByCode(code);
  if (!found) throw new Error(`demo widgets: unknown metric ${code}`);
  return found.id;
};
const dimension = (code: string) => {
  const found = dimensionByCode(code);
  if (!found) throw new Error(`demo widgets: unknown dimension ${code}`);
  return found.id;
};

/** One widget of every type, on the metrics a brand or retailer team looks at first. */
export function demoWidgets(): WidgetInput[] {
  return [
    {
      name: 'Availability',
      visualizationType: 'KPI',
      metricId: metric('AVAILABILITY'),
      aggregationFunction: 'AVG',
      dateDataSelection: '30d',
    },
    {
      name: 'Selling price by retailer',
      visualizationType: 'LINE',
      metricId: metric('PRICE_SELL'),
      dimensionId: dimension('RETAILER'),
      aggregationFunction: 'AVG',
      dateAggregationLevel: 'DAY',
      dateDataSelection: '30d',
    },
    {
      // Against the market average a brand over all retailers is 100 by construction; the lowest competitor price spreads the brands.
      name: 'Price index by brand',
      visualizationType: 'SCATTER',
      metricId: metric('PRICE_INDEX'),
      dimensionId: dimension('BRAND'),
      aggregationFunction: 'AVG',
      dateDataSelection: '30d',
      customSettings: { priceIndexReference: 'LOWEST_COMPETITOR' },
    },
    {
      name: 'Rating by brand',
      visualizationType: 'HORIZONTAL_BAR',
      metricId: metric('REVIEW_SCORE'),
      dimensionId: dimension('BRAND'),
      aggregationFunction: 'AVG',
      dateDataSelection: '30d',
    },
    {
      name: 'Products not always in stock',
      visualizationType: 'PRODUCT_OVERVIEW',
      metricId: metric('AVAILABILITY'),
      aggregationFunction: 'AVG',
      displayCondition: { operator: '<', value: 100 },
      dateDataSelection: '7d',
    },
    {
      name: 'Product prices and stock',
      visualizationType: 'DATA_TABLE',
      dimensionId: dimension('PRODUCT'),
      dateDataSelection: '7d',
      tableFields: [
        // The rows are products: the item column names them, the brand goes beside it.
        { fieldType: 'ATTRIBUTE', fieldId: 2, fieldName: 'Brand', dataType: 's' },
        {
          fieldType: 'METRIC',
          fieldId: metric('PRICE_SELL'),
          fieldName: 'Selling price',
          dataType: 'n',
          aggregationType: 'AVG',
          sorted: 'desc',
        },
        {
          fieldType: 'METRIC',
          fieldId: metric('AVAILABILITY'),
          fieldName: 'Availability',
          dataType: 'n',
          aggregationType: 'AVG',
          // Thresholds name the field by its position (seq_3: this third field).
          thresholds: [
            { condition: '{{seq_3}} < 80', css: { 'background-color': '#fde2e2', color: '#a8071a' } },
            { condition: '{{seq_3}} >= 95', css: { 'background-color': '#e6f4ea', color: '#135200' } },
          ],
        },
      ],
    },
    {
      name: 'Availability by retailer and brand',
      visualizationType: 'MATRIX_TABLE',
      metricId: metric('AVAILABILITY'),
      dimensionId: dimension('RETAILER'),
      verticalDimensionId: dimension('BRAND'),
      aggregationFunction: 'AVG',
      dateDataSelection: '30d',
    },
    {
      name: 'Retailer performance',
      visualizationType: 'PERFORMANCE_OVERVIEW',
      dimensionId: dimension('RETAILER'),
      columnGroupIds: [1, 2, 3],
      dateDataSelection: '30d',
    },
    {
      name: 'How to read these widgets',
      visualizationType: 'TEXT',
      textFields: {
        title: 'Reading the numbers',
        body: 'Figures cover the tracked products at the retailers you have access to. Percentages are shares of daily observations.',
      },
    },
    {
      name: 'Image similarity by retailer',
      visualizationType: 'IMAGE_SIMILARITY_OVERVIEW',
      dimensionId: dimension('RETAILER'),
      dateDataSelection: '7d',
    },
  ];
}

/** Owner and the members it is shared with, per demo customer. */
const demoOwners = [
  { customer: 'Acme Retail', owner: 'admin@acme.test', sharedWith: ['analyst@acme.test'] },
  { customer: 'Brandco', owner: 'admin@acme.test', sharedWith: [] as string[] },
];

/** Demo widgets for Acme Retail and Brandco; a customer that already has widgets is left alone. */
export async function seedWidgets(db: Db): Promise<void> {
  for (const demo of demoOwners) {
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, demo.customer));
    if (!customer) continue;
    const [existing] = await db.select({ n: count() }).from(widgets).where(eq(widgets.customerId, customer.id));
    if ((existing?.n ?? 0) > 0) continue;
    const members = await db
      .select({ id: users.id, email: users.email })
      .from(customerUsers)
      .innerJoin(users, eq(users.id, customerUsers.userId))
      .where(and(eq(customerUsers.customerId, customer.id), inArray(users.email, [demo.owner, ...demo.sharedWith])));
    const owner = members.find((member) => member.email === demo.owner);
    if (!owner) continue;
    const shareWith = members.filter((member) => member.email !== demo.owner).map((member) => member.id);
    for (const input of demoWidgets()) {
      const id = await createWidget(db, customer.id, owner.id, widgetInputSchema.parse(input));
      if (shareWith.length > 0) await shareWidget(db, customer.id, id, owner.id, shareWith);
    }
  }
}
