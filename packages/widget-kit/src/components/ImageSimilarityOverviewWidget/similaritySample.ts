import { imageSimilarityOverviewOutputSchema, type ImageSimilarityOverviewOutput } from '@shelfsight/contracts';

// Story data: weekly image checks of five products at five retailers. Otto's module is not enabled for this
// customer (upgrade to check) and one dm image could not be fetched (an unknown state, shown as an error).
const retailers = [
  { id: 1, name: 'Amazon.de' },
  { id: 2, name: 'dm' },
  { id: 3, name: 'Rossmann' },
  { id: 4, name: 'Otto' },
  { id: 5, name: 'Kaufland' },
];
const products: [string, string, string, [string, number | null][]][] = [
  [
    'NIVEA Creme 150 ml',
    'NIVEA',
    '4005900036728',
    [
      ['equal', 99.1],
      ['highly_similar', 88.4],
      ['equal', 98.7],
      ['upgrade_to_check', null],
      ['somewhat_similar', 67.2],
    ],
  ],
  [
    'Dove Original Shower Gel 250 ml',
    'Dove',
    '8717163629028',
    [
      ['highly_similar', 91.3],
      ['equal', 97.9],
      ['different', 22.8],
      ['upgrade_to_check', null],
      ['in_progress', null],
    ],
  ],
  [
    'Colgate Total Original 75 ml',
    'Colgate',
    '8714789732596',
    [
      ['equal', 99.6],
      ['image_unreachable', null],
      ['equal', 99.2],
      ['upgrade_to_check', null],
      ['highly_similar', 86.0],
    ],
  ],
  [
    'Pampers Baby-Dry Size 4, 46 pcs',
    'Pampers',
    '8006540017406',
    [
      ['in_progress', null],
      ['in_progress', null],
      ['highly_similar', 84.5],
      ['upgrade_to_check', null],
      ['equal', 98.3],
    ],
  ],
  [
    "L'Oréal Elvital Color-Glanz 300 ml",
    "L'Oréal Paris",
    '3600523578421',
    [
      ['equal', 98.8],
      ['equal', 99.4],
      ['somewhat_similar', 71.9],
      ['upgrade_to_check', null],
      ['different', 18.6],
    ],
  ],
];

export const weeklyImageChecks: ImageSimilarityOverviewOutput = imageSimilarityOverviewOutputSchema.parse({
  retailers,
  products: products.map(([name, brand, ean, results], index) => ({
    productDummyId: `dummy-${index + 1}`,
    name,
    brand,
    ean,
    imageUrls: [`https://images.example.com/reference/${ean}.jpg`],
    results: results.map(([status, score], retailerIndex) => ({
      retailerId: retailerIndex + 1,
      status,
      score,
      checkedOn: status === 'in_progress' || status === 'upgrade_to_check' ? null : '2025-05-12T06:40:00',
      nextCheckOn: status === 'upgrade_to_check' ? null : '2025-05-19T06:40:00',
    })),
  })),
  totalProducts: 37,
});
