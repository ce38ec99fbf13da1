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

// The next twelve of the assortment, for an answer longer than one screen of cards.
const moreCards: typeof cards = [
  ['Rexona Men Cobalt Dry Deo Spray 150 ml', 'Rexona', 5, 95.2, 2.25, 88.3, 0.9],
  ['Gillette Mach3 Blades, 8 pcs', 'Gillette', 6, 82.4, 19.99, 93.5, -4.2],
  ['Oral-B Pro Expert Toothpaste 75 ml', 'Oral-B', 4, 90.7, 2.79, 79.8, 1.1],
  ['Nivea Men Sensitive Shaving Foam 200 ml', 'NIVEA', 5, 86.9, 3.15, 84.6, -0.8],
  ['Garnier Fructis Strength Shampoo 300 ml', 'Garnier', 4, 77.3, 2.95, 72.4, -5.3],
  ['Always Ultra Normal Pads, 16 pcs', 'Always', 5, 91.8, 2.45, 86.1, 2.6],
  ['Axe Africa Shower Gel 250 ml', 'Axe', 3, 68.2, 2.19, 70.5, null],
  ['Schwarzkopf Taft Ultra Hairspray 250 ml', 'Schwarzkopf', 4, 94.6, 3.45, 90.2, 0.3],
  ['Labello Original Lip Balm 4.8 g', 'Labello', 6, 98.4, 1.75, 95.7, 0.1],
  ['Sebamed Liquid Face & Body Wash 300 ml', 'Sebamed', 3, 73.9, 6.95, 81.3, -3.7],
  ['Listerine Cool Mint Mouthwash 600 ml', 'Listerine', 5, 89.5, 5.49, 87.9, 1.4],
  ['Eucerin pH5 Shower Oil 400 ml', 'Eucerin', 4, 80.1, 11.95, 91.6, -1.9],
];

function overviewOf(rows: typeof cards, totalProducts: number): ProductOverviewOutput {
  return productOverviewOutputSchema.parse({
    products: rows.map(([name, brand, retailerCount, availability, price, dcc, availabilityTrend], index) => ({
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
    totalProducts,
  });
}

export const topProducts = overviewOf(cards, 48);

/** 18 of the 48 products: one screen of twelve cards, then 'Show more products'. */
export const longerOverview = overviewOf([...cards, ...moreCards], 48);
