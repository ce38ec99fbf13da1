import type { PerformanceOverviewOutput } from '@shelfsight/contracts';
import { ProductDetailsInfoButton, TrendBadge } from '@shelfsight/ui-kit';
import { Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatCellValue } from '../DataTableWidget';

type Item = PerformanceOverviewOutput['items'][number];
type Row = Omit<Item, 'subRows'> & { children?: Row[] };

export interface PerformanceOverviewWidgetProps {
  output: PerformanceOverviewOutput;
  loading?: boolean;
  onProductDetails?: (productDummyId: string | number) => void;
}

// Rows without a split get no children array, so antd draws no expand button for them.
const toRow = ({ subRows, ...item }: Item): Row =>
  subRows.length > 0 ? { ...item, children: subRows.map((sub) => ({ ...sub, key: `${item.key}/${sub.key}` })) } : item;

/**
 * PERFORMANCE_OVERVIEW widget: the metric per dimension value against the compare period, with the change as a
 * trend badge; a sub dimension opens under each value. Without compare data the compare columns are left out.
 */
export function PerformanceOverviewWidget({ output, loading, onProductDetails }: PerformanceOverviewWidgetProps) {
  const { metric, dimension } = output;
  const rows = output.items.map(toRow);
  const compares = output.items.some(
    (item) => item.compareValue !== null || item.subRows.some((sub) => sub.compareValue !== null),
  );
  const format = (value: number | null) => formatCellValue(value, metric.format, metric.currency);

  const columns: ColumnsType<Row> = [
    {
      key: 'label',
      title: output.subDimension ? `${dimension.name} / ${output.subDimension.name}` : dimension.name,
      render: (_, row) => (
        <Flex align="center" gap={4}>
          <span>{row.label}</span>
          {onProductDetails ? (
            <ProductDetailsInfoButton productDummyId={row.productDummyId} onClick={onProductDetails} />
          ) : null}
        </Flex>
      ),
    },
    { key: 'value', title: metric.name, align: 'right', render: (_, row) => format(row.value) },
  ];
  if (compares) {
    columns.push(
      { key: 'compare', title: 'Previous period', align: 'right', render: (_, row) => format(row.compareValue) },
      {
        key: 'trend',
        title: 'Change',
        align: 'right',
        render: (_, row) => <TrendBadge value={row.trend} invertColors={metric.lowerIsBetter} />,
      },
    );
  }

  return (
    <Table<Row>
      size="small"
      rowKey="key"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
