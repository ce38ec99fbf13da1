import type { ColumnGroupType, ColumnType } from 'antd/es/table';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import styles from './PrintedTable.module.css';

/** A column as the widget gives it to antd's Table: the same definitions draw the screen and the print. */
export type PrintedColumn<Row> = ColumnType<Row> | ColumnGroupType<Row>;

export interface PrintedTableProps<Row> {
  columns: PrintedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** A last row of totals: one cell per leaf column, in their order. */
  summary?: ReactNode[];
  /** The table's accessible name. */
  label?: string;
}

const hasChildren = <Row,>(column: PrintedColumn<Row>): column is ColumnGroupType<Row> =>
  'children' in column && Array.isArray(column.children);

const leavesOf = <Row,>(columns: PrintedColumn<Row>[]): ColumnType<Row>[] =>
  columns.flatMap((column) => (hasChildren(column) ? leavesOf(column.children) : [column]));

const depthOf = <Row,>(columns: PrintedColumn<Row>[]): number =>
  Math.max(1, ...columns.map((column) => (hasChildren(column) ? 1 + depthOf(column.children) : 1)));

interface HeaderCell<Row> {
  column: PrintedColumn<Row>;
  colSpan: number;
  rowSpan: number;
}

/** The header's rows: a group spans its leaves; a leaf above the deepest level spans the rows below it. */
function headerRows<Row>(columns: PrintedColumn<Row>[]): HeaderCell<Row>[][] {
  const depth = depthOf(columns);
  const rows: HeaderCell<Row>[][] = Array.from({ length: depth }, () => []);
  const place = (level: number, list: PrintedColumn<Row>[]) => {
    for (const column of list) {
      if (hasChildren(column)) {
        rows[level]?.push({ column, colSpan: leavesOf(column.children).length, rowSpan: 1 });
        place(level + 1, column.children);
      } else rows[level]?.push({ column, colSpan: 1, rowSpan: depth - level });
    }
  };
  place(0, columns);
  return rows;
}

/** What a cell's value is: its `dataIndex` field of the row, for a column that names one. */
function valueOf<Row>(column: ColumnType<Row>, row: Row): unknown {
  const { dataIndex } = column;
  if (typeof dataIndex !== 'string' && typeof dataIndex !== 'number') return undefined;
  return (row as Record<string | number, unknown>)[dataIndex];
}

const cellText = (value: unknown): ReactNode =>
  value === null || value === undefined || typeof value === 'object' ? null : String(value);

/**
 * A table laid out for print from antd table columns: plain table elements, the same titles, cells, alignment
 * and cell attributes (`onCell`, `onHeaderCell`, `render`, `dataIndex`), grouped headers included. A print layout
 * holds thousands of cells; antd's Table gives each cell hooks, contexts and measuring that a page nobody sorts,
 * scrolls or pages through does not need (a fifty-widget print spent about a quarter of its drawing in them). Sorting,
 * paging, selection and fixed columns are not drawn.
 */
export function PrintedTable<Row>({ columns, rows, rowKey, summary, label }: PrintedTableProps<Row>) {
  const leaves = leavesOf(columns);
  const header = headerRows(columns);
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        {header.map((cells, level) => (
          <tr key={level}>
            {cells.map(({ column, colSpan, rowSpan }, index) => {
              // antd hands the column to its own header cell; the column itself is all this table knows of it.
              const own = (column.onHeaderCell?.(column as never) ?? {}) as HTMLAttributes<HTMLElement>;
              const title = typeof column.title === 'function' ? null : column.title;
              return (
                <th
                  key={String(column.key ?? index)}
                  colSpan={colSpan > 1 ? colSpan : undefined}
                  rowSpan={rowSpan > 1 ? rowSpan : undefined}
                  scope={hasChildren(column) ? 'colgroup' : 'col'}
                  {...own}
                  style={{ textAlign: column.align ?? 'left', ...own.style }}
                >
                  {title}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row, rowIndex)}>
            {leaves.map((column, index) => {
              const own = (column.onCell?.(row, rowIndex) ?? {}) as TdHTMLAttributes<HTMLTableCellElement>;
              const value = valueOf(column, row);
              const content = column.render ? column.render(value, row, rowIndex) : cellText(value);
              return (
                <td
                  key={String(column.key ?? index)}
                  {...own}
                  style={{ textAlign: column.align ?? 'left', ...own.style }}
                >
                  {content as ReactNode}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {summary ? (
        <tfoot>
          <tr>
            {leaves.map((column, index) => (
              <td key={String(column.key ?? index)} style={{ textAlign: column.align ?? 'left' }}>
                {summary[index]}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
