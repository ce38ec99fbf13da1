import { describe, expect, it } from 'vitest';
import { sampleCategoryPages, sampleClusters, sampleKeywords } from '../testing/sampleData';
import { categoryPageCountOf, draftOf, inputOf, keywordCountOf } from './clusterDraft';

const [manual, conditional] = sampleClusters as [(typeof sampleClusters)[0], (typeof sampleClusters)[0]];

describe('clusterDraft', () => {
  it('sends only the chosen mode’s selection, with keyword and page names as labels', () => {
    const draft = { ...draftOf(manual), conditions: [{ operator: 'AND' as const, value: 'left over' }] };
    expect(draft).toMatchObject({ keywordIds: [14, 12], categoryIds: [22] });
    expect(inputOf(draft, sampleKeywords, sampleCategoryPages)).toEqual({
      name: 'Shampoo core',
      active: true,
      isDraft: false,
      entities: [
        { entityId: 14, label: 'shampoo' },
        { entityId: 12, label: 'dry shampoo' },
        { entityType: 'CATEGORY_PAGE', entityId: 22, label: 'Shampoo' },
      ],
      conditions: [],
    });
    expect(inputOf({ ...draft, mode: 'conditional' }, sampleKeywords)).toMatchObject({
      entities: [],
      conditions: [{ operator: 'AND', value: 'left over' }],
    });
  });

  it('sends the first condition with the default operator, as it joins nothing', () => {
    const draft = {
      ...draftOf(conditional),
      conditions: [
        { operator: 'OR' as const, value: 'conditioner' },
        { operator: 'AND' as const, value: 'shampoo' },
      ],
    };
    expect(inputOf(draft, sampleKeywords).conditions).toEqual([
      { operator: 'AND', value: 'conditioner' },
      { operator: 'AND', value: 'shampoo' },
    ]);
  });

  it('reads conditions in their sequence, whatever order they arrive in', () => {
    const shuffled = { ...conditional, conditions: [...conditional.conditions].reverse() };
    expect(draftOf(shuffled)).toMatchObject({
      mode: 'conditional',
      conditions: [
        { operator: 'AND', value: 'shampoo' },
        { operator: 'OR', value: 'conditioner' },
      ],
    });
  });

  it('counts a manual cluster’s entities and the keywords meeting a conditional cluster’s conditions', () => {
    expect(keywordCountOf(manual, undefined)).toBe(2);
    expect(categoryPageCountOf(manual, undefined)).toBe(1);
    expect(categoryPageCountOf(conditional, undefined)).toBeNull();
    // shampoo OR conditioner: the two pages so named, not "Hair care".
    expect(categoryPageCountOf(conditional, sampleCategoryPages)).toBe(2);
    expect(keywordCountOf(conditional, undefined)).toBeNull();
    // shampoo OR conditioner: all but "hair mask".
    expect(keywordCountOf(conditional, sampleKeywords)).toBe(5);
  });
});
