import type { MatrixTableOutput } from '@shelfsight/contracts';
import { ProductDetailsInfoButton } from '@shelfsight/ui-kit';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { compileThresholds } from '../../utils/thresholds';
import { isItemKey, productOfItemKey, type WidgetItem, type WidgetItemClickHandler } from '../../utils/widgetItem';
import { formatCellValue, thresholdCellProps, ThresholdWarning } from '../DataTableWidget';
import { columnBlocks, printedBlockHeading, PrintedTable } from '../PrintedTable';
import { pinnedCellProps, WideTableBox } from '../WideTableBox';

type MatrixRow = MatrixTableOutput['rows'][number];
type MatrixColumn = MatrixTableOutput['columns'][number];

/** Columns of a printed block: beside the row names, as many as fit across a portrait page at the table's size. */
export const MATRIX_PRINT_BLOCK_COLUMNS = 8;

export interface MatrixTableWidgetProps {
  output: MatrixTableOutput;
  loading?: boolean;
  /**
   * Makes cells clickable: the row's (vertical) item, with the column's (horizontal) item as `crossItem`; a
   * click on a row's name gives the row's item alone. Values that are not dimension items (dates) are left out.
   */
  onItemClick?: WidgetItemClickHandler;
  /** Shows 'View product details' beside each product a row or column names (not in print). */
  onProductDetails?: (productDummyId: string | number) => void;
  /**
   * Laid out for print: nobody scrolls a printout, so the columns are wrapped into blocks of
   * MATRIX_PRINT_BLOCK_COLUMNS, one plain table each, repeating the row names and saying which columns they hold.
   */
  printed?: boolean;
}

const itemOf = (value: { key: string; label: string }): WidgetItem | null =>
  isItemKey(value.key) ? { key: value.key, label: value.label } : null;

/**
 * MATRIX_TABLE widget: the metric for each vertical × horizontal dimension value, e.g. DCC score by brand ×
 * retailer. Thresholds compare the cell itself (`< 60`); cells without data show '-' and are never coloured.
 */
export function MatrixTableWidget({
  output,
  loading,
  onItemClick,
  onProductDetails,
  printed = false,
}: MatrixTableWidgetProps) {
  const { metric, horizontalDimension, verticalDimension } = output;
  const thresholds = useMemo(() => compileThresholds(output.thresholds, []), [output.thresholds]);
  const clickProps = (row: MatrixRow, column?: MatrixColumn) => {
    const rowItem = itemOf(row);
    const columnItem = column ? itemOf(column) : null;
    const item = rowItem ?? columnItem;
    if (!onItemClick || !item) return {};
    const crossItem = rowItem && columnItem ? { crossItem: columnItem } : {};
    const open = () => onItemClick(item, { metricId: metric.id, ...crossItem });
    return {
      onClick: open,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        // Keys pressed on a button inside the cell (the product details) are the button's.
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open();
        }
      },
      tabIndex: 0,
      style: { cursor: 'pointer' },
    } satisfies HTMLAttributes<HTMLElement>;
  };

  // Paper has no one to click: print shows the names alone.
  const openDetails = printed ? undefined : onProductDetails;
  const withDetails = (name: ReactNode, value: { key: string }) => {
    const product = openDetails ? productOfItemKey(value.key) : null;
    if (!openDetails || product === null) return name;
    return (
      // A plain flex box: one per row, where antd's Flex costs more to mount than the name.
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {name}
        <ProductDetailsInfoButton productDummyId={product} onClick={openDetails} />
      </span>
    );
  };

  const labelColumn: ColumnsType<MatrixRow>[number] = {
    key: 'label',
    title: verticalDimension.name,
    dataIndex: 'label',
    onHeaderCell: () => pinnedCellProps(printed, 'header'),
    onCell: (row: MatrixRow) => {
      const click = clickProps(row);
      const pinned = pinnedCellProps(printed, 'body');
      return { ...click, style: { ...pinned.style, ...click.style } };
    },
    // Plain markup: one per row, where antd's Typography costs far more to mount than the text.
    render: (label: string, row: MatrixRow) => withDetails(<strong style={{ fontWeight: 600 }}>{label}</strong>, row),
  };
  const valueColumn = (column: MatrixColumn) => ({
    key: column.key,
    title: withDetails(column.label, column),
    align: 'right' as const,
    onCell: (row: MatrixRow) => {
      const styled = thresholdCellProps(thresholds.match({}, row.values[column.key] ?? null));
      const click = clickProps(row, column);
      return { ...styled, ...click, style: { ...styled.style, ...click.style } };
    },
    render: (_: unknown, row: MatrixRow) => formatCellValue(row.values[column.key], metric.format, metric.currency),
  });
  const columnsOf = (shown: readonly MatrixColumn[], heading: string): ColumnsType<MatrixRow> => [
    labelColumn,
    { key: 'horizontal', title: heading, align: 'center', children: shown.map(valueColumn) },
  ];
  // Paper does not scroll: print keeps every column by wrapping them into blocks, each repeating the row names.
  const blocks = printed ? columnBlocks(output.columns, MATRIX_PRINT_BLOCK_COLUMNS) : [];

  return (
    <Flex vertical gap={4}>
      <Flex gap={4} align="center">
        <Typography.Text type="secondary">
          {metric.name} by {verticalDimension.name.toLowerCase()} and {horizontalDimension.name.toLowerCase()}
        </Typography.Text>
        <ThresholdWarning errors={thresholds.errors} />
      </Flex>
      {printed ? (
        blocks.map((block) => (
          // Long names wrap anywhere rather than push the block wider than the page.
          <div key={block.from} style={{ breakInside: 'avoid', overflowWrap: 'anywhere' }}>
            {/* A plain table: a print holds thousands of cells (see PrintedTable). */}
            <PrintedTable<MatrixRow>
              columns={columnsOf(
                block.columns,
                blocks.length > 1
                  ? printedBlockHeading(horizontalDimension.name, block, output.columns.length)
                  : horizontalDimension.name,
              )}
              rows={output.rows}
              rowKey={(row) => row.key}
            />
          </div>
        ))
      ) : (
        <WideTableBox>
          <Table<MatrixRow>
            size="small"
            bordered
            rowKey="key"
            loading={loading}
            columns={columnsOf(output.columns, horizontalDimension.name)}
            dataSource={output.rows}
            pagination={false}
          />
        </WideTableBox>
      )}
    </Flex>
  );
}
