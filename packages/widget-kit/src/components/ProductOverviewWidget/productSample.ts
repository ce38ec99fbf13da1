import { productOverviewOutputSchema, type ProductOverviewOutput } from '@shelfsight/contracts';

// Story data: the top personal-care products of a brand manufacturer's assortment over the last 30 days.
// Image addresses are placeholders that fail, so the story also shows the fallback icon.
const cards: [string, string, number, number, number, number, number | null][] = [
  ['NIVEA Creme 150 ml', 'NIVEA', 6, 97.3, 2.95, 92.4, 1.8],
  ['Dove Original Shower Gel 250 ml', 'Dove', 5, 88.6, 2.45, 81.9, -2.1],
  ['Pampers Baby-Dry Size 4, 46 pcs', 'Pampers', 6, 71.2, 13.95, 90.7, -13.4],
  ['Colgate Total Original 75 ml', 'Colgate', 4, 99.1, 3.49, 85.2, null],
  ["L'Oréal Elvital Color-Glanz Shampoo 300 ml", "L'Oréal Paris", 5, 93.8, 3.75, 94.1, 0.4],
  ['Head & Shoulders Classic Clean 300 ml', 'Head & Shoulders', 3, 64.5, 4.95, 76.2, -6.7],
];

export const topProducts: ProductOverviewOutput = productOverviewOutputSchema.parse({
  products: cards.map(([name, brand, retailerCount, availability, price, dcc, availabilityTrend], index) => ({
    productDummyId: `dummy-${index + 1}`,
    name,
    brand,
    imageUrls: index === 3 ? [] : [`https://images.example.com/products/${index + 1}.jpg`],
    retailerCount,
    metrics: [
      { key: 'availability', name: 'Availability', value: availability, format: 'percent', trend: availabilityTrend },
      {
        key: 'price',
        name: 'Avg. selling price',
        value: price,
        format: 'currency',
        currency: 'EUR',
        lowerIsBetter: true,
      },
      { key: 'dcc', name: 'DCC score', value: dcc, format: 'percent' },
    ],
  })),
  totalProducts: 48,
});
