import {
  type CalculatedMetricDefinitionInput,
  type CalculatedMetricField,
  calculatedMetricFieldTypes,
  calculatedMetricOperatorsByType,
  calculatedMetricOperatorsWithoutValue,
} from '@shelfsight/contracts';

type GroupInput = CalculatedMetricDefinitionInput['groups'][number];
type ComponentInput = NonNullable<GroupInput['components']>[number];
type ConditionInput = NonNullable<ComponentInput['conditions']>[number];

/** What the step editor points at: a component, or one of its conditions. */
export interface ItemPath {
  group: number;
  component: number;
  /** Null when the component itself is edited. */
  condition: number | null;
}

export interface ComponentDraft {
  name: string;
  description: string;
  weight: number | null;
  disabled: boolean;
  operator: 'AND' | 'OR';
}

export interface ConditionDraft {
  name: string;
  field: CalculatedMetricField | null;
  operator: string | null;
  /** The value as typed; lists comma separated (spec 2 §5). */
  valueText: string;
}

export const isListOperator = (operator: string | null) => operator === 'any_of' || operator === 'not_any_of';
export const takesValue = (operator: string | null) =>
  operator !== null && !calculatedMetricOperatorsWithoutValue.includes(operator);

/** The operators offered for a field: those of its value type. */
export const operatorsFor = (field: CalculatedMetricField | null): readonly string[] =>
  field ? calculatedMetricOperatorsByType[calculatedMetricFieldTypes[field]] : [];

export function componentDraftOf(component: ComponentInput): ComponentDraft {
  return {
    name: component.name ?? '',
    description: component.description ?? '',
    weight: component.weight ?? 1,
    disabled: component.disabled ?? false,
    operator: component.operator ?? 'AND',
  };
}

export function conditionDraftOf(condition: ConditionInput): ConditionDraft {
  const value = condition.value ?? null;
  return {
    name: condition.name ?? '',
    field: condition.field ?? null,
    operator: condition.operator ?? null,
    valueText: Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value),
  };
}

/**
 * The stored value of a typed one: numbers for number fields (a text that is no number is kept, so the contract's
 * check names the value), a list for any of / not any of, null when the operator takes none.
 */
function valueOf(draft: ConditionDraft): ConditionInput['value'] {
  if (!draft.field || !takesValue(draft.operator)) return null;
  const numeric = calculatedMetricFieldTypes[draft.field] === 'number';
  const one = (text: string) => (numeric && text !== '' && !Number.isNaN(Number(text)) ? Number(text) : text);
  if (isListOperator(draft.operator))
    return draft.valueText
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(one);
  const text = draft.valueText.trim();
  return text === '' ? null : one(text);
}

/** The limits of the contract (`calculatedMetricDefinitionInputSchema`). */
export const MAX_COMPONENTS_PER_GROUP = 50;
export const MAX_CONDITIONS_PER_COMPONENT = 20;

/** The input of a condition as drafted: the value typed turned into the stored one, the value type the field's. */
function conditionInputOf(draft: ConditionDraft): ConditionInput {
  return {
    name: draft.name,
    field: draft.field,
    operator: draft.operator,
    value: valueOf(draft),
    valueType: draft.field ? calculatedMetricFieldTypes[draft.field] : null,
  };
}

/**
 * The definition with the edited component or condition put in place. An index one past the last (the group's
 * number of components, the component's number of conditions) adds the draft at the end: a new component starts
 * without conditions.
 */
export function withItem(
  definition: CalculatedMetricDefinitionInput,
  path: ItemPath,
  draft: ComponentDraft | ConditionDraft,
): CalculatedMetricDefinitionInput {
  const groups = definition.groups.map((group, g) => {
    if (g !== path.group) return group;
    const existing = group.components ?? [];
    const adding = path.component === existing.length;
    const components = (adding ? [...existing, { conditions: [] }] : existing).map((component, c) => {
      if (c !== path.component) return component;
      if (path.condition === null) {
        const edited = draft as ComponentDraft;
        return { ...component, ...edited, weight: edited.weight ?? 0 };
      }
      const edited = conditionInputOf(draft as ConditionDraft);
      const current = component.conditions ?? [];
      const conditions =
        path.condition === current.length
          ? [...current, { ...edited, function: null }]
          : current.map((condition, k) => (k === path.condition ? { ...condition, ...edited } : condition));
      return { ...component, conditions };
    });
    return { ...group, components };
  });
  return { groups };
}

/** The definition without the component (and its conditions) or the condition the path points at. */
export function withoutItem(
  definition: CalculatedMetricDefinitionInput,
  path: ItemPath,
): CalculatedMetricDefinitionInput {
  const groups = definition.groups.map((group, g) => {
    if (g !== path.group) return group;
    const components = group.components ?? [];
    if (path.condition === null) return { ...group, components: components.filter((_, c) => c !== path.component) };
    return {
      ...group,
      components: components.map((component, c) =>
        c === path.component
          ? { ...component, conditions: (component.conditions ?? []).filter((_, k) => k !== path.condition) }
          : component,
      ),
    };
  });
  return { groups };
}

/** The prefix of the server's and the contract's error paths for the edited item. */
export const pathPrefixOf = (path: ItemPath) =>
  `groups.${path.group}.components.${path.component}` +
  (path.condition === null ? '' : `.conditions.${path.condition}`);
