import type { CellValue, ColumnThreshold, ThresholdCss } from '@shelfsight/contracts';
import type { CSSProperties } from 'react';
import { ThresholdError, fieldNotFound } from './errors';
import { evaluateCondition, type FieldResolver } from './evaluate';
import { fieldKeyLookup, rowResolver, type ThresholdField } from './fields';
import { parseCondition, referencedFields, type Condition } from './parse';

/**
 * The css of the first threshold whose condition holds, or null (spec 2 §5). Throws ThresholdError for
 * an unreadable condition or an unknown field, e.g. 'Field not found for threshold "seq_9"'.
 */
export function matchThreshold(
  thresholds: readonly ColumnThreshold[],
  resolve: FieldResolver,
  self: CellValue = null,
): ThresholdCss | null {
  for (const threshold of thresholds) {
    if (evaluateCondition(parseCondition(threshold.condition), resolve, self)) return threshold.css;
  }
  return null;
}

export interface CompiledThresholds {
  /** One message per threshold left out because it cannot be read or names an unknown field. */
  errors: string[];
  /** The css of the first matching threshold for a row (and the cell's own value), or null. */
  match: (values: Readonly<Record<string, CellValue>>, self?: CellValue) => ThresholdCss | null;
}

/**
 * Reads a column's thresholds once for all its rows. A broken threshold is left out and reported, so one
 * bad condition does not stop the table or the column's other thresholds.
 */
export function compileThresholds(
  thresholds: readonly ColumnThreshold[],
  fields: readonly ThresholdField[],
): CompiledThresholds {
  const lookup = fieldKeyLookup(fields);
  const errors: string[] = [];
  const usable: { condition: Condition; css: ThresholdCss }[] = [];
  for (const threshold of thresholds) {
    try {
      const condition = parseCondition(threshold.condition);
      const unknown = referencedFields(condition).find((name) => lookup(name) === undefined);
      if (unknown !== undefined) throw fieldNotFound(unknown);
      usable.push({ condition, css: threshold.css });
    } catch (error) {
      if (!(error instanceof ThresholdError)) throw error;
      errors.push(error.message);
    }
  }
  return {
    errors,
    match: (values, self = null) => {
      const resolve = rowResolver(lookup, values);
      return usable.find(({ condition }) => evaluateCondition(condition, resolve, self))?.css ?? null;
    },
  };
}

/** React style of a threshold's css. */
export function thresholdStyle(css: ThresholdCss | null): CSSProperties | undefined {
  if (!css) return undefined;
  return { backgroundColor: css['background-color'], color: css.color };
}
