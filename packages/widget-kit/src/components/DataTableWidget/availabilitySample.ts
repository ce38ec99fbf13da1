import { dataTableOutputSchema, type DataTableOutput, type DataTableRow } from '@shelfsight/contracts';

// Story data: availability of 8 personal-care products at 5 German retailers over the last 30 days.
const products = [
  ['NIVEA Creme 150 ml', 'NIVEA', 2.95],
  ['Dove Original Shower Gel 250 ml', 'Dove', 2.45],
  ['Colgate Total Original 75 ml', 'Colgate', 3.49],
  ['Pampers Baby-Dry Size 4, 46 pcs', 'Pampers', 13.95],
  ["L'Oréal Elvital Color-Glanz Shampoo 300 ml", "L'Oréal Paris", 3.75],
  ['Garnier Hautklar Daily Scrub 150 ml', 'Garnier', 4.29],
  ['Nivea Men Deep Roll-on 50 ml', 'NIVEA', 2.25],
  ['Head & Shoulders Classic Clean 300 ml', 'Head & Shoulders', 4.95],
] as const;
const retailers = [
  ['Amazon.de', 1.04],
  ['dm', 0.97],
  ['Rossmann', 0.98],
  ['Otto', 1.09],
  ['Kaufland', 0.95],
] as const;

const RED = { 'background-color': '#fde2e4', color: '#a8071a' };
const AMBER = { 'background-color': '#fff4d6', color: '#8a5a00' };
const GREEN = { 'background-color': '#dff5e6', color: '#1e6b3c' };

/** Deterministic spread, so the story looks the same on every load. */
const spread = (seed: number) => ((seed * 9301 + 49297) % 233280) / 233280;

export const availabilityRows: DataTableRow[] = products.flatMap(([name, brand, price], productIndex) =>
  retailers.map(([retailer, priceFactor], retailerIndex) => {
    const seed = productIndex * 7 + retailerIndex * 13 + 1;
    const oosDays = Math.floor(spread(seed) ** 4 * 16);
    const delisted = productIndex === 5 && retailer === 'Otto';
    return {
      key: `${productIndex}-${retailerIndex}`,
      productDummyId: delisted ? null : `dummy-${productIndex + 1}`,
      // The last product has no image: the cell shows the placeholder.
      imageUrl:
        productIndex === products.length - 1 ? null : `https://images.example.com/products/${productIndex + 1}.jpg`,
      values: {
        product: name,
        brand,
        retailer,
        availability: delisted ? null : Math.round(((30 - oosDays) / 30) * 1000) / 10,
        oosDays: delisted ? null : oosDays,
        price: delisted ? null : Math.round(price * priceFactor * 100) / 100,
        lastSeen: delisted ? '2025-04-02' : '2025-05-18',
      },
    };
  }),
);

/** Mean of a column over the rows that have a value, as the server's overall row gives it. */
function mean(key: string): number {
  const values = availabilityRows
    .map((row) => row.values[key])
    .filter((value): value is number => typeof value === 'number');
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

/** One answer page of the sample, sorted and paged the way the server would. */
export function availabilityAnswer(
  page: number,
  itemsPerPage: number,
  sortBy: string | null,
  sortDesc: boolean,
): DataTableOutput {
  const sorted = [...availabilityRows];
  if (sortBy) {
    sorted.sort((a, b) => {
      const left = a.values[sortBy] ?? null;
      const right = b.values[sortBy] ?? null;
      if (left === right) return 0;
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * (sortDesc ? -1 : 1);
    });
  }
  return dataTableOutputSchema.parse({
    columns: [
      { key: 'product', id: 11, sequenceNumber: 1, name: 'Product', dataType: 's', format: 'text' },
      { key: 'brand', id: 12, sequenceNumber: 2, name: 'Brand', dataType: 's', format: 'text' },
      { key: 'retailer', id: 13, sequenceNumber: 3, name: 'Retailer', dataType: 's', format: 'text' },
      {
        key: 'availability',
        id: 201,
        sequenceNumber: 4,
        name: 'Availability',
        dataType: 'n',
        format: 'percent',
        columnGroupId: 1,
        tooltip: 'Share of collection days the product could be bought',
        thresholds: [
          { id: 1, condition: '{{seq_201}} < 80 || {{seq_202}} >= 7', css: RED },
          { id: 2, condition: '{{seq_201}} < 95', css: AMBER },
          { id: 3, condition: '{{seq_201}} >= 95', css: GREEN },
        ],
      },
      {
        key: 'oosDays',
        id: 202,
        sequenceNumber: 5,
        name: 'Days out of stock',
        dataType: 'n',
        format: 'number',
        columnGroupId: 1,
      },
      {
        key: 'price',
        id: 203,
        sequenceNumber: 6,
        name: 'Selling price',
        dataType: 'n',
        format: 'currency',
        currency: 'EUR',
        columnGroupId: 2,
      },
      {
        key: 'lastSeen',
        id: 204,
        sequenceNumber: 7,
        name: 'Last seen',
        dataType: 'd',
        format: 'date',
        columnGroupId: 2,
      },
    ],
    columnGroups: [
      { id: 1, sequenceNumber: 1, name: 'Stock', color: '#0b2f5b', icon: null, linkedDashboardId: null },
      { id: 2, sequenceNumber: 2, name: 'Price', color: '#f5b700', icon: null, linkedDashboardId: null },
    ],
    rows: sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage),
    totalRows: sorted.length,
    page,
    itemsPerPage,
    sortBy,
    sortDesc,
    overallRow: {
      key: 'overall',
      values: { availability: mean('availability'), oosDays: mean('oosDays'), price: mean('price') },
    },
  });
}
