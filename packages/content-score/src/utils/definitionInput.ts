import type { CalculatedMetricDefinition, CalculatedMetricDefinitionInput } from '@shelfsight/contracts';

/** A read definition as the body of `PUT definition`: the same groups, components and conditions, without ids. */
export function definitionInputOf(groups: CalculatedMetricDefinition['groups']): CalculatedMetricDefinitionInput {
  return {
    groups: groups.map((group) => ({
      name: group.name,
      weight: group.weight,
      components: group.components.map((component) => ({
        name: component.name,
        description: component.description,
        weight: component.weight,
        disabled: component.disabled,
        operator: component.operator,
        conditions: component.conditions.map((condition) => ({
          name: condition.name,
          field: condition.field,
          operator: condition.operator,
          value: condition.value,
          valueType: condition.valueType,
          function: condition.function,
        })),
      })),
    })),
  };
}
