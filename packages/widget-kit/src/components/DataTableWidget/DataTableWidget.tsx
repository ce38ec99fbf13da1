import type { DataTableOutput, DataTableRow } from '@shelfsight/contracts';
import { Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, type HTMLAttributes, type KeyboardEvent } from 'react';
import { PrintedTable } from '../PrintedTable';
import { SidewaysBox } from '../WideTableBox';
import type { WidgetItemClickHandler } from '../../utils/widgetItem';
import { dataTableColumns, rowItem } from './dataTableColumns';
import { formatCellValue } from './formatCellValue';

/** What the widget asks the server for next; the answer brings the rows. */
export interface DataTableQuery {
  page: number;
  itemsPerPage: number;
  sortBy: string | null;
  sortDesc: boolean;
}

export interface DataTableWidgetProps {
  output: DataTableOutput;
  loading?: boolean;
  onPageChange?: (query: DataTableQuery) => void;
  onSortChange?: (query: DataTableQuery) => void;
  /** Shows the 'View product details' button on rows that stand for one product. */
  onProductDetails?: (productDummyId: string | number) => void;
  /**
   * Makes rows that stand for a dimension item clickable (mouse, or Enter on the focused row). A click on a
   * metric cell names that column, its metric and its group's linked dashboard; elsewhere on the row, every
   * column group's linked dashboard.
   */
  onItemClick?: WidgetItemClickHandler;
  /**
   * Laid out for print: the rows of the answer without the pager, every column kept on the page (long texts wrap
   * anywhere rather than push columns off it), and a line saying which rows these are: 'Rows 1–200 of 400'.
   */
  printed?: boolean;
}

/** Which rows of how many a page holds: 'Rows 1–200 of 400' (null when there are none). */
export function rowsStatement({ page, itemsPerPage, rows, totalRows }: DataTableOutput): string | null {
  if (rows.length === 0) return null;
  const first = (page - 1) * itemsPerPage + 1;
  return `Rows ${first}–${first + rows.length - 1} of ${totalRows}`;
}

/** The footer is hidden at 10 rows or fewer, as long as they all fit on the page. */
const FOOTER_HIDDEN_UP_TO = 10;

/** DATA_TABLE widget: one page of server-sorted rows with thresholds, column groups and an overall row. */
export function DataTableWidget({
  output,
  loading,
  onPageChange,
  onSortChange,
  onProductDetails,
  onItemClick,
  printed = false,
}: DataTableWidgetProps) {
  // Paper has no one to click: a printed table shows no details buttons and takes no clicks.
  const columns = useMemo(
    () => (printed ? dataTableColumns(output) : dataTableColumns(output, onProductDetails, onItemClick)),
    [output, onProductDetails, onItemClick, printed],
  );
  const linkedDashboardIds = [
    ...new Set(
      output.columnGroups.flatMap((group) => (group.linkedDashboardId === null ? [] : [group.linkedDashboardId])),
    ),
  ];
  const rowProps = (row: DataTableRow): HTMLAttributes<HTMLElement> => {
    const item = onItemClick ? rowItem(row, output) : null;
    if (!item || !onItemClick) return {};
    const open = () => onItemClick(item, { linkedDashboardIds });
    return {
      onClick: open,
      // Only the row's own key presses: Enter on a button inside it belongs to that button.
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          open();
        }
      },
      tabIndex: 0,
      style: { cursor: 'pointer' },
    } as HTMLAttributes<HTMLElement>;
  };
  const { totalRows, page, itemsPerPage, sortBy, sortDesc, overallRow } = output;
  const hideFooter = totalRows <= FOOTER_HIDDEN_UP_TO && totalRows <= itemsPerPage;

  // The overall row's cells, bold, 'Overall' in the first column when it has no value of its own.
  const totals = overallRow
    ? output.columns.map((column, index) => {
        const value = overallRow.values[column.key];
        const text =
          index === 0 && (value === null || value === undefined)
            ? 'Overall'
            : formatCellValue(value, column.format, column.currency);
        return <strong style={{ fontWeight: 600 }}>{text}</strong>;
      })
    : undefined;
  // Printed, the same columns draw as a plain table (PrintedTable): a print holds thousands of cells.
  if (printed) {
    const statement = rowsStatement(output);
    return (
      <div style={{ overflowWrap: 'anywhere' }}>
        <PrintedTable<DataTableRow> columns={columns} rows={output.rows} rowKey={(row) => row.key} summary={totals} />
        {statement ? (
          <p style={{ margin: '4px 0 0', color: 'var(--ant-color-text-secondary)' }} data-testid="table-rows-statement">
            {statement}
          </p>
        ) : null}
      </div>
    );
  }
  // Wide tables scroll sideways in their own box. (The table's scroll.x would measure every column after
  // each render, forcing a layout of the whole page per table while a dashboard draws.)
  return (
    <SidewaysBox>
      <Table<DataTableRow>
        size="small"
        bordered
        rowKey="key"
        loading={loading}
        columns={columns}
        dataSource={output.rows}
        onRow={rowProps}
        pagination={
          hideFooter ? false : { current: page, pageSize: itemsPerPage, total: totalRows, showSizeChanger: true }
        }
        onChange={(pagination, _filters, sorter, { action }) => {
          if (action === 'paginate') {
            const nextSize = pagination.pageSize ?? itemsPerPage;
            // A new page size starts over at page 1, so the user does not land past the end.
            const nextPage = nextSize === itemsPerPage ? (pagination.current ?? page) : 1;
            onPageChange?.({ page: nextPage, itemsPerPage: nextSize, sortBy, sortDesc });
          }
          if (action === 'sort') {
            const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<DataTableRow> | undefined;
            const order = single?.order;
            onSortChange?.({
              page: 1,
              itemsPerPage,
              sortBy: order ? String(single.columnKey) : null,
              sortDesc: order === 'descend',
            });
          }
        }}
        summary={() =>
          totals ? (
            <Table.Summary.Row>
              {totals.map((text, index) => (
                <Table.Summary.Cell
                  key={output.columns[index]?.key ?? index}
                  index={index}
                  align={output.columns[index]?.dataType === 'n' ? 'right' : 'left'}
                >
                  {text}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </SidewaysBox>
  );
}
