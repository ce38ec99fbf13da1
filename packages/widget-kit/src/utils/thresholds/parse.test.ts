import { describe, expect, it } from 'vitest';
import { parseCondition, referencedFields } from './parse';

const field = (name: string) => ({ kind: 'field', name });
const number = (value: number) => ({ kind: 'number', value });

describe('parseCondition', () => {
  it('reads one comparison of a field and a number', () => {
    expect(parseCondition('{{seq_3}} < 50')).toEqual({
      kind: 'compare',
      operator: '<',
      left: field('seq_3'),
      right: number(50),
    });
  });

  it('compares two fields, or two numbers', () => {
    expect(parseCondition('{{seq_1}} != {{seq_2}}')).toMatchObject({ left: field('seq_1'), right: field('seq_2') });
    expect(parseCondition('1 == 1')).toMatchObject({ left: number(1), right: number(1) });
  });

  it('reads a comparison without a left side as the cell itself', () => {
    expect(parseCondition('>= 80')).toEqual({
      kind: 'compare',
      operator: '>=',
      left: { kind: 'self' },
      right: number(80),
    });
  });

  it('binds && tighter than ||', () => {
    const parsed = parseCondition('{{seq_1}} < 1 || {{seq_2}} < 2 && {{seq_3}} < 3');
    expect(parsed).toMatchObject({
      kind: 'or',
      conditions: [
        { left: field('seq_1') },
        { kind: 'and', conditions: [{ left: field('seq_2') }, { left: field('seq_3') }] },
      ],
    });
  });

  it('joins a chain of the same operator into one list', () => {
    const parsed = parseCondition('{{seq_1}} > 1 && {{seq_2}} > 2 && {{seq_3}} > 3');
    expect(parsed).toMatchObject({ kind: 'and' });
    expect(parsed.kind === 'and' && parsed.conditions).toHaveLength(3);
  });

  it('lets parentheses override precedence', () => {
    expect(parseCondition('({{seq_1}} < 1 || {{seq_2}} < 2) && {{seq_3}} < 3')).toMatchObject({
      kind: 'and',
      conditions: [{ kind: 'or' }, { left: field('seq_3') }],
    });
  });

  it.each([
    ['{{seq_1}}', 'expected a comparison (<, <=, >, >=, ==, !=) at the end'],
    ['{{seq_1}} <', 'expected a number or {{field}} at the end'],
    ['{{seq_1}} < < 3', 'expected a number or {{field}} at 13'],
    ['{{seq_1}} < 3 {{seq_2}} > 1', 'expected && or || at 15'],
    ['{{seq_1}} < 3 &&', 'expected a number or {{field}} at the end'],
    ['({{seq_1}} < 3', 'expected ")" at the end'],
    ['{{seq_1}} < 3)', 'expected && or || at 14'],
    ['1 < 2 < 3', 'expected && or || at 7'],
    ['&& 1 < 2', 'expected a number or {{field}} at 1'],
  ])('rejects %s', (condition, detail) => {
    expect(() => parseCondition(condition)).toThrow(`Invalid threshold condition "${condition}": ${detail}`);
  });
});

describe('referencedFields', () => {
  it('lists every referenced field once, in order', () => {
    expect(referencedFields(parseCondition('{{seq_2}} > {{seq_1}} || ({{seq_2}} < 0 && >= 3)'))).toEqual([
      'seq_2',
      'seq_1',
    ]);
    expect(referencedFields(parseCondition('< 3'))).toEqual([]);
  });
});
