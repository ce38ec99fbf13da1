import { useIsReadOnly } from '@shelfsight/api-client';
import { type Dataset, datasetRoutes } from '@shelfsight/contracts';
import { App, Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  downloadDataset,
  useDeleteDatasetMutation,
  useGetDatasetsQuery,
  useMailDatasetMutation,
} from '../api/datasetsApi';
import { DatasetTable } from '../components/DatasetTable';

// While a dataset is queued or building, the list is asked again to show its progress.
export const DATASET_POLL_MS = 3000;

const newestFirst = (a: Dataset, b: Dataset) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** /datasets/: the datasets I built or received, with their progress, files and actions. */
export function DatasetsPage() {
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const { message } = App.useApp();
  const [pollingInterval, setPollingInterval] = useState(0);
  const datasets = useGetDatasetsQuery(undefined, { pollingInterval });
  const rows = [...(datasets.data ?? [])].sort(newestFirst);
  const building = rows.some((row) => row.status === 'I' || row.status === 'R');
  if ((building ? DATASET_POLL_MS : 0) !== pollingInterval) setPollingInterval(building ? DATASET_POLL_MS : 0);
  const [remove] = useDeleteDatasetMutation();
  const [mail] = useMailDatasetMutation();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [mailingId, setMailingId] = useState<number | null>(null);
  const toBuilder = () => void navigate(datasetRoutes.builder);

  const download = async (row: Dataset) => {
    setDownloadingId(row.id);
    try {
      await downloadDataset(row.id);
    } catch {
      void message.error(`"${row.subject}" could not be downloaded.`);
    } finally {
      setDownloadingId(null);
    }
  };
  const mailAgain = async (row: Dataset) => {
    setMailingId(row.id);
    const result = await mail(row.id);
    setMailingId(null);
    if ('error' in result) void message.error(`"${row.subject}" could not be mailed.`);
    else void message.success(`"${row.subject}" was mailed to its recipients again.`);
  };
  const removeRow = async (row: Dataset) => {
    const result = await remove(row.id);
    if ('error' in result) void message.error(`"${row.subject}" could not be deleted.`);
    else void message.success(`"${row.subject}" was deleted.`);
  };

  const empty = !datasets.isLoading && rows.length === 0;
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Datasets
        </Typography.Title>
        {!readOnly && rows.length > 0 && (
          <Button type="primary" onClick={toBuilder}>
            Build a dataset
          </Button>
        )}
      </Flex>
      {empty ? (
        <Empty description="No datasets yet: build one from a widget or from metrics and dimensions.">
          {!readOnly && (
            <Button type="primary" onClick={toBuilder}>
              Build a dataset
            </Button>
          )}
        </Empty>
      ) : (
        <DatasetTable
          datasets={rows}
          loading={datasets.isLoading}
          readOnly={readOnly}
          downloadingId={downloadingId}
          mailingId={mailingId}
          onDownload={(row) => void download(row)}
          onMail={(row) => void mailAgain(row)}
          onBuildAgain={(row) => void navigate(`${datasetRoutes.builder}?datasetId=${row.id}`)}
          onDelete={(row) => void removeRow(row)}
        />
      )}
    </Card>
  );
}

export { DatasetsPage as Component };
