import { dccConditionText } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { componentResultText, percentOf } from './conditionText';

describe('conditionText', () => {
  it('writes a comparison with its symbol and value', () => {
    expect(dccConditionText({ field: 'image_count', operator: 'greater_or_equal', value: 4 })).toBe('Image count ≥ 4');
  });

  it('writes operators without a value and lists', () => {
    expect(dccConditionText({ field: 'selling_price', operator: 'is_not_empty', value: null })).toBe(
      'Selling price is not empty',
    );
    expect(dccConditionText({ field: 'pdp_brand', operator: 'any_of', value: ['Acme', 'Globex'] })).toBe(
      'Brand on the page is any of Acme, Globex',
    );
  });

  it('says what a draft condition lacks', () => {
    expect(dccConditionText({ field: null, operator: null, value: null })).toBe('No field chosen');
    expect(dccConditionText({ field: 'rating', operator: null, value: null })).toBe('Rating: no operator chosen');
  });

  it('joins a component’s conditions with its operator', () => {
    const conditions = [
      { field: 'title_chars' as const, operator: 'greater_or_equal', value: 15 },
      { field: 'title_chars' as const, operator: 'less_or_equal', value: 80 },
    ];
    expect(componentResultText({ operator: 'OR', conditions })).toBe('Title characters ≥ 15 OR Title characters ≤ 80');
  });

  it('rounds a weight fraction to a whole percent', () => {
    const fraction = 3 / 7;
    expect(percentOf(fraction)).toBe(`${Math.round((3 * 100) / 7)}%`);
  });
});
