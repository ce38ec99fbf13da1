import type {
  CalculatedMetricCalculation,
  CalculatedMetricDefinition,
  CalculatedMetricVersion,
} from '@shelfsight/contracts';

// The default criteria as the server stores them (group weights 3 : 2 : 1 as fractions), for tests and stories.

type Condition = CalculatedMetricDefinition['groups'][number]['components'][number]['conditions'][number];
type Component = CalculatedMetricDefinition['groups'][number]['components'][number];

let nextId = 1;
const condition = (
  name: string,
  field: Condition['field'],
  operator: string,
  value: number | null,
  valueType: Condition['valueType'],
): Condition => ({ id: nextId++, sequenceNumber: 0, name, field, operator, value, valueType, function: null });
const atLeast = (name: string, field: Condition['field'], value: number) =>
  condition(name, field, 'greater_or_equal', value, 'number');
const rule = (name: string, description: string, conditions: Condition[]): Component => ({
  id: nextId++,
  sequenceNumber: 0,
  name,
  description,
  weight: 1,
  disabled: false,
  operator: 'AND',
  conditions: conditions.map((each, index) => ({ ...each, sequenceNumber: index })),
});

export const sampleVersions: CalculatedMetricVersion[] = [
  {
    id: 11,
    metricId: 'DCC_SCORE',
    versionNumber: 1,
    versionLabel: 'Default criteria',
    isActiveVersion: true,
    comments: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    createdByUserId: null,
    createdByEmail: null,
    createdByName: null,
  },
  {
    id: 12,
    metricId: 'DCC_SCORE',
    versionNumber: 2,
    versionLabel: 'Extended weighted higher',
    isActiveVersion: false,
    comments: null,
    createdAt: '2026-03-18T09:30:00.000Z',
    updatedAt: '2026-03-18T09:30:00.000Z',
    createdByUserId: 7,
    createdByEmail: 'ada@example.com',
    createdByName: 'Ada Lovelace',
  },
];

const groups: CalculatedMetricDefinition['groups'] = [
  {
    id: 101,
    sequenceNumber: 0,
    name: 'Minimal',
    weight: 3 / 6,
    components: [
      rule('Title', 'The page has a title.', [condition('Title', 'title_chars', 'greater', 0, 'number')]),
      rule('Main image', 'The page has a main image.', [atLeast('Main image', 'image_count', 1)]),
      rule('Price', 'The page shows a selling price.', [
        condition('Price', 'selling_price', 'is_not_empty', null, 'number'),
      ]),
      rule('Description', 'The page has a description.', [
        condition('Description', 'description_present', 'is_true', null, 'boolean'),
      ]),
    ],
  },
  {
    id: 102,
    sequenceNumber: 1,
    name: 'Basic',
    weight: 2 / 6,
    components: [
      rule('Title length', 'The title has 15 to 80 characters.', [
        atLeast('Title length', 'title_chars', 15),
        condition('Title length', 'title_chars', 'less_or_equal', 80, 'number'),
      ]),
      rule('Description length', 'The description has at least 50 words.', [
        atLeast('Description length', 'description_words', 50),
      ]),
      rule('Images', 'The page has 4 or more images.', [atLeast('Images', 'image_count', 4)]),
    ],
  },
  {
    id: 103,
    sequenceNumber: 2,
    name: 'Extended',
    weight: 1 / 6,
    components: [
      rule('Image gallery', 'The page has 6 or more images.', [atLeast('Image gallery', 'image_count', 6)]),
      rule('Video', 'The page has a video.', [atLeast('Video', 'video_count', 1)]),
      { ...rule('Rich content', '', [condition('', 'rich_content', 'is_true', null, 'boolean')]), disabled: true },
    ],
  },
];

/** Version 1, the default criteria; Extended's last component is disabled and lacks a description (a warning). */
export const sampleDefinition: CalculatedMetricDefinition = {
  calculatedMetric: { id: 'DCC_SCORE', version: sampleVersions[0]! },
  groups,
  exceptions: [],
  exceptionGroups: [],
};

/**
 * Version 2 as an administrator leaves it mid-way: a new group Reviews (weights rebalanced to 40 : 30 : 20 : 10)
 * with a new component whose condition has no field yet (a warning), and Extended's disabled component removed.
 */
export const sampleDraftDefinition: CalculatedMetricDefinition = {
  calculatedMetric: { id: 'DCC_SCORE', version: sampleVersions[1]! },
  groups: [
    { ...groups[0]!, weight: 0.4 },
    { ...groups[1]!, weight: 0.3 },
    { ...groups[2]!, weight: 0.2, components: groups[2]!.components.filter((component) => !component.disabled) },
    {
      id: 104,
      sequenceNumber: 3,
      name: 'Reviews',
      weight: 0.1,
      components: [
        rule('Rating', 'Shoppers rate the product 4 stars or more.', [atLeast('Rating', 'rating', 4)]),
        rule('Review count', 'At least 20 shoppers reviewed the product.', [
          { ...condition('Review count', null, '', null, null), operator: null },
        ]),
        rule('Q&A', 'The page answers shoppers’ questions.', []),
      ],
    },
  ],
  exceptions: [],
  exceptionGroups: [],
};

/** Shares of pages meeting each component of version 1, and for several conditions each condition's share. */
const componentShares: (number | null)[][] = [
  [98, 95, 92, 88],
  [74, 41, 63],
  [38, 12, null],
];
const conditionShares: Record<string, number[]> = { 'Title length': [97, 76] };

/**
 * Version 1 scored over the newest day's 1,240 pages. Each group's share is the mean of its counted components'
 * shares (all weigh 1); the average score is what the group weights make of them.
 */
export const sampleCalculation: CalculatedMetricCalculation = {
  version: 1,
  date: '2026-11-28',
  pageCount: 1240,
  averageScore: 71,
  groups: groups.map((group, g) => {
    const shares = componentShares[g]!;
    const counted = shares.filter((share): share is number => share !== null);
    return {
      sequenceNumber: group.sequenceNumber,
      name: group.name,
      weight: group.weight,
      percentageMet: Math.round(counted.reduce((sum, share) => sum + share, 0) / counted.length),
      components: group.components.map((component, c) => ({
        sequenceNumber: component.sequenceNumber,
        name: component.name,
        percentageMet: shares[c] ?? null,
        conditions: component.conditions.map((condition, k) => ({
          sequenceNumber: condition.sequenceNumber,
          name: condition.name,
          percentageMet: component.disabled ? null : (conditionShares[component.name]?.[k] ?? shares[c] ?? null),
        })),
      })),
    };
  }),
  pages: [
    {
      productId: 5001,
      retailerId: 1,
      score: 100,
      componentsMet: [
        [true, true, true, true],
        [true, true, true],
        [true, true, null],
      ],
    },
    {
      productId: 5001,
      retailerId: 2,
      score: 72,
      componentsMet: [
        [true, true, true, true],
        [true, false, true],
        [false, false, null],
      ],
    },
    {
      productId: 5002,
      retailerId: 1,
      score: 25,
      componentsMet: [
        [true, true, false, false],
        [false, false, false],
        [false, false, null],
      ],
    },
  ],
};
