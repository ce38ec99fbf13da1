import { invalidCondition } from './errors';
import { tokenize, type ComparisonOperator, type Token } from './tokenize';

/** A number, a {{field}} reference, or the cell being styled when a comparison has no left side. */
export type Operand = { kind: 'number'; value: number } | { kind: 'field'; name: string } | { kind: 'self' };

export type Condition =
  | { kind: 'compare'; operator: ComparisonOperator; left: Operand; right: Operand }
  | { kind: 'and' | 'or'; conditions: Condition[] };

/**
 * Reads a threshold condition (spec 2 §5): comparisons with < <= > >= == !=, joined by && and ||,
 * where && binds tighter than ||; parentheses group. `>= 80` compares the styled cell itself.
 */
export function parseCondition(condition: string): Condition {
  const tokens = tokenize(condition);
  let index = 0;
  const peek = (): Token | undefined => tokens[index];
  const fail = (expected: string): never => {
    const token = peek();
    throw invalidCondition(
      condition,
      token ? `expected ${expected} at ${token.position + 1}` : `expected ${expected} at the end`,
    );
  };

  function operand(): Operand {
    const token = peek();
    if (token?.kind === 'number') {
      index += 1;
      return { kind: 'number', value: token.value };
    }
    if (token?.kind === 'field') {
      index += 1;
      return { kind: 'field', name: token.name };
    }
    return fail('a number or {{field}}');
  }

  function comparison(): Condition {
    const left: Operand = peek()?.kind === 'compare' ? { kind: 'self' } : operand();
    const token = peek();
    if (token?.kind !== 'compare') return fail('a comparison (<, <=, >, >=, ==, !=)');
    index += 1;
    return { kind: 'compare', operator: token.operator, left, right: operand() };
  }

  function primary(): Condition {
    if (peek()?.kind !== 'open') return comparison();
    index += 1;
    const inner = either();
    if (peek()?.kind !== 'close') fail('")"');
    index += 1;
    return inner;
  }

  function joined(kind: 'and' | 'or', next: () => Condition): Condition {
    const conditions = [next()];
    while (peek()?.kind === kind) {
      index += 1;
      conditions.push(next());
    }
    return conditions.length === 1 ? (conditions[0] as Condition) : { kind, conditions };
  }

  const both = () => joined('and', primary);
  const either = (): Condition => joined('or', both);

  const result = either();
  if (index < tokens.length) fail('&& or ||');
  return result;
}

/** Every field a condition references, each once, in order of appearance. */
export function referencedFields(condition: Condition): string[] {
  const names = new Set<string>();
  const visit = (node: Condition) => {
    if (node.kind !== 'compare') return node.conditions.forEach(visit);
    for (const side of [node.left, node.right]) if (side.kind === 'field') names.add(side.name);
  };
  visit(condition);
  return [...names];
}
