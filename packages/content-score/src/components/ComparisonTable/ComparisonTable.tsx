import {
  type CalculatedMetricComparedPage,
  type CalculatedMetricComparison,
  changedComponentText,
  comparisonColumnTitles as titles,
} from '@shelfsight/contracts';
import { Table, type TableColumnsType, Typography } from 'antd';

export interface ComparisonTableProps {
  comparison: CalculatedMetricComparison;
  loading?: boolean;
}

const productOf = (page: CalculatedMetricComparedPage) => page.productName ?? `#${page.productId}`;
const retailerOf = (page: CalculatedMetricComparedPage) => page.retailerName ?? `#${page.retailerId}`;
/** Nulls (a version counting nothing) sort below every score. */
const byNumber =
  (value: (page: CalculatedMetricComparedPage) => number | null) =>
  (x: CalculatedMetricComparedPage, y: CalculatedMetricComparedPage) =>
    (value(x) ?? -Infinity) - (value(y) ?? -Infinity);

export const differenceText = (difference: number | null) =>
  difference === null ? '–' : difference > 0 ? `+${difference}` : String(difference);
const scoreText = (score: number | null) => (score === null ? '–' : `${score}%`);

/**
 * The compared pages: product, retailer, both scores, their difference and the components whose met state changed.
 * Every column sorts; the rows come as the server orders them, the largest differences first.
 */
export function ComparisonTable({ comparison, loading = false }: ComparisonTableProps) {
  const columns: TableColumnsType<CalculatedMetricComparedPage> = [
    {
      key: 'product',
      title: titles.product,
      render: (_value, page) => productOf(page),
      sorter: (x, y) => productOf(x).localeCompare(productOf(y)),
    },
    {
      key: 'retailer',
      title: titles.retailer,
      render: (_value, page) => retailerOf(page),
      sorter: (x, y) => retailerOf(x).localeCompare(retailerOf(y)),
    },
    {
      key: 'scoreA',
      title: titles.score(comparison.versionA),
      align: 'right',
      render: (_value, page) => scoreText(page.scoreA),
      sorter: byNumber((page) => page.scoreA),
    },
    {
      key: 'scoreB',
      title: titles.score(comparison.versionB),
      align: 'right',
      render: (_value, page) => scoreText(page.scoreB),
      sorter: byNumber((page) => page.scoreB),
    },
    {
      key: 'difference',
      title: titles.difference,
      align: 'right',
      render: (_value, page) => (
        <Typography.Text type={page.difference === null || page.difference === 0 ? 'secondary' : undefined} strong>
          {differenceText(page.difference)}
        </Typography.Text>
      ),
      sorter: byNumber((page) => page.difference),
    },
    {
      key: 'changedComponents',
      title: titles.changedComponents,
      render: (_value, page) =>
        page.changedComponents.length === 0 ? (
          <Typography.Text type="secondary">None</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {page.changedComponents.map((changed) => (
              <li key={`${changed.group}/${changed.component}`}>{changedComponentText(changed)}</li>
            ))}
          </ul>
        ),
      sorter: (x, y) => x.changedComponents.length - y.changedComponents.length,
    },
  ];
  return (
    <Table<CalculatedMetricComparedPage>
      size="small"
      loading={loading}
      columns={columns}
      dataSource={comparison.pages}
      rowKey={(page) => `${page.productId}/${page.retailerId}`}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: 'No product pages to compare.' }}
    />
  );
}
