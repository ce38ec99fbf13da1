import type { CalculatedMetricField } from '@shelfsight/contracts';

/**
 * A test of one fact_daily column, in the terms of a stored DCC condition (contracts `calculatedMetric`). Only the
 * operators the default criteria use are rendered here; a missing number counts as 0, a missing flag as false.
 */
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

/** A DCC rule: what the page must show, as a condition over the fact_daily row `f`. */
export interface DccRule extends DccRuleDefinition {
  /** SQL over `f` (fact_daily): true when the page meets the rule; built from `conditions`. */
  condition: string;
}

/** A group of rules; its weight is its share of the score against the other groups' weights. */
export interface DccGroup {
  name: string;
  weight: number;
  rules: DccRule[];
}

const comparison = { greater: '>', greater_or_equal: '>=', less_or_equal: '<=' } as const;

/** SQL over `f` of one condition. */
export function dccConditionSql(condition: DccCondition): string {
  const column = `f.${condition.field}`;
  switch (condition.operator) {
    case 'is_not_empty':
      return `${column} IS NOT NULL`;
    case 'is_true':
      return `coalesce(${column}, false)`;
    default:
      return `coalesce(${column}, 0) ${comparison[condition.operator]} ${condition.value}`;
  }
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
 * The default DCC criteria of DOMAIN.md §3 as data: the seeded version 1 of every customer is stored from it,
 * and the engine builds its SQL from it, so the stored default and the formula cannot drift.
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
 * The default DCC criteria with each rule's SQL, used until the customer's own DCC versions drive the engine.
 * The DCC_SCORE metric and the product details' per-rule results are both built from it, so a score and its
 * explanation cannot disagree. Rules weigh the same within a group.
 */
export const defaultDccCriteria: readonly DccGroup[] = defaultDccCriteriaDefinition.map((group) => ({
  ...group,
  rules: group.rules.map((rule) => ({
    ...rule,
    condition:
      rule.conditions.length === 1
        ? dccConditionSql(rule.conditions[0]!)
        : `(${rule.conditions.map(dccConditionSql).join(' AND ')})`,
  })),
}));

/** 1.0 when the rule is met, else 0.0. */
export const dccRuleMetSql = (rule: DccRule) => `(CASE WHEN ${rule.condition} THEN 1.0 ELSE 0.0 END)`;

/** The DCC score 0–100 of the fact_daily row `f`: Σ group weight × share of its rules met ÷ Σ group weight. */
export function dccScoreSql(criteria: readonly DccGroup[] = defaultDccCriteria): string {
  const totalWeight = criteria.reduce((sum, group) => sum + group.weight, 0);
  const groups = criteria.map(
    (group) => `${group.weight} * (${group.rules.map(dccRuleMetSql).join(' + ')}) / ${group.rules.length}`,
  );
  return `(\n  ${groups.join('\n  + ')}\n) / ${totalWeight} * 100`;
}
