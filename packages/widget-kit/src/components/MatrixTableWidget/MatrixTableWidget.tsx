import type { MatrixTableOutput } from '@shelfsight/contracts';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type HTMLAttributes, type KeyboardEvent } from 'react';
import { compileThresholds } from '../../utils/thresholds';
import { isItemKey, type WidgetItem, type WidgetItemClickHandler } from '../../utils/widgetItem';
import { formatCellValue, thresholdCellProps, ThresholdWarning } from '../DataTableWidget';
import { pinnedCellProps, WideTableBox } from '../WideTableBox';

type MatrixRow = MatrixTableOutput['rows'][number];

export interface MatrixTableWidgetProps {
  output: MatrixTableOutput;
  loading?: boolean;
  /**
   * Makes cells clickable: the row's (vertical) item, with the column's (horizontal) item as `crossItem`; a
   * click on a row's name gives the row's item alone. Values that are not dimension items (dates) are left out.
   */
  onItemClick?: WidgetItemClickHandler;
  /**
   * Laid out for print: a plain table in a box that overflows sideways, without antd's scrolling behind a pinned
   * first column — nobody scrolls a printout, and that scrolling measures every column as the table mounts (a
   * forced page layout per column: about 90 ms of the 50-widget print layout).
   */
  printed?: boolean;
}

const itemOf = (value: { key: string; label: string }): WidgetItem | null =>
  isItemKey(value.key) ? { key: value.key, label: value.label } : null;

/**
 * MATRIX_TABLE widget: the metric for each vertical × horizontal dimension value, e.g. DCC score by brand ×
 * retailer. Thresholds compare the cell itself (`< 60`); cells without data show '-' and are never coloured.
 */
export function MatrixTableWidget({ output, loading, onItemClick, printed = false }: MatrixTableWidgetProps) {
  const { metric, horizontalDimension, verticalDimension } = output;
  const thresholds = useMemo(() => compileThresholds(output.thresholds, []), [output.thresholds]);
  const clickProps = (row: MatrixRow, column?: MatrixRow | MatrixTableOutput['columns'][number]) => {
    const rowItem = itemOf(row);
    const columnItem = column ? itemOf(column) : null;
    const item = rowItem ?? columnItem;
    if (!onItemClick || !item) return {};
    const crossItem = rowItem && columnItem ? { crossItem: columnItem } : {};
    const open = () => onItemClick(item, { metricId: metric.id, ...crossItem });
    return {
      onClick: open,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open();
        }
      },
      tabIndex: 0,
      style: { cursor: 'pointer' },
    } satisfies HTMLAttributes<HTMLElement>;
  };

  const columns: ColumnsType<MatrixRow> = [
    {
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
      render: (label: string) => <strong style={{ fontWeight: 600 }}>{label}</strong>,
    },
    {
      key: 'horizontal',
      title: horizontalDimension.name,
      align: 'center',
      children: output.columns.map((column) => ({
        key: column.key,
        title: column.label,
        align: 'right' as const,
        onCell: (row: MatrixRow) => {
          const styled = thresholdCellProps(thresholds.match({}, row.values[column.key] ?? null));
          const click = clickProps(row, column);
          return { ...styled, ...click, style: { ...styled.style, ...click.style } };
        },
        render: (_: unknown, row: MatrixRow) => formatCellValue(row.values[column.key], metric.format, metric.currency),
      })),
    },
  ];

  return (
    <Flex vertical gap={4}>
      <Flex gap={4} align="center">
        <Typography.Text type="secondary">
          {metric.name} by {verticalDimension.name.toLowerCase()} and {horizontalDimension.name.toLowerCase()}
        </Typography.Text>
        <ThresholdWarning errors={thresholds.errors} />
      </Flex>
      <WideTableBox>
        <Table<MatrixRow>
          size="small"
          bordered
          rowKey="key"
          loading={loading}
          columns={columns}
          dataSource={output.rows}
          pagination={false}
        />
      </WideTableBox>
    </Flex>
  );
}
