import { type DccConditionLike, dccConditionText } from '@shelfsight/contracts';

/** A component's conditions in words, joined by its operator (AND, OR). */
export function componentResultText(component: { operator: string; conditions: readonly DccConditionLike[] }): string {
  if (component.conditions.length === 0) return 'No conditions';
  return component.conditions.map(dccConditionText).join(` ${component.operator} `);
}

/** A weight fraction as a whole percent (spec 2 §5). */
export const percentOf = (fraction: number) => `${Math.round(fraction * 100)}%`;
