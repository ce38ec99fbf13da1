import type { CellValue } from '@shelfsight/contracts';
import type { FieldResolver } from './evaluate';

/** A column (table field or table column) a threshold can reference. */
export interface ThresholdField {
  /** Key of the value in a row. */
  key: string;
  id: number;
  sequenceNumber: number;
}

const REFERENCE = /^seq_(\d+)$/;

/**
 * Maps a reference to a column key (spec 2 §5: `seq_` plus the id or the sequence number). When one column's
 * id equals another's sequence number, the id wins: ids are stable while sequence numbers move on reordering.
 */
export function fieldKeyLookup(fields: readonly ThresholdField[]): (reference: string) => string | undefined {
  const byId = new Map(fields.map((field) => [field.id, field.key]));
  const bySequence = new Map(fields.map((field) => [field.sequenceNumber, field.key]));
  return (reference) => {
    const match = REFERENCE.exec(reference);
    if (!match) return undefined;
    const number = Number(match[1]);
    return byId.get(number) ?? bySequence.get(number);
  };
}

/** Resolves references against one row's values; a known column absent from the row has no data (null). */
export function rowResolver(
  lookup: (reference: string) => string | undefined,
  values: Readonly<Record<string, CellValue>>,
): FieldResolver {
  return (reference) => {
    const key = lookup(reference);
    if (key === undefined) return undefined;
    return values[key] ?? null;
  };
}
