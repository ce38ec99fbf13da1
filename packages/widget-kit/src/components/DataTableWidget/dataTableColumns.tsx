import { QuestionCircleOutlined } from '@ant-design/icons';
import type { ColumnGroup, DataTableColumn, DataTableOutput, DataTableRow } from '@shelfsight/contracts';
import { ProductImage } from '@shelfsight/product-kit';
import { HoverTooltip, ProductDetailsInfoButton, textColorFor } from '@shelfsight/ui-kit';
import { Space } from 'antd';
import type { ColumnGroupType, ColumnType } from 'antd/es/table';
import type { MouseEvent } from 'react';
import { compileThresholds } from '../../utils/thresholds';
import { isItemKey, type WidgetItem, type WidgetItemClickHandler } from '../../utils/widgetItem';
import { formatCellValue } from './formatCellValue';
import { thresholdCellProps } from './thresholdCellProps';
import { ThresholdWarning } from './ThresholdWarning';

export type DataTableColumnDef = ColumnType<DataTableRow> | ColumnGroupType<DataTableRow>;

function ColumnTitle({ column, errors }: { column: DataTableColumn; errors: string[] }) {
  return (
    <Space size={4}>
      <span>{column.name}</span>
      {column.tooltip ? (
        <HoverTooltip title={column.tooltip}>
          <QuestionCircleOutlined aria-label={column.tooltip} />
        </HoverTooltip>
      ) : null}
      <ThresholdWarning errors={errors} />
    </Space>
  );
}

/** The item a row stands for, when its key names one: labelled by the row's first column. */
export function rowItem(row: DataTableRow, output: DataTableOutput): WidgetItem | null {
  if (!isItemKey(row.key)) return null;
  const first = output.columns[0];
  const label = first ? row.values[first.key] : null;
  return { key: row.key, label: label === null || label === undefined ? row.key : String(label) };
}

/** Metric columns hold numbers formatted as values; attribute columns are text (their ids are no metric ids). */
const isMetricColumn = (column: DataTableColumn) => column.dataType === 'n' && column.format !== 'text';

function leafColumn(
  column: DataTableColumn,
  output: DataTableOutput,
  isFirst: boolean,
  onProductDetails: ((productDummyId: string | number) => void) | undefined,
  onItemClick: WidgetItemClickHandler | undefined,
  group: ColumnGroup | undefined,
): ColumnType<DataTableRow> {
  const thresholds = compileThresholds(column.thresholds, output.columns);
  const linked = group?.linkedDashboardId;
  const cellClick = (row: DataTableRow) => {
    const item = onItemClick && isMetricColumn(column) ? rowItem(row, output) : null;
    if (!item) return {};
    return {
      // A metric cell names its metric and its group's linked dashboard; the row's own click is not run as well.
      onClick: (event: MouseEvent) => {
        event.stopPropagation();
        onItemClick?.(item, {
          columnKey: column.key,
          metricId: column.id,
          linkedDashboardIds: linked === null || linked === undefined ? [] : [linked],
        });
      },
    };
  };
  return {
    key: column.key,
    title: <ColumnTitle column={column} errors={thresholds.errors} />,
    align: column.dataType === 'n' ? 'right' : 'left',
    // Sorting is the server's job: `sorter: true` only draws the control; the order comes from the answer.
    sorter: column.sortable,
    sortOrder: output.sortBy === column.key ? (output.sortDesc ? 'descend' : 'ascend') : null,
    onCell: (row) => ({
      ...thresholdCellProps(thresholds.match(row.values, row.values[column.key] ?? null)),
      ...cellClick(row),
    }),
    render: (_, row) => {
      const text = formatCellValue(row.values[column.key], column.format, column.currency);
      const image = isFirst && row.imageUrl ? row.imageUrl : null;
      const details =
        isFirst && onProductDetails && row.productDummyId !== null
          ? { id: row.productDummyId, open: onProductDetails }
          : null;
      if (image === null && details === null) return text;
      return (
        // A plain flex box: one per row, where antd's Flex costs more to mount than the cell's text.
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          {image === null ? null : <ProductImage sources={[image]} alt={text} width={28} height={28} />}
          <span>{text}</span>
          {details === null ? null : <ProductDetailsInfoButton productDummyId={details.id} onClick={details.open} />}
        </div>
      );
    },
  };
}

function groupColumn(group: ColumnGroup, child: ColumnType<DataTableRow>): ColumnGroupType<DataTableRow> {
  const style = group.color ? { backgroundColor: group.color, color: textColorFor(group.color) } : undefined;
  return {
    key: `group-${group.id}`,
    title: group.name,
    align: 'center',
    onHeaderCell: () => ({ style }),
    children: [child],
  };
}

/**
 * antd columns of a data table answer. Neighbouring columns of one column group share a grouped header;
 * a group split by other columns gets a header over each part, so the column order stays the server's.
 */
export function dataTableColumns(
  output: DataTableOutput,
  onProductDetails?: (productDummyId: string | number) => void,
  onItemClick?: WidgetItemClickHandler,
): DataTableColumnDef[] {
  const groups = new Map(output.columnGroups.map((group) => [group.id, group]));
  const result: DataTableColumnDef[] = [];
  output.columns.forEach((column, index) => {
    const group = column.columnGroupId === null ? undefined : groups.get(column.columnGroupId);
    const leaf = leafColumn(column, output, index === 0, onProductDetails, onItemClick, group);
    const previous = result.at(-1);
    if (!group) result.push(leaf);
    else if (previous && 'children' in previous && previous.key === `group-${group.id}`) previous.children.push(leaf);
    else result.push(groupColumn(group, leaf));
  });
  return result;
}
