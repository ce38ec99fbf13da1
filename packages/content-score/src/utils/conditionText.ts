import { type DccConditionLike, dccConditionText, dccFieldLabels, dccOperatorLabels } from '@shelfsight/contracts';

// The words are shared with the product details' "What to fix first" list.
export const fieldLabels = dccFieldLabels;
export const operatorLabels = dccOperatorLabels;
export const conditionText = dccConditionText;

/** A component's conditions in words, joined by its operator (AND, OR). */
export function componentResultText(component: { operator: string; conditions: readonly DccConditionLike[] }): string {
  if (component.conditions.length === 0) return 'No conditions';
  return component.conditions.map(conditionText).join(` ${component.operator} `);
}

/** A weight fraction as a whole percent (spec 2 §5). */
export const percentOf = (fraction: number) => `${Math.round(fraction * 100)}%`;
