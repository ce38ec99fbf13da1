import type { CalculatedMetricDefinitionInputParsed } from '@shelfsight/contracts';
import { defaultDccCriteriaDefinition } from '../../analytics/engine/dccCriteria';

export const DEFAULT_VERSION_LABEL = 'Default criteria';

/**
 * The engine's default DCC criteria as a stored definition: group weights become fractions of their sum,
 * every rule a component of weight 1 (rules weigh the same within a group) whose conditions must all hold.
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
