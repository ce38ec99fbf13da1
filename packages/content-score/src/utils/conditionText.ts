import type { CalculatedMetricField } from '@shelfsight/contracts';

/** How the screen names each page fact a condition may test. */
export const fieldLabels: Record<CalculatedMetricField, string> = {
  image_count: 'Image count',
  video_count: 'Video count',
  title_words: 'Title words',
  title_chars: 'Title characters',
  subtitle_words: 'Subtitle words',
  subtitle_chars: 'Subtitle characters',
  description_words: 'Description words',
  description_chars: 'Description characters',
  description_present: 'Description present',
  bullets_present: 'Bullet points present',
  bullet_count: 'Bullet point count',
  spec_count: 'Specification count',
  rich_content: 'Rich content',
  pdp_brand: 'Brand on the page',
  pdp_gtin: 'GTIN on the page',
  pdp_mpn: 'MPN on the page',
  rating: 'Rating',
  review_count: 'Review count',
  selling_price: 'Selling price',
};

/** Operators as the Result column writes them; comparisons as symbols, the rest in words. */
export const operatorLabels: Record<string, string> = {
  equals: '=',
  not_equals: '≠',
  less: '<',
  less_or_equal: '≤',
  greater: '>',
  greater_or_equal: '≥',
  any_of: 'is any of',
  not_any_of: 'is none of',
  contains: 'contains',
  not_contains: 'does not contain',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
  no_condition: 'no condition',
  is_true: 'is true',
  is_false: 'is false',
};

interface ConditionLike {
  field: CalculatedMetricField | null;
  operator: string | null;
  value: number | string | (number | string)[] | null;
}

const valueText = (value: ConditionLike['value']) =>
  Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value);

/** A condition in words, e.g. "Image count ≥ 4"; a draft without field or operator says what it lacks. */
export function conditionText(condition: ConditionLike): string {
  if (!condition.field) return 'No field chosen';
  const field = fieldLabels[condition.field];
  if (!condition.operator) return `${field}: no operator chosen`;
  if (condition.operator === 'no_condition') return `${field}: no condition`;
  const operator = operatorLabels[condition.operator] ?? condition.operator;
  const value = valueText(condition.value);
  return value ? `${field} ${operator} ${value}` : `${field} ${operator}`;
}

/** A component's conditions in words, joined by its operator (AND, OR). */
export function componentResultText(component: { operator: string; conditions: readonly ConditionLike[] }): string {
  if (component.conditions.length === 0) return 'No conditions';
  return component.conditions.map(conditionText).join(` ${component.operator} `);
}

/** A weight fraction as a whole percent (spec 2 §5). */
export const percentOf = (fraction: number) => `${Math.round(fraction * 100)}%`;
