import { describe, expect, it } from 'vitest';
import { ThresholdError } from './errors';
import { tokenize } from './tokenize';

const kinds = (condition: string) =>
  tokenize(condition).map((token) =>
    token.kind === 'number'
      ? token.value
      : token.kind === 'field'
        ? `{${token.name}}`
        : token.kind === 'compare'
          ? token.operator
          : token.kind,
  );

describe('tokenize', () => {
  it('reads every comparison operator, longest first', () => {
    expect(kinds('1 < 2 <= 3 > 4 >= 5 == 6 != 7')).toEqual([1, '<', 2, '<=', 3, '>', 4, '>=', 5, '==', 6, '!=', 7]);
    expect(kinds('1<=2')).toEqual([1, '<=', 2]);
  });

  it('reads field references with or without spaces inside the braces', () => {
    expect(kinds('{{seq_12}}>={{ seq_3 }}')).toEqual(['{seq_12}', '>=', '{seq_3}']);
  });

  it('reads negative and decimal numbers', () => {
    expect(kinds('{{seq_1}} > -2.5 && {{seq_1}} < .75 || {{seq_2}} == 10.')).toEqual([
      '{seq_1}',
      '>',
      -2.5,
      'and',
      '{seq_1}',
      '<',
      0.75,
      'or',
      '{seq_2}',
      '==',
      10,
    ]);
  });

  it('reads parentheses and records where each token starts', () => {
    const tokens = tokenize('( {{seq_1}} )');
    expect(tokens.map((token) => [token.kind, token.position])).toEqual([
      ['open', 0],
      ['field', 2],
      ['close', 12],
    ]);
  });

  it('rejects unknown characters, single = and unclosed references with the position', () => {
    expect(() => tokenize('{{seq_1}} = 3')).toThrow(
      'Invalid threshold condition "{{seq_1}} = 3": unexpected "=" at 11',
    );
    expect(() => tokenize('{{seq_1}} > 3 & 4')).toThrow(ThresholdError);
    expect(() => tokenize('{{seq_1 > 3')).toThrow('unexpected "{" at 1');
    expect(() => tokenize('{{}} > 3')).toThrow(ThresholdError);
    expect(() => tokenize('price > 3')).toThrow('unexpected "p" at 1');
  });

  it('rejects an empty condition', () => {
    expect(() => tokenize('   ')).toThrow('Invalid threshold condition "   ": empty condition');
  });
});
