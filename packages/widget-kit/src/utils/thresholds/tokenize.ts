import { invalidCondition } from './errors';

export const comparisonOperators = ['<', '<=', '>', '>=', '==', '!='] as const;
export type ComparisonOperator = (typeof comparisonOperators)[number];

export type Token =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'field'; name: string; position: number }
  | { kind: 'compare'; operator: ComparisonOperator; position: number }
  | { kind: 'and' | 'or' | 'open' | 'close'; position: number };

// Longest first, so '<=' is not read as '<' followed by '='.
const SYMBOLS: readonly [string, Token['kind'], ComparisonOperator?][] = [
  ['&&', 'and'],
  ['||', 'or'],
  ['<=', 'compare', '<='],
  ['>=', 'compare', '>='],
  ['==', 'compare', '=='],
  ['!=', 'compare', '!='],
  ['<', 'compare', '<'],
  ['>', 'compare', '>'],
  ['(', 'open'],
  [')', 'close'],
];

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)/;
const FIELD = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/;

/** Splits a threshold condition into numbers, {{field}} references, comparisons, && / || and parentheses. */
export function tokenize(condition: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < condition.length) {
    const rest = condition.slice(position);
    const space = /^\s+/.exec(rest);
    if (space) {
      position += space[0].length;
      continue;
    }
    const field = FIELD.exec(rest);
    if (field) {
      tokens.push({ kind: 'field', name: field[1] as string, position });
      position += field[0].length;
      continue;
    }
    // The grammar has no subtraction, so a leading minus always belongs to a negative number.
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), position });
      position += number[0].length;
      continue;
    }
    const symbol = SYMBOLS.find(([text]) => rest.startsWith(text));
    if (!symbol) throw invalidCondition(condition, `unexpected "${rest[0]}" at ${position + 1}`);
    const [text, kind, operator] = symbol;
    tokens.push(
      kind === 'compare' ? { kind, operator: operator as ComparisonOperator, position } : ({ kind, position } as Token),
    );
    position += text.length;
  }
  if (tokens.length === 0) throw invalidCondition(condition, 'empty condition');
  return tokens;
}
