import type { CellValue } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate';
import { parseCondition } from './parse';

const row: Record<string, CellValue> = {
  seq_1: 42,
  seq_2: 50,
  seq_3: null,
  seq_4: '12.5',
  seq_5: 'Amazon.de',
  seq_6: 0,
};
const resolve = (name: string) => (name in row ? row[name] : undefined);
const holds = (condition: string, self: CellValue = null) =>
  evaluateCondition(parseCondition(condition), resolve, self);

describe('evaluateCondition', () => {
  it.each([
    ['{{seq_1}} < 50', true],
    ['{{seq_1}} < 42', false],
    ['{{seq_1}} <= 42', true],
    ['{{seq_1}} > 41.9', true],
    ['{{seq_1}} >= 42.1', false],
    ['{{seq_1}} == 42', true],
    ['{{seq_1}} != 42', false],
    ['{{seq_1}} < {{seq_2}}', true],
    ['{{seq_6}} == 0', true],
    ['-1 < {{seq_6}}', true],
  ])('%s is %s', (condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it('applies && before ||', () => {
    // Read left to right without precedence, the second line would be (true || false) && false = false.
    expect(holds('{{seq_1}} > 100 || {{seq_1}} > 1 && {{seq_2}} > 1')).toBe(true);
    expect(holds('{{seq_1}} > 1 || {{seq_1}} > 100 && {{seq_2}} > 100')).toBe(true);
    expect(holds('({{seq_1}} > 1 || {{seq_1}} > 100) && {{seq_2}} > 100')).toBe(false);
  });

  it('reads numeric text as a number', () => {
    expect(holds('{{seq_4}} > 12')).toBe(true);
    expect(holds('{{seq_4}} == 12.5')).toBe(true);
  });

  it('never matches a missing or non-numeric value, not even with !=', () => {
    expect(holds('{{seq_3}} < 10')).toBe(false);
    expect(holds('{{seq_3}} != 10')).toBe(false);
    expect(holds('{{seq_5}} != 1')).toBe(false);
    expect(holds('{{seq_3}} < 10 || {{seq_1}} == 42')).toBe(true);
  });

  it('compares the cell itself when the comparison has no left side', () => {
    expect(holds('< 50', 49.9)).toBe(true);
    expect(holds('< 50', 50)).toBe(false);
    expect(holds('>= 80 || < 20', 10)).toBe(true);
    expect(holds('< 50', null)).toBe(false);
  });

  it('names an unknown field, even when the other side has no data', () => {
    expect(() => holds('{{seq_1}} > 1 && {{seq_9}} > 1')).toThrow('Field not found for threshold "seq_9"');
    expect(() => holds('{{seq_3}} > {{price}}')).toThrow('Field not found for threshold "price"');
  });

  it('stops at the first decisive part, so a later unknown field is not read', () => {
    expect(holds('{{seq_1}} > 1 || {{seq_9}} > 1')).toBe(true);
  });
});
