/*
 * Shapes of the metadata calls of spec 2 §3/§7 as this feature reads them: metrics, table fields and
 * column groups are the contracts' own; dimensions and table columns name only what the editor uses.
 */
export type { ColumnGroup, Metric, TableField } from '@shelfsight/contracts';

/** dimensions of spec 2 §3 (contracts dimensionSchema). */
export interface Dimension {
  id: number;
  name: string;
  type: string;
  displaySequence: number;
}

/** tableColumns of spec 2 §3, the fields the editor uses (contracts tableColumnSchema). */
export interface TableColumn {
  id: number;
  name: string;
  columnGroupId: number | null;
}
