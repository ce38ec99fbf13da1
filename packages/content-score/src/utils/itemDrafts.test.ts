import { describe, expect, it } from 'vitest';
import { sampleDefinition } from '../testing/sampleData';
import { definitionInputOf } from './definitionInput';
import { operatorsFor, withItem } from './itemDrafts';

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
});
