import type { CalculatedMetricDefinitionInputParsed, CalculatedMetricField } from '@shelfsight/contracts';

/** A test of one page field, in the terms of a stored DCC condition (contracts `calculatedMetric`). */
export type DccCondition =
  | {
      field: CalculatedMetricField;
      operator: 'greater' | 'greater_or_equal' | 'less_or_equal';
      value: number;
      valueType: 'number';
    }
  | { field: CalculatedMetricField; operator: 'is_not_empty'; value: null; valueType: 'number' }
  | { field: CalculatedMetricField; operator: 'is_true'; value: null; valueType: 'boolean' };

/** A DCC rule as written: what the page must show, as conditions that must all hold. */
export interface DccRuleDefinition {
  name: string;
  description: string;
  conditions: readonly DccCondition[];
}

const atLeast = (field: CalculatedMetricField, value: number): DccCondition => ({
  field,
  operator: 'greater_or_equal',
  value,
  valueType: 'number',
});
const atMost = (field: CalculatedMetricField, value: number): DccCondition => ({
  field,
  operator: 'less_or_equal',
  value,
  valueType: 'number',
});
const isTrue = (field: CalculatedMetricField): DccCondition => ({
  field,
  operator: 'is_true',
  value: null,
  valueType: 'boolean',
});

/**
 * The default DCC criteria of DOMAIN.md §3 as data: the seeded version 1 of every customer is stored from it, and
 * customers without an applied version are scored by it (dccVersionSql.ts renders both the same way).
 */
export const defaultDccCriteriaDefinition: readonly {
  name: string;
  weight: number;
  rules: readonly DccRuleDefinition[];
}[] = [
  {
    name: 'Minimal',
    weight: 3,
    rules: [
      {
        name: 'Title',
        description: 'The page has a title.',
        conditions: [{ field: 'title_chars', operator: 'greater', value: 0, valueType: 'number' }],
      },
      { name: 'Main image', description: 'The page has a main image.', conditions: [atLeast('image_count', 1)] },
      {
        name: 'Price',
        description: 'The page shows a selling price.',
        conditions: [{ field: 'selling_price', operator: 'is_not_empty', value: null, valueType: 'number' }],
      },
      { name: 'Description', description: 'The page has a description.', conditions: [isTrue('description_present')] },
    ],
  },
  {
    name: 'Basic',
    weight: 2,
    rules: [
      {
        name: 'Title length',
        description: 'The title has 15 to 80 characters.',
        conditions: [atLeast('title_chars', 15), atMost('title_chars', 80)],
      },
      {
        name: 'Description length',
        description: 'The description has at least 50 words.',
        conditions: [atLeast('description_words', 50)],
      },
      {
        name: 'Bullet points',
        description: 'The page has 3 to 5 bullet points.',
        conditions: [atLeast('bullet_count', 3), atMost('bullet_count', 5)],
      },
      { name: 'Images', description: 'The page has 4 or more images.', conditions: [atLeast('image_count', 4)] },
      {
        name: 'Specifications',
        description: 'The page has a specifications table.',
        conditions: [{ field: 'spec_count', operator: 'greater', value: 0, valueType: 'number' }],
      },
    ],
  },
  {
    name: 'Extended',
    weight: 1,
    rules: [
      { name: 'Image gallery', description: 'The page has 6 or more images.', conditions: [atLeast('image_count', 6)] },
      { name: 'Video', description: 'The page has a video.', conditions: [atLeast('video_count', 1)] },
      { name: 'Rich content', description: 'The page has rich (A+) content.', conditions: [isTrue('rich_content')] },
    ],
  },
];

/**
 * The default criteria as a stored DCC version: group weights become fractions of their sum, every rule a
 * component of weight 1 (rules weigh the same within a group) whose conditions must all hold. Every
 * customer's version 1 is stored from it, and customers without an applied version are scored by it.
 */
export function defaultDccDefinition(): CalculatedMetricDefinitionInputParsed {
  const totalWeight = defaultDccCriteriaDefinition.reduce((sum, group) => sum + group.weight, 0);
  return {
    groups: defaultDccCriteriaDefinition.map((group) => ({
      name: group.name,
      weight: group.weight / totalWeight,
      components: group.rules.map((rule) => ({
        name: rule.name,
        description: rule.description,
        weight: 1,
        disabled: false,
        operator: 'AND' as const,
        conditions: rule.conditions.map((condition) => ({ name: rule.name, function: null, ...condition })),
      })),
    })),
  };
}
