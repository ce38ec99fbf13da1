/** Table field data types: s string, n number, d date (spec 2 §3). */
export type TableFieldDataType = 's' | 'n' | 'd';

export const conditionOperatorCodes = [
  'contains',
  'not_contains',
  '=',
  '!=',
  'in',
  'not_in',
  'empty',
  'not_empty',
  '<',
  '<=',
  '>',
  '>=',
] as const;
export type ConditionOperatorCode = (typeof conditionOperatorCodes)[number];

/** operators of spec 2 §3: the code, the words shown for it, and whether it takes no value. */
export interface ConditionOperator {
  operator: ConditionOperatorCode;
  texts: string;
  noValue: boolean;
  /** The value is a comma-separated list (spec 2 §5). */
  list: boolean;
}

const op = (
  operator: ConditionOperatorCode,
  texts: string,
  extra: Partial<ConditionOperator> = {},
): ConditionOperator => ({
  operator,
  texts,
  noValue: false,
  list: false,
  ...extra,
});

/**
 * Condition operators by data type (spec 2 §5). Text and number also offer 'no condition', which is
 * the absence of an operator (null), not an entry here.
 */
export const conditionOperatorsByDataType: Record<TableFieldDataType, readonly ConditionOperator[]> = {
  s: [
    op('contains', 'contains'),
    op('not_contains', 'does not contain'),
    op('=', 'equals'),
    op('!=', 'not equals'),
    op('in', 'equals any of', { list: true }),
    op('not_in', 'not any of', { list: true }),
    op('empty', 'is empty', { noValue: true }),
    op('not_empty', 'is not empty', { noValue: true }),
  ],
  n: [
    op('=', 'equals'),
    op('!=', 'not equals'),
    op('<', 'less'),
    op('<=', 'less or equal'),
    op('>', 'greater'),
    op('>=', 'greater or equal'),
    op('in', 'any of', { list: true }),
    op('not_in', 'not any of', { list: true }),
  ],
  d: [
    op('=', 'equals'),
    op('!=', 'not equals'),
    op('<', 'before'),
    op('<=', 'on or before'),
    op('>', 'after'),
    op('>=', 'on or after'),
  ],
};

/** 'no condition' is offered for text and number fields only (spec 2 §5). */
export const NO_CONDITION_LABEL = 'no condition';
export const allowsNoCondition = (dataType: TableFieldDataType) => dataType !== 'd';

export function conditionOperatorFor(dataType: TableFieldDataType, operator: string | null | undefined) {
  return conditionOperatorsByDataType[dataType].find((candidate) => candidate.operator === operator);
}

/**
 * The 'missing value' rule of editingWidgetTableFieldSettings (spec 2 §3): a setting misses a value when
 * its operator needs one and conditionValue is empty or null. Without an operator nothing is missing.
 */
export function isMissingConditionValue(
  operator: string | null | undefined,
  conditionValue: string | null | undefined,
  dataType: TableFieldDataType = 's',
) {
  if (!operator) return false;
  const known = conditionOperatorFor(dataType, operator);
  const needsValue = known ? !known.noValue : !['empty', 'not_empty'].includes(operator);
  return needsValue && (conditionValue === null || conditionValue === undefined || conditionValue.trim() === '');
}

/** The values a condition compares with: list operators split on commas (spec 2 §5). */
export function conditionValues(operator: string, conditionValue: string): string[] {
  const list = operator === 'in' || operator === 'not_in';
  return (list ? conditionValue.split(',') : [conditionValue])
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export const conditionMessages = {
  missingValue: 'Enter a value for this condition.',
  notANumber: 'Enter a number (lists: numbers separated by commas).',
  notADate: 'Enter a date as YYYY-MM-DD.',
  unknownOperator: 'This condition does not apply to this field.',
} as const;
