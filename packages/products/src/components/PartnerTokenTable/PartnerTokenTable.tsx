import type { PartnerToken } from '@shelfsight/contracts';
import { ConfirmDialog, formatPrettyDate } from '@shelfsight/ui-kit';
import { Button, Table, Tag, Typography } from 'antd';
import { useState } from 'react';

export interface PartnerTokenTableProps {
  tokens: PartnerToken[];
  loading?: boolean;
  onRevoke(tokenId: number): void;
}

const SCOPE_LABELS: Record<PartnerToken['scopes'][number], string> = { ingest: 'Ingest data', read: 'Read data' };

/** The customer's partner tokens: what each may do, whose it is, when it was last used; live ones can be revoked. */
export function PartnerTokenTable({ tokens, loading, onRevoke }: PartnerTokenTableProps) {
  const [revoking, setRevoking] = useState<PartnerToken | null>(null);
  return (
    <>
      <Table<PartnerToken>
        rowKey="id"
        loading={loading}
        dataSource={tokens}
        pagination={tokens.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: 'No tokens yet. Create one for each system that sends or reads your data.' }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          {
            title: 'Scopes',
            dataIndex: 'scopes',
            render: (scopes: PartnerToken['scopes']) =>
              scopes.map((scope) => (
                <Tag key={scope} color={scope === 'ingest' ? 'blue' : 'green'}>
                  {SCOPE_LABELS[scope]}
                </Tag>
              )),
          },
          {
            title: 'Token',
            dataIndex: 'prefix',
            render: (prefix: string) => <Typography.Text code>{`${prefix}…`}</Typography.Text>,
          },
          {
            title: 'Created',
            key: 'created',
            render: (_, token) =>
              token.createdByName
                ? `${formatPrettyDate(token.createdAt)} by ${token.createdByName}`
                : formatPrettyDate(token.createdAt),
          },
          {
            title: 'Last used',
            dataIndex: 'lastUsedAt',
            render: (lastUsedAt: string | null) => (lastUsedAt ? formatPrettyDate(lastUsedAt) : 'Never'),
          },
          {
            title: 'Status',
            key: 'status',
            render: (_, token) =>
              token.revokedAt ? (
                <Tag>Revoked {formatPrettyDate(token.revokedAt)}</Tag>
              ) : (
                <Button size="small" danger aria-label={`Revoke ${token.name}`} onClick={() => setRevoking(token)}>
                  Revoke
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={revoking !== null}
        danger
        title="Revoke token?"
        content={`Systems using "${revoking?.name ?? ''}" lose access at once. This cannot be undone.`}
        confirmText="Revoke"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) onRevoke(revoking.id);
          setRevoking(null);
        }}
      />
    </>
  );
}
