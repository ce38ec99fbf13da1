/** A run of a wide table's columns that one printed table holds. */
export interface ColumnBlock<Column> {
  /** Position of its first and last column, from 1. */
  from: number;
  to: number;
  columns: Column[];
}

/**
 * The columns in blocks of `size`, in order, for print: paper does not scroll, so a table wider than the page is
 * printed as several, each repeating the row names. At least one block (a table without columns still shows its
 * rows).
 */
export function columnBlocks<Column>(columns: readonly Column[], size: number): ColumnBlock<Column>[] {
  const blocks: ColumnBlock<Column>[] = [];
  for (let start = 0; start < columns.length || blocks.length === 0; start += size) {
    const shown = columns.slice(start, start + size);
    blocks.push({ from: start + 1, to: start + shown.length, columns: shown });
  }
  return blocks;
}

/** 'Retailer, columns 9–16 of 20': which part of the columns a printed block holds. */
export function printedBlockHeading(dimensionName: string, block: ColumnBlock<unknown>, total: number): string {
  return `${dimensionName}, columns ${block.from}–${block.to} of ${total}`;
}
