import { type Dataset, type DatasetStatus, datasetStatusLabels } from '@shelfsight/contracts';
import { Button, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { DeleteButton } from '@shelfsight/ui-kit';
import { dateTimeText, dayText, fileSizeText, rowsText } from '../../utils/datasetText';
import { outputTypeLabels } from '../../utils/formValues';

export interface DatasetTableProps {
  datasets: Dataset[];
  loading?: boolean;
  /** Read-only viewers download only. */
  readOnly?: boolean;
  /** The dataset whose file is being fetched or mailed, whose button spins. */
  downloadingId?: number | null;
  mailingId?: number | null;
  onDownload(row: Dataset): void;
  onMail(row: Dataset): void;
  onBuildAgain(row: Dataset): void;
  onDelete(row: Dataset): void;
}

/** Spec 2 §4's chip colours: queued and building are progress, ready success, failed error, expired default. */
export const datasetChipColors: Record<DatasetStatus, string> = {
  I: 'processing',
  R: 'processing',
  D: 'success',
  F: 'error',
  E: 'default',
};

const fileTypeLabels = { csv: 'CSV', xlsx: 'Excel' } as const;

/**
 * Widths (px) of the columns that have one: with Name and Source at 150 px each they fill at most the
 * list's card at 1440 px wide (1440 − side menu 240 − page padding 48 − card padding 48 = 1104), so the
 * status and the download action show without scrolling sideways. Longer texts wrap or end in an ellipsis.
 */
export const columnWidths = {
  file: 80,
  dates: 112,
  createdAt: 104,
  status: 112,
  rows: 80,
  expiryDate: 104,
  owner: 88,
  actions: 124,
} as const;

function StatusChip({ dataset }: { dataset: Dataset }) {
  const label = datasetStatusLabels[dataset.status];
  const text = dataset.status === 'R' ? `${label} ${Math.floor(dataset.progress)}%` : label;
  const tag = <Tag color={datasetChipColors[dataset.status]}>{text}</Tag>;
  return dataset.error ? <Tooltip title={dataset.error}>{tag}</Tooltip> : tag;
}

/**
 * My datasets and those I received, newest first, with their progress while they build. Anyone downloads a
 * ready file; the owner (the server's `isOwnedByMe`) mails it again and deletes; anyone but a read-only
 * viewer builds it again in the builder.
 */
export function DatasetTable(props: DatasetTableProps) {
  const { datasets, loading, readOnly, downloadingId, mailingId, onDownload, onMail, onBuildAgain, onDelete } = props;
  const columns: TableProps<Dataset>['columns'] = [
    // Name and source share what the fixed columns leave; a cut-off text keeps its whole in a title.
    { title: 'Name', dataIndex: 'subject', key: 'subject', ellipsis: true },
    {
      title: 'Source',
      key: 'source',
      ellipsis: { showTitle: false },
      render: (_, row) => (
        <span title={`${row.sourceName} (${outputTypeLabels[row.outputType]})`}>
          {row.sourceName} <Tag>{outputTypeLabels[row.outputType]}</Tag>
        </span>
      ),
    },
    {
      title: 'File',
      key: 'file',
      width: columnWidths.file,
      render: (_, row) => (
        <>
          {fileTypeLabels[row.fileType]}
          <br />
          <Typography.Text type="secondary">{fileSizeText(row.fileSize)}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Dates',
      key: 'dates',
      width: columnWidths.dates,
      render: (_, row) => `${dayText(row.fromDate)} – ${dayText(row.toDate)}`,
    },
    {
      title: 'Created (UTC)',
      key: 'createdAt',
      width: columnWidths.createdAt,
      render: (_, row) => dateTimeText(row.createdAt),
    },
    { title: 'Status', key: 'status', width: columnWidths.status, render: (_, row) => <StatusChip dataset={row} /> },
    { title: 'Rows', key: 'rows', width: columnWidths.rows, render: (_, row) => rowsText(row) },
    {
      title: 'Expires',
      key: 'expiryDate',
      width: columnWidths.expiryDate,
      render: (_, row) => dayText(row.expiryDate),
    },
    {
      title: 'Owner',
      key: 'owner',
      width: columnWidths.owner,
      ellipsis: true,
      render: (_, row) => (row.isOwnedByMe ? <Tag color="blue">Me</Tag> : row.owner.name),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: columnWidths.actions,
      render: (_, row) => {
        const own = row.isOwnedByMe && !readOnly;
        const ready = row.status === 'D';
        return (
          <Space wrap size={4}>
            {ready && (
              <Button
                size="small"
                type="primary"
                aria-label={`Download ${row.subject}`}
                loading={downloadingId === row.id}
                onClick={() => onDownload(row)}
              >
                Download
              </Button>
            )}
            {own && ready && (
              <Button
                size="small"
                aria-label={`Mail ${row.subject} again`}
                loading={mailingId === row.id}
                onClick={() => onMail(row)}
              >
                Mail again
              </Button>
            )}
            {!readOnly && (
              <Button size="small" aria-label={`Build ${row.subject} again`} onClick={() => onBuildAgain(row)}>
                Build again
              </Button>
            )}
            {own && (
              <DeleteButton
                kind="dataset"
                name={row.subject}
                consequence="Its file goes too; recipients can no longer download it."
                onConfirm={() => onDelete(row)}
              />
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<Dataset>
      rowKey="id"
      columns={columns}
      dataSource={datasets}
      loading={loading}
      size="middle"
      tableLayout="fixed"
      pagination={{ pageSize: 25, hideOnSinglePage: true }}
    />
  );
}
