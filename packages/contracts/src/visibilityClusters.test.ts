import { describe, expect, it } from 'vitest';
import { nameMeetsConditions, visibilityClusterInputSchema, visibilityClusterTypeOf } from './visibilityClusters';

describe('visibility cluster conditions', () => {
  it('joins conditions left to right by their operators, case-insensitively', () => {
    const conditions = [
      { operator: 'AND' as const, value: 'Espresso' },
      { operator: 'OR' as const, value: 'coffee' },
      { operator: 'AND' as const, value: 'machine' },
    ];
    expect(nameMeetsConditions('espresso machine', conditions)).toBe(true);
    expect(nameMeetsConditions('coffee machine', conditions)).toBe(true);
    expect(nameMeetsConditions('coffee beans', conditions)).toBe(false);
    expect(nameMeetsConditions('espresso cups', conditions)).toBe(false);
  });

  it('selects nothing without conditions', () => {
    expect(nameMeetsConditions('anything', [])).toBe(false);
  });

  it('derives the type from the conditions and refuses entities next to conditions', () => {
    expect(visibilityClusterTypeOf([])).toBe('MANUAL');
    expect(visibilityClusterTypeOf([{}])).toBe('CONDITIONAL');
    const both = visibilityClusterInputSchema.safeParse({
      name: 'x',
      entities: [{ entityId: 1 }],
      conditions: [{ value: 'tv' }],
    });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['entities']);
    expect(
      visibilityClusterInputSchema.parse({ name: 'x', conditions: [{ value: 'tv' }] }).conditions[0]?.operator,
    ).toBe('AND');
  });
});

describe('visibility cluster entities', () => {
  it('takes an entity without a type as a keyword, and a category page or other page when it says so', () => {
    const parsed = visibilityClusterInputSchema.parse({
      name: 'x',
      entities: [{ entityId: 4 }, { entityType: 'CATEGORY_PAGE', entityId: 4, label: 'Kettles' }],
    });
    expect(parsed.entities).toEqual([
      { entityType: 'SEARCH_KEYWORD', entityId: 4, label: null },
      { entityType: 'CATEGORY_PAGE', entityId: 4, label: 'Kettles' },
    ]);
    const other = visibilityClusterInputSchema.parse({
      name: 'x',
      entities: [{ entityType: 'OTHER_PAGE', entityId: 4 }],
    });
    expect(other.entities).toEqual([{ entityType: 'OTHER_PAGE', entityId: 4, label: null }]);
    const banner = visibilityClusterInputSchema.safeParse({
      name: 'x',
      entities: [{ entityType: 'BANNER', entityId: 4 }],
    });
    expect(banner.error?.issues[0]?.path).toEqual(['entities', 0, 'entityType']);
  });
});
