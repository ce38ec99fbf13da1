import { useIsReadOnly } from '@shelfsight/api-client';
import { type ScheduledExport, scheduledExportRoutes, scheduledExportRunOf } from '@shelfsight/contracts';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useDeleteScheduledExportMutation,
  useGetScheduledExportsQuery,
  useRunScheduledExportNowMutation,
  useUpdateScheduledExportMutation,
} from '../api/scheduledExportsApi';
import { ExportTable } from '../components/ExportTable';
import { inputOfExport } from '../utils/exportInput';
import { ExportInstances } from './ExportInstances';

/**
 * /exports/scheduled/: the exports the user owns or receives, each expandable to its runs; the owner edits,
 * switches, runs now and deletes them (the server says who owns what). `?id=&run=` (an export's mail)
 * opens that export's runs with that run marked.
 */
export function ScheduledExportsPage() {
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const { message } = App.useApp();
  const exports = useGetScheduledExportsQuery();
  const [update] = useUpdateScheduledExportMutation();
  const [remove] = useDeleteScheduledExportMutation();
  const [runNow] = useRunScheduledExportNowMutation();
  const [runningId, setRunningId] = useState<number | null>(null);
  const [params] = useSearchParams();
  const linked = scheduledExportRunOf(params);
  const [expanded, setExpanded] = useState<number[]>(linked.exportId === null ? [] : [linked.exportId]);

  const toggle = async (row: ScheduledExport, isActive: boolean) => {
    const result = await update({ id: row.id, input: { ...inputOfExport(row), isActive }, base: row });
    if ('error' in result) void message.error(`"${row.subject}" could not be switched ${isActive ? 'on' : 'off'}.`);
  };
  const run = async (row: ScheduledExport) => {
    setRunningId(row.id);
    const result = await runNow(row.id);
    setRunningId(null);
    if ('error' in result) void message.error(`"${row.subject}" could not be run.`);
    else {
      void message.success(`"${row.subject}" is running; its file shows under its runs.`);
      setExpanded((open) => (open.includes(row.id) ? open : [...open, row.id]));
    }
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Scheduled exports
        </Typography.Title>
        {!readOnly && (
          <Button type="primary" onClick={() => void navigate(scheduledExportRoutes.edit)}>
            Create export
          </Button>
        )}
      </Flex>
      <ExportTable
        exports={exports.data ?? []}
        loading={exports.isLoading}
        readOnly={readOnly}
        runningId={runningId}
        expandedIds={expanded}
        onExpandedChange={setExpanded}
        renderInstances={(row) => (
          <ExportInstances
            scheduledExportId={row.id}
            markedInstanceId={row.id === linked.exportId ? linked.instanceId : null}
          />
        )}
        onEdit={(row) => void navigate(`${scheduledExportRoutes.edit}?id=${row.id}`)}
        onCopy={(row) => void navigate(`${scheduledExportRoutes.copy}?id=${row.id}`)}
        onToggleActive={(row, isActive) => void toggle(row, isActive)}
        onRunNow={(row) => void run(row)}
        onDelete={async (row) => {
          const result = await remove(row.id);
          if ('error' in result) void message.error(`"${row.subject}" could not be deleted.`);
          else void message.success(`"${row.subject}" was deleted.`);
        }}
      />
    </Card>
  );
}

export { ScheduledExportsPage as Component };
