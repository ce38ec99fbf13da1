import type { CellValue } from '@shelfsight/contracts';
import { fieldNotFound } from './errors';
import type { Condition, Operand } from './parse';
import type { ComparisonOperator } from './tokenize';

/** The value of a referenced field: null when the row has no data, undefined when the field does not exist. */
export type FieldResolver = (name: string) => CellValue | undefined;

/** Numbers, and text that reads as a number ('12.5'); anything else cannot be compared. */
function toNumber(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function valueOf(operand: Operand, resolve: FieldResolver, self: CellValue): number | null {
  if (operand.kind === 'number') return operand.value;
  if (operand.kind === 'self') return toNumber(self);
  const value = resolve(operand.name);
  if (value === undefined) throw fieldNotFound(operand.name);
  return toNumber(value);
}

const COMPARE: Record<ComparisonOperator, (left: number, right: number) => boolean> = {
  '<': (left, right) => left < right,
  '<=': (left, right) => left <= right,
  '>': (left, right) => left > right,
  '>=': (left, right) => left >= right,
  '==': (left, right) => left === right,
  '!=': (left, right) => left !== right,
};

/**
 * Whether a parsed condition holds for one row. A comparison with a missing or non-numeric side is false
 * for every operator, != included: a cell without data is never highlighted. Unknown fields throw.
 */
export function evaluateCondition(condition: Condition, resolve: FieldResolver, self: CellValue = null): boolean {
  if (condition.kind !== 'compare') {
    const holds = (part: Condition) => evaluateCondition(part, resolve, self);
    return condition.kind === 'and' ? condition.conditions.every(holds) : condition.conditions.some(holds);
  }
  // Both sides are read before deciding, so an unknown field is reported even when the other side is empty.
  const left = valueOf(condition.left, resolve, self);
  const right = valueOf(condition.right, resolve, self);
  if (left === null || right === null) return false;
  return COMPARE[condition.operator](left, right);
}
