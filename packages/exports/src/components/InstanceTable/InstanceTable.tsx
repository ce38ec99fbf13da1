import {
  type ExportInstanceStatus,
  exportInstanceStatusLabels,
  type ScheduledExportInstance,
} from '@shelfsight/contracts';
import { Button, Table, Tag, theme, Tooltip, type TableProps } from 'antd';
import { nextExportText } from '../../utils/nextExportText';

export interface InstanceTableProps {
  instances: ScheduledExportInstance[];
  loading?: boolean;
  /** The instance whose file is being fetched, whose button spins. */
  downloadingId?: number | null;
  /** The run a link pointed to (an export's mail): its row is marked as the current one. */
  markedId?: number | null;
  onDownload(instance: ScheduledExportInstance): void;
}

/** Spec 2 §4's chip colours: queued is the default, running is progress, done success, failed error. */
export const instanceChipColors: Record<ExportInstanceStatus, string> = {
  I: 'default',
  R: 'processing',
  D: 'success',
  F: 'error',
};

function StatusChip({ instance }: { instance: ScheduledExportInstance }) {
  const tag = <Tag color={instanceChipColors[instance.status]}>{exportInstanceStatusLabels[instance.status]}</Tag>;
  return instance.error ? <Tooltip title={instance.error}>{tag}</Tooltip> : tag;
}

/** The runs of one export, newest first; a done run's file can be downloaded. */
export function InstanceTable({ instances, loading, downloadingId, markedId, onDownload }: InstanceTableProps) {
  const { token } = theme.useToken();
  const columns: TableProps<ScheduledExportInstance>['columns'] = [
    { title: 'Status', key: 'status', render: (_, instance) => <StatusChip instance={instance} /> },
    {
      title: 'Scheduled for (UTC)',
      key: 'scheduledFor',
      render: (_, instance) => nextExportText(instance.scheduledFor),
    },
    { title: 'Created at (UTC)', key: 'createdAt', render: (_, instance) => nextExportText(instance.createdAt) },
    { title: 'File', dataIndex: 'filename', key: 'filename' },
    {
      title: 'Download',
      key: 'download',
      render: (_, instance) =>
        instance.status === 'D' ? (
          <Button
            size="small"
            aria-label={`Download ${instance.filename} of ${nextExportText(instance.scheduledFor)}`}
            loading={downloadingId === instance.id}
            onClick={() => onDownload(instance)}
          >
            Download
          </Button>
        ) : null,
    },
  ];
  return (
    <Table<ScheduledExportInstance>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={instances}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: 'No runs yet.' }}
      onRow={(instance) =>
        instance.id === markedId ? { 'aria-current': 'true', style: { background: token.colorPrimaryBg } } : {}
      }
    />
  );
}
