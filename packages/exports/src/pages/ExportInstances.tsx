import { App } from 'antd';
import { useState } from 'react';
import { downloadInstance } from '../api/exportTargetsApi';
import { useGetScheduledExportInstancesQuery } from '../api/scheduledExportsApi';
import { InstanceTable } from '../components/InstanceTable';

// While a run is queued or running, its row is asked again until it is done or failed.
const POLL_MS = 3000;

/** The runs of one export, from the server, with their files to download; `markedInstanceId` is marked. */
export function ExportInstances({
  scheduledExportId,
  markedInstanceId,
}: {
  scheduledExportId: number;
  markedInstanceId?: number | null;
}) {
  const { message } = App.useApp();
  const [pollingInterval, setPollingInterval] = useState(0);
  const instances = useGetScheduledExportInstancesQuery(scheduledExportId, { pollingInterval });
  const unfinished = (instances.data ?? []).some((instance) => instance.status === 'I' || instance.status === 'R');
  if ((unfinished ? POLL_MS : 0) !== pollingInterval) setPollingInterval(unfinished ? POLL_MS : 0);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  return (
    <InstanceTable
      instances={instances.data ?? []}
      loading={instances.isLoading}
      downloadingId={downloadingId}
      markedId={markedInstanceId}
      onDownload={async (instance) => {
        setDownloadingId(instance.id);
        try {
          await downloadInstance(instance.id);
        } catch {
          void message.error(`${instance.filename} could not be downloaded.`);
        } finally {
          setDownloadingId(null);
        }
      }}
    />
  );
}
