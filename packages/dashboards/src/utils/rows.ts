/** Something placed in a row of a group: its row and its position in that row. */
export interface Placed {
  rowIndex: number;
  sequence: number;
}

/** The rows of a group in order, each with its widgets in order; empty row indexes are skipped. */
export function rowsOf<T extends Placed>(widgets: readonly T[]): T[][] {
  const byRow = new Map<number, T[]>();
  for (const widget of widgets) byRow.set(widget.rowIndex, [...(byRow.get(widget.rowIndex) ?? []), widget]);
  return [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => [...row].sort((a, b) => a.sequence - b.sequence));
}

/** A stored colour as CSS: the contract allows the leading # to be left out. */
export const cssColorOf = (hex: string | null): string | undefined =>
  hex ? (hex.startsWith('#') ? hex : `#${hex}`) : undefined;
