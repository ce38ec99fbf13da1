import { type DccFix, type DccFixes, dccConditionText, formatDccPoints } from '@shelfsight/contracts';
import { dccFixColumns } from '@shelfsight/product-kit';
import { Table, Typography } from 'antd';

export interface FixesTableProps {
  /** The ranked fixes; undefined while they load. */
  fixes: DccFixes | undefined;
  loading?: boolean;
}

const pages = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'page' : 'pages'}`;

/**
 * The failed components of a retailer's or a brand's pages, ranked by the score points their fix would add in
 * total: what a content team's hour pays most on. Each failed condition says on how many of the failing pages it
 * fails.
 */
export function FixesTable({ fixes, loading = false }: FixesTableProps) {
  const columns = dccFixColumns<DccFix>();
  return (
    <Table<DccFix>
      size="small"
      rowKey={(fix) => `${fix.group}/${fix.component}`}
      loading={loading}
      dataSource={fixes?.fixes ?? []}
      pagination={false}
      locale={{ emptyText: fixes && fixes.pageCount > 0 ? 'Every page meets every component.' : 'No pages that day.' }}
      columns={[
        columns.rank,
        columns.component,
        {
          title: 'Failed conditions',
          key: 'conditions',
          render: (_, fix) =>
            fix.conditions
              .filter((condition) => condition.pagesFailing > 0)
              .map((condition) => (
                <div key={dccConditionText(condition)}>
                  {dccConditionText(condition)}{' '}
                  <Typography.Text type="secondary">({pages(condition.pagesFailing)})</Typography.Text>
                </div>
              )),
        },
        {
          title: 'Pages failing',
          key: 'pages',
          align: 'right',
          render: (_, fix) => fix.pagesFailing.toLocaleString('en-US'),
        },
        columns.pointsPerPage,
        {
          title: 'Average gain',
          key: 'average',
          align: 'right',
          render: (_, fix) => `+${formatDccPoints(fix.averageGain)}`,
        },
        columns.totalPoints,
      ]}
    />
  );
}
