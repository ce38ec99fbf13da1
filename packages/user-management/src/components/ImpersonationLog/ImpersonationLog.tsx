import type { Impersonation } from '@shelfsight/contracts';
import { EMPTY_VALUE, formatPrettyDateTime } from '@shelfsight/ui-kit';
import { Table, Typography, type TableProps } from 'antd';

const columns: TableProps<Impersonation>['columns'] = [
  { title: 'Who', dataIndex: 'adminEmail', key: 'who' },
  { title: 'As whom', dataIndex: 'targetEmail', key: 'whom' },
  { title: 'When', key: 'when', render: (_, entry) => formatPrettyDateTime(entry.createdAt) },
  {
    title: 'From where',
    key: 'from',
    render: (_, entry) => (
      <>
        {entry.ipAddress ?? EMPTY_VALUE}
        {entry.userAgent && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {entry.userAgent}
          </Typography.Text>
        )}
      </>
    ),
  },
];

/** The audit of login-as (newest first, as the server sends it): admin, target, time, address and browser. */
export function ImpersonationLog({ entries, loading }: { entries: Impersonation[]; loading?: boolean }) {
  return (
    <Table<Impersonation>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={entries}
      columns={columns}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: 'Nobody has used login-as yet.' }}
    />
  );
}
