import { QuestionCircleOutlined } from '@ant-design/icons';
import type { ColumnGroup, DataTableColumn, DataTableOutput, DataTableRow } from '@shelfsight/contracts';
import { ProductDetailsInfoButton, textColorFor } from '@shelfsight/ui-kit';
import { Flex, Space, Tooltip } from 'antd';
import type { ColumnGroupType, ColumnType } from 'antd/es/table';
import { compileThresholds } from '../../utils/thresholds';
import { formatCellValue } from './formatCellValue';
import { thresholdCellProps } from './thresholdCellProps';
import { ThresholdWarning } from './ThresholdWarning';

export type DataTableColumnDef = ColumnType<DataTableRow> | ColumnGroupType<DataTableRow>;

function ColumnTitle({ column, errors }: { column: DataTableColumn; errors: string[] }) {
  return (
    <Space size={4}>
      <span>{column.name}</span>
      {column.tooltip ? (
        <Tooltip title={column.tooltip}>
          <QuestionCircleOutlined aria-label={column.tooltip} />
        </Tooltip>
      ) : null}
      <ThresholdWarning errors={errors} />
    </Space>
  );
}

function leafColumn(
  column: DataTableColumn,
  output: DataTableOutput,
  isFirst: boolean,
  onProductDetails: ((productDummyId: string | number) => void) | undefined,
): ColumnType<DataTableRow> {
  const thresholds = compileThresholds(column.thresholds, output.columns);
  return {
    key: column.key,
    title: <ColumnTitle column={column} errors={thresholds.errors} />,
    align: column.dataType === 'n' ? 'right' : 'left',
    // Sorting is the server's job: `sorter: true` only draws the control; the order comes from the answer.
    sorter: column.sortable,
    sortOrder: output.sortBy === column.key ? (output.sortDesc ? 'descend' : 'ascend') : null,
    onCell: (row) => thresholdCellProps(thresholds.match(row.values, row.values[column.key] ?? null)),
    render: (_, row) => {
      const text = formatCellValue(row.values[column.key], column.format, column.currency);
      if (!isFirst || !onProductDetails || row.productDummyId === null) return text;
      return (
        <Flex align="center" gap={4}>
          <span>{text}</span>
          <ProductDetailsInfoButton productDummyId={row.productDummyId} onClick={onProductDetails} />
        </Flex>
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
): DataTableColumnDef[] {
  const groups = new Map(output.columnGroups.map((group) => [group.id, group]));
  const result: DataTableColumnDef[] = [];
  output.columns.forEach((column, index) => {
    const leaf = leafColumn(column, output, index === 0, onProductDetails);
    const group = column.columnGroupId === null ? undefined : groups.get(column.columnGroupId);
    const previous = result.at(-1);
    if (!group) result.push(leaf);
    else if (previous && 'children' in previous && previous.key === `group-${group.id}`) previous.children.push(leaf);
    else result.push(groupColumn(group, leaf));
  });
  return result;
}
