import type { CalculatedMetricExceptions } from '@shelfsight/contracts';
import type { ProductChoice, RetailerChoice } from '@shelfsight/product-kit';
import type { DccTag } from '../api/dccApi';

// A customer's catalogue and DCC exceptions as the server answers them, for tests and stories.

export const sampleProducts: ProductChoice[] = [
  { id: 101, name: 'Barista Oat Drink 1 l', gtin: '7394376616228' },
  { id: 102, name: 'Organic Espresso Beans 500 g', gtin: '4006040112345' },
  { id: 103, name: 'Stainless Steel Milk Jug 350 ml', gtin: null },
];

export const sampleRetailers: RetailerChoice[] = [
  { id: 11, name: 'Amazon DE' },
  { id: 12, name: 'Bol.com' },
  { id: 13, name: 'MediaMarkt' },
];

export const sampleTags: DccTag[] = [
  { id: 21, category: 5, value: 'Private label' },
  { id: 22, category: 5, value: 'Seasonal' },
];

export const sampleExceptions: CalculatedMetricExceptions = {
  exceptions: [
    {
      id: 1,
      entityType: 'PRODUCT',
      entityId: 103,
      retailerId: null,
      tagId: null,
      type: 'OVERRIDE',
      field: 'image_count',
      operator: 'greater_or_equal',
      value: 2,
      valueType: 'number',
      function: null,
    },
    {
      id: 2,
      entityType: 'PRODUCT',
      entityId: 101,
      retailerId: 12,
      tagId: null,
      type: 'IGNORE',
      field: 'video_count',
      operator: 'no_condition',
      value: null,
      valueType: 'number',
      function: null,
    },
  ],
  exceptionGroups: [
    {
      id: 1,
      type: 'IGNORE',
      entityId: null,
      retailerIds: [11, 13],
      tagIds: [21],
      field: 'rich_content',
      operator: 'no_condition',
      value: null,
      function: null,
    },
  ],
};
