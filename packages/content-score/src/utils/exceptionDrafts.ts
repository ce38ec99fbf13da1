import {
  type CalculatedMetricExceptionGroup,
  type CalculatedMetricException,
  type CalculatedMetricExceptions,
  type CalculatedMetricExceptionsInput,
  type CalculatedMetricExceptionType,
  type CalculatedMetricField,
  calculatedMetricFieldTypes,
  dccFieldLabels,
  dccOperatorLabels,
} from '@shelfsight/contracts';
import { isListOperator, takesValue } from './itemDrafts';

/** Which list an edited row belongs to: exceptions (one retailer, one tag) or exception groups (several). */
export type ExceptionKind = 'exceptions' | 'exceptionGroups';

/** An exception or exception group as the form edits it; a single exception keeps at most one retailer and tag. */
export interface ExceptionDraft {
  productId: number | null;
  retailerIds: number[];
  tagIds: number[];
  type: CalculatedMetricExceptionType;
  field: CalculatedMetricField | null;
  operator: string | null;
  /** The value as typed; lists comma separated. */
  valueText: string;
}

export const emptyExceptionDraft: ExceptionDraft = {
  productId: null,
  retailerIds: [],
  tagIds: [],
  type: 'OVERRIDE',
  field: null,
  operator: null,
  valueText: '',
};

const valueTextOf = (value: CalculatedMetricException['value']) =>
  Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value);

export function draftOfException(row: CalculatedMetricException): ExceptionDraft {
  return {
    productId: row.entityId,
    retailerIds: row.retailerId === null ? [] : [row.retailerId],
    tagIds: row.tagId === null ? [] : [row.tagId],
    type: row.type,
    field: row.field,
    operator: row.type === 'IGNORE' ? null : row.operator,
    valueText: valueTextOf(row.value),
  };
}

export function draftOfGroup(row: CalculatedMetricExceptionGroup): ExceptionDraft {
  return {
    productId: row.entityId,
    retailerIds: [...row.retailerIds],
    tagIds: [...row.tagIds],
    type: row.type,
    field: row.field,
    operator: row.type === 'IGNORE' ? null : row.operator,
    valueText: valueTextOf(row.value),
  };
}

/** The typed value as stored: numbers for number fields (other text kept, so the contract's check names it). */
function valueOf(draft: ExceptionDraft): number | string | (number | string)[] | null {
  if (draft.type === 'IGNORE' || !draft.field || !takesValue(draft.operator)) return null;
  const numeric = calculatedMetricFieldTypes[draft.field] === 'number';
  const one = (text: string) => (numeric && text !== '' && !Number.isNaN(Number(text)) ? Number(text) : text);
  if (isListOperator(draft.operator))
    return draft.valueText
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(one);
  const text = draft.valueText.trim();
  return text === '' ? null : one(text);
}

type ExceptionInput = NonNullable<CalculatedMetricExceptionsInput['exceptions']>[number];
type GroupInput = NonNullable<CalculatedMetricExceptionsInput['exceptionGroups']>[number];

/** A draft as the save takes it; a field not chosen yet is sent as it is, so the contract names it. */
function ruleOf(draft: ExceptionDraft) {
  return {
    type: draft.type,
    field: draft.field as CalculatedMetricField,
    operator: draft.type === 'IGNORE' ? null : draft.operator,
    value: valueOf(draft),
  };
}

export const exceptionInputOf = (draft: ExceptionDraft): ExceptionInput => ({
  entityType: 'PRODUCT',
  entityId: draft.productId,
  retailerId: draft.retailerIds[0] ?? null,
  tagId: draft.tagIds[0] ?? null,
  ...ruleOf(draft),
});

export const groupInputOf = (draft: ExceptionDraft): GroupInput => ({
  entityId: draft.productId,
  retailerIds: draft.retailerIds,
  tagIds: draft.tagIds,
  ...ruleOf(draft),
});

/** The stored lists in the shape a save takes, with one row replaced, added (index = length) or removed (draft null). */
export function withException(
  stored: CalculatedMetricExceptions,
  kind: ExceptionKind,
  index: number,
  draft: ExceptionDraft | null,
): CalculatedMetricExceptionsInput {
  const exceptions = stored.exceptions.map((row) => exceptionInputOf(draftOfException(row)));
  const exceptionGroups = stored.exceptionGroups.map((row) => groupInputOf(draftOfGroup(row)));
  const edit = <T>(list: T[], row: T | null): T[] =>
    row === null
      ? list.filter((_, i) => i !== index)
      : index >= list.length
        ? [...list, row]
        : list.map((item, i) => (i === index ? row : item));
  return kind === 'exceptions'
    ? { exceptions: edit(exceptions, draft && exceptionInputOf(draft)), exceptionGroups }
    : { exceptions, exceptionGroups: edit(exceptionGroups, draft && groupInputOf(draft)) };
}

/** What an exception does, in words: "Image count ≥ 1 instead", "Video count not asked". */
export function exceptionRuleText(rule: {
  type: string;
  field: CalculatedMetricField;
  operator: string;
  value: unknown;
}) {
  const field = dccFieldLabels[rule.field];
  if (rule.type === 'IGNORE') return `${field}: not asked (counts as met)`;
  const value = valueTextOf(rule.value as CalculatedMetricException['value']);
  const operator = dccOperatorLabels[rule.operator] ?? rule.operator;
  return `${field} ${operator}${value ? ` ${value}` : ''} instead`;
}
