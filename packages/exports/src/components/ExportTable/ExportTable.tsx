import { describeExportFrequency, type ScheduledExport } from '@shelfsight/contracts';
import { Button, Space, Switch, Table, Tag, type TableProps } from 'antd';
import { DeleteButton } from '@shelfsight/ui-kit';
import type { ReactNode } from 'react';
import { nextExportText } from '../../utils/nextExportText';

export interface ExportTableProps {
  exports: ScheduledExport[];
  loading?: boolean;
  /** Read-only viewers get no switches and no actions that change anything. */
  readOnly?: boolean;
  /** The export being run now, whose button spins. */
  runningId?: number | null;
  onEdit(row: ScheduledExport): void;
  onCopy(row: ScheduledExport): void;
  onDelete(row: ScheduledExport): void;
  onToggleActive(row: ScheduledExport, isActive: boolean): void;
  onRunNow(row: ScheduledExport): void;
  /** The runs of an export, shown when its row is expanded. */
  renderInstances(row: ScheduledExport): ReactNode;
  /** The rows expanded to their runs (a run started now opens its row). */
  expandedIds?: number[];
  onExpandedChange?(ids: number[]): void;
}

const fileTypeLabels = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' } as const;

/**
 * Scheduled exports with what they export, how often, when next and who owns them; a row expands to its
 * runs. Only the owner switches, edits, runs now or deletes (the server's `isOwnedByMe`); anyone but a
 * read-only viewer may copy. A row with a negative id is still being created and has no actions yet.
 */
export function ExportTable(props: ExportTableProps) {
  const { exports, loading, readOnly, runningId, onEdit, onCopy, onDelete, onToggleActive, onRunNow } = props;
  const columns: TableProps<ScheduledExport>['columns'] = [
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      sorter: (a, b) => a.subject.localeCompare(b.subject),
      defaultSortOrder: 'ascend',
    },
    {
      title: 'Of',
      key: 'target',
      render: (_, row) => (
        <>
          {row.targetName} <Tag>{row.dashboardWidgetId === null ? 'Dashboard' : 'Widget'}</Tag>
        </>
      ),
    },
    { title: 'File', key: 'fileType', render: (_, row) => fileTypeLabels[row.fileType] },
    { title: 'Frequency', key: 'frequency', render: (_, row) => describeExportFrequency(row) },
    { title: 'Next export (UTC)', key: 'next', render: (_, row) => nextExportText(row.nextExport) },
    {
      title: 'Active',
      key: 'active',
      render: (_, row) => (
        <Switch
          size="small"
          aria-label={`Active ${row.subject}`}
          checked={row.isActive}
          disabled={readOnly || !row.isOwnedByMe || row.id < 0}
          onChange={(checked) => onToggleActive(row, checked)}
        />
      ),
    },
    {
      title: 'Owner',
      key: 'owner',
      render: (_, row) => (row.isOwnedByMe ? <Tag color="blue">Me</Tag> : row.owner.name),
    },
  ];
  if (!readOnly) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, row) => {
        const pending = row.id < 0;
        const own = row.isOwnedByMe;
        return (
          <Space wrap>
            {own && (
              <Button size="small" aria-label={`Edit ${row.subject}`} disabled={pending} onClick={() => onEdit(row)}>
                Edit
              </Button>
            )}
            <Button size="small" aria-label={`Copy ${row.subject}`} disabled={pending} onClick={() => onCopy(row)}>
              Copy
            </Button>
            {own && (
              <Button
                size="small"
                aria-label={`Run ${row.subject} now`}
                disabled={pending}
                loading={runningId === row.id}
                onClick={() => onRunNow(row)}
              >
                Run now
              </Button>
            )}
            {own && (
              <DeleteButton
                kind="export"
                name={row.subject}
                consequence="Its recipients no longer receive it."
                onConfirm={() => onDelete(row)}
                disabled={pending}
              />
            )}
          </Space>
        );
      },
    });
  }
  return (
    <Table<ScheduledExport>
      rowKey="id"
      columns={columns}
      dataSource={exports}
      loading={loading}
      pagination={{ pageSize: 25, hideOnSinglePage: true }}
      expandable={{
        rowExpandable: (row) => row.id > 0,
        expandedRowRender: (row) => props.renderInstances(row),
        columnTitle: 'Runs',
        ...(props.expandedIds && {
          expandedRowKeys: props.expandedIds,
          onExpandedRowsChange: (keys) => props.onExpandedChange?.(keys.map(Number)),
        }),
      }}
      locale={{ emptyText: 'No scheduled exports yet.' }}
    />
  );
}
