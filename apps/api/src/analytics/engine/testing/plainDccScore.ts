import { type CalculatedMetricField, calculatedMetricFieldTypes } from '@shelfsight/contracts';
import type { DccComponentShape, DccConditionShape, DccDefinitionShape } from '../dccVersionSql';

/** A product page's fields as a DCC condition reads them; absent means missing. */
export type Page = Partial<Record<CalculatedMetricField, number | string | boolean | null>>;

/** The rules of the score written plainly (spec 2 §5, DOMAIN.md §3), independent of the SQL. */
export function plainCondition(condition: DccConditionShape, page: Page): boolean | null {
  const { field, operator, value } = condition;
  if (!field || !operator) return null;
  const raw = page[field] ?? null;
  const list = value === null ? [] : Array.isArray(value) ? value : [value];
  const type = calculatedMetricFieldTypes[field];
  if (type === 'boolean') return operator === 'is_true' ? raw === true : raw !== true;
  if (operator === 'no_condition') return true;
  if (type === 'number') {
    const x = raw === null ? 0 : Number(raw);
    const near = (v: number) => Math.abs(x - v) < 0.009;
    const v = list[0] as number;
    switch (operator) {
      case 'is_empty':
        return raw === null;
      case 'is_not_empty':
        return raw !== null;
      case 'any_of':
        return list.some((item) => near(item as number));
      case 'not_any_of':
        return !list.some((item) => near(item as number));
      case 'equals':
        return near(v);
      case 'not_equals':
        return !near(v);
      case 'less':
        return v - x >= 0.009;
      case 'less_or_equal':
        return x - v < 0.009;
      case 'greater':
        return x - v >= 0.009;
      case 'greater_or_equal':
        return v - x < 0.009;
    }
    return null;
  }
  const text = String(raw ?? '').toLowerCase();
  const wanted = list.map((item) => String(item).toLowerCase());
  switch (operator) {
    case 'is_empty':
      return text === '';
    case 'is_not_empty':
      return text !== '';
    case 'any_of':
      return wanted.includes(text);
    case 'not_any_of':
      return !wanted.includes(text);
    case 'equals':
      return text === wanted[0];
    case 'not_equals':
      return text !== wanted[0];
    case 'contains':
      return text.includes(wanted[0] ?? '');
    case 'not_contains':
      return !text.includes(wanted[0] ?? '');
  }
  return null;
}

/** Whether the component is met, or null when it does not count (disabled, or no complete condition). */
export function plainComponentMet(component: DccComponentShape, page: Page): boolean | null {
  if (component.disabled) return null;
  const results = component.conditions
    .map((condition) => plainCondition(condition, page))
    .filter((result): result is boolean => result !== null);
  if (results.length === 0) return null;
  return component.operator === 'OR' ? results.some(Boolean) : results.every(Boolean);
}

export function plainDccScore(definition: DccDefinitionShape, page: Page): number | null {
  let weighted = 0;
  let groupWeights = 0;
  for (const group of definition.groups) {
    let met = 0;
    let counted = 0;
    for (const component of group.components) {
      const ok = plainComponentMet(component, page);
      if (ok === null) continue;
      counted += component.weight;
      if (ok) met += component.weight;
    }
    if (counted <= 0) continue;
    weighted += group.weight * (met / counted);
    groupWeights += group.weight;
  }
  if (groupWeights <= 0) return null;
  return Math.round(Math.round((weighted / groupWeights) * 100 * 1e6) / 1e6);
}
