import { describe, expect, it } from 'vitest';
import { calculatedMetricDefinitionInputSchema, calculatedMetricMessages, groupWarnings } from './calculatedMetric';

const complete = {
  name: 'Minimal',
  components: [
    {
      name: 'Title',
      description: 'The page has a title.',
      conditions: [{ name: 'Title', field: 'title_chars', operator: 'greater' }],
    },
  ],
};

describe('groupWarnings', () => {
  it('has no warning for a complete group', () => {
    expect(groupWarnings(complete)).toEqual([]);
  });

  it('names an empty group name, a component without name or description, a condition without field, name or operator', () => {
    expect(
      groupWarnings({
        name: ' ',
        components: [
          { name: '', description: 'x', conditions: [{ name: '', field: null, operator: 'greater' }] },
          { name: 'y', description: '', conditions: [{ name: 'z', field: 'image_count', operator: null }] },
        ],
      }),
    ).toEqual([
      'name',
      'components.0.name',
      'components.0.conditions.0.field',
      'components.0.conditions.0.name',
      'components.1.description',
      'components.1.conditions.0.operator',
    ]);
  });
});

const definition = (groups: unknown[]) => calculatedMetricDefinitionInputSchema.safeParse({ groups });
const condition = (fields: Record<string, unknown>) => [
  { name: 'A', weight: 1, components: [{ name: 'C', conditions: [{ name: 'K', ...fields }] }] },
];
const issuesOf = (result: ReturnType<typeof definition>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('calculatedMetricDefinitionInputSchema', () => {
  it('accepts group weights adding up to 1 within 0.009', () => {
    expect(
      definition([
        { name: 'A', weight: 0.333 },
        { name: 'B', weight: 0.333 },
        { name: 'C', weight: 0.333 },
      ]).success,
    ).toBe(true);
  });

  it('rejects group weights that do not add up to 1, naming groups', () => {
    expect(
      issuesOf(
        definition([
          { name: 'A', weight: 0.5 },
          { name: 'B', weight: 0.4 },
        ]),
      ),
    ).toEqual([['groups', calculatedMetricMessages.groupWeightsSum]]);
  });

  it('rejects an unknown field', () => {
    expect(issuesOf(definition(condition({ field: 'price_index', operator: 'greater', value: 1 })))[0]).toEqual([
      'groups.0.components.0.conditions.0.field',
      calculatedMetricMessages.unknownField,
    ]);
  });

  it('rejects an operator the field’s type does not offer', () => {
    expect(issuesOf(definition(condition({ field: 'rich_content', operator: 'greater', value: 1 })))).toEqual([
      ['groups.0.components.0.conditions.0.operator', calculatedMetricMessages.operatorNotForField],
    ]);
  });

  it('checks the value against the operator and the field’s type', () => {
    expect(issuesOf(definition(condition({ field: 'image_count', operator: 'greater', value: 'four' })))).toEqual([
      ['groups.0.components.0.conditions.0.value', calculatedMetricMessages.valueNeeded],
    ]);
    expect(issuesOf(definition(condition({ field: 'rich_content', operator: 'is_true', value: 3 })))).toEqual([
      ['groups.0.components.0.conditions.0.value', calculatedMetricMessages.noValueWanted],
    ]);
    expect(
      issuesOf(definition(condition({ field: 'pdp_brand', operator: 'any_of', value: ['Acme', 'Brandco'] }))),
    ).toEqual([]);
    expect(
      issuesOf(definition(condition({ field: 'image_count', operator: 'equals', valueType: 'text', value: 2 }))),
    ).toEqual([['groups.0.components.0.conditions.0.valueType', calculatedMetricMessages.valueTypeNotForField]]);
  });
});
