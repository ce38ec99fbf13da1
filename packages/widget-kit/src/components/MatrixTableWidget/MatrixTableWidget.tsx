import type { MatrixTableOutput } from '@shelfsight/contracts';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { compileThresholds } from '../../utils/thresholds';
import { formatCellValue, thresholdCellProps, ThresholdWarning } from '../DataTableWidget';

type MatrixRow = MatrixTableOutput['rows'][number];

export interface MatrixTableWidgetProps {
  output: MatrixTableOutput;
  loading?: boolean;
}

/**
 * MATRIX_TABLE widget: the metric for each vertical × horizontal dimension value, e.g. DCC score by brand ×
 * retailer. Thresholds compare the cell itself (`< 60`); cells without data show '-' and are never coloured.
 */
export function MatrixTableWidget({ output, loading }: MatrixTableWidgetProps) {
  const { metric, horizontalDimension, verticalDimension } = output;
  const thresholds = useMemo(() => compileThresholds(output.thresholds, []), [output.thresholds]);

  const columns: ColumnsType<MatrixRow> = [
    {
      key: 'label',
      title: verticalDimension.name,
      dataIndex: 'label',
      fixed: 'left',
      render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
    },
    {
      key: 'horizontal',
      title: horizontalDimension.name,
      align: 'center',
      children: output.columns.map((column) => ({
        key: column.key,
        title: column.label,
        align: 'right' as const,
        onCell: (row: MatrixRow) => thresholdCellProps(thresholds.match({}, row.values[column.key] ?? null)),
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
      <Table<MatrixRow>
        size="small"
        bordered
        rowKey="key"
        loading={loading}
        columns={columns}
        dataSource={output.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
