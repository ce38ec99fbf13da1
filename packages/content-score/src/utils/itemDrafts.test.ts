import { describe, expect, it } from 'vitest';
import { sampleDefinition } from '../testing/sampleData';
import { definitionInputOf } from './definitionInput';
import { componentDraftOf, operatorsFor, withItem, withoutItem } from './itemDrafts';

const definition = definitionInputOf(sampleDefinition.groups);
const firstCondition = { group: 0, component: 0, condition: 0 };
const conditionOf = (result: ReturnType<typeof withItem>) => result.groups[0]!.components![0]!.conditions![0]!;

describe('withItem', () => {
  it('reads a list of numbers for any of, comma separated', () => {
    const result = withItem(definition, firstCondition, {
      name: 'Title',
      field: 'image_count',
      operator: 'any_of',
      valueText: '4, 6,8',
    });
    expect(conditionOf(result)).toMatchObject({ value: [4, 6, 8], valueType: 'number' });
  });

  it('keeps text values as text and drops the value of an operator that takes none', () => {
    const brand = withItem(definition, firstCondition, {
      name: 'Brand',
      field: 'pdp_brand',
      operator: 'contains',
      valueText: ' Acme ',
    });
    expect(conditionOf(brand)).toMatchObject({ value: 'Acme', valueType: 'text' });
    const flag = withItem(definition, firstCondition, {
      name: 'Rich',
      field: 'rich_content',
      operator: 'is_true',
      valueText: '3',
    });
    expect(conditionOf(flag)).toMatchObject({ value: null, valueType: 'boolean' });
  });

  it('leaves every other group untouched', () => {
    const result = withItem(definition, firstCondition, {
      name: 'Title',
      field: 'title_chars',
      operator: 'greater',
      valueText: '5',
    });
    expect(result.groups.slice(1)).toEqual(definition.groups.slice(1));
    expect(operatorsFor(null)).toEqual([]);
  });

  it('adds a component at the end, without conditions, when the index is one past the last', () => {
    const basic = definition.groups[1]!.components!;
    const draft = { ...componentDraftOf({}), name: 'Bullets', description: 'The page lists bullets.' };
    const result = withItem(definition, { group: 1, component: basic.length, condition: null }, draft);
    expect(result.groups[1]!.components).toHaveLength(basic.length + 1);
    expect(result.groups[1]!.components!.slice(0, basic.length)).toEqual(basic);
    expect(result.groups[1]!.components!.at(-1)).toEqual({
      name: 'Bullets',
      description: 'The page lists bullets.',
      weight: 1,
      disabled: false,
      operator: 'AND',
      conditions: [],
    });
  });

  it('adds a condition at the end of its component', () => {
    const conditions = definition.groups[0]!.components![0]!.conditions!;
    const path = { group: 0, component: 0, condition: conditions.length };
    const result = withItem(definition, path, {
      name: 'Brand',
      field: 'pdp_brand',
      operator: 'not_any_of',
      valueText: 'X, Y',
    });
    const after = result.groups[0]!.components![0]!.conditions!;
    expect(after.slice(0, conditions.length)).toEqual(conditions);
    expect(after.at(-1)).toEqual({
      name: 'Brand',
      field: 'pdp_brand',
      operator: 'not_any_of',
      value: ['X', 'Y'],
      valueType: 'text',
      function: null,
    });
  });
});

describe('withoutItem', () => {
  it('removes a component with its conditions, or one condition', () => {
    const basic = definition.groups[1]!.components!;
    const withoutComponent = withoutItem(definition, { group: 1, component: 0, condition: null });
    expect(withoutComponent.groups[1]!.components).toEqual(basic.slice(1));
    const withoutCondition = withoutItem(definition, { group: 1, component: 0, condition: 0 });
    expect(withoutCondition.groups[1]!.components![0]!.conditions).toEqual(basic[0]!.conditions!.slice(1));
    expect(withoutCondition.groups[1]!.components!.slice(1)).toEqual(basic.slice(1));
    expect(withoutCondition.groups[0]).toEqual(definition.groups[0]);
  });
});
