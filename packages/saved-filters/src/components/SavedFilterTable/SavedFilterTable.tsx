import type { SavedFilter } from '@shelfsight/contracts';
import { DeleteButton } from '@shelfsight/ui-kit';
import { Button, Space, Table, Tag, type TableProps } from 'antd';
import { segmentSummary, sharingSummary } from '../../utils/segments';

export interface SavedFilterTableProps {
  filters: SavedFilter[];
  loading?: boolean;
  /** Read-only viewers get no edit or delete buttons. */
  readOnly?: boolean;
  onEdit(filter: SavedFilter): void;
  onDelete(filter: SavedFilter): void;
}

/**
 * Saved filters the user owns or that are shared with them; only the owner edits or deletes (spec 2 §6).
 * A row with a negative id is still being created and has no actions yet.
 */
export function SavedFilterTable({ filters, loading, readOnly, onEdit, onDelete }: SavedFilterTableProps) {
  const columns: TableProps<SavedFilter>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      defaultSortOrder: 'ascend',
    },
    {
      title: 'Owner',
      key: 'owner',
      render: (_, filter) => (filter.isOwnedByMe ? <Tag color="blue">Me</Tag> : (filter.ownerName ?? '-')),
    },
    { title: 'Shared with', key: 'shared', render: (_, filter) => sharingSummary(filter) },
    { title: 'Segments', key: 'segments', render: (_, filter) => segmentSummary(filter) },
  ];
  if (!readOnly) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, filter) =>
        filter.isOwnedByMe && (
          <Space>
            <Button
              size="small"
              aria-label={`Edit ${filter.name}`}
              onClick={() => onEdit(filter)}
              disabled={filter.id < 0}
            >
              Edit
            </Button>
            <DeleteButton
              kind="saved filter"
              name={filter.name}
              consequence="Dashboards and widgets using it lose its items."
              onConfirm={() => onDelete(filter)}
              disabled={filter.id < 0}
            />
          </Space>
        ),
    });
  }
  return (
    <Table<SavedFilter>
      rowKey="id"
      columns={columns}
      dataSource={filters}
      loading={loading}
      pagination={{ pageSize: 25, hideOnSinglePage: true }}
      locale={{ emptyText: 'No saved filters yet.' }}
    />
  );
}
