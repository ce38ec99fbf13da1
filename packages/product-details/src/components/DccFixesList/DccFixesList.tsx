import { dccFixColumns } from '@shelfsight/product-kit';
import { Table, Typography } from 'antd';
import type { ProductDccFix } from '../../details/dccFixes';

export interface DccFixesListProps {
  /** The product's failed rules, ranked (`productDccFixes`). */
  fixes: readonly ProductDccFix[];
}

/** "What to fix first": the product's failed DCC rules, the largest gain in score points first. */
export function DccFixesList({ fixes }: DccFixesListProps) {
  const columns = dccFixColumns<ProductDccFix>('Rule');
  return (
    <section aria-label="What to fix first">
      <Typography.Title level={5}>What to fix first</Typography.Title>
      <Typography.Paragraph type="secondary">
        The rules this product’s pages fail, ranked by the score points fixing them would add, summed over the
        retailers.
      </Typography.Paragraph>
      {fixes.length === 0 ? (
        <Typography.Text>Every page meets every rule.</Typography.Text>
      ) : (
        <Table<ProductDccFix>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={[...fixes]}
          columns={[
            columns.rank,
            columns.component,
            {
              title: 'Failed conditions',
              key: 'conditions',
              render: (_, fix) => (fix.failedConditions.length ? fix.failedConditions.join('; ') : fix.description),
            },
            { title: 'Retailers', key: 'retailers', render: (_, fix) => fix.retailers.join(', ') },
            columns.pointsPerPage,
            columns.totalPoints,
          ]}
        />
      )}
    </section>
  );
}
