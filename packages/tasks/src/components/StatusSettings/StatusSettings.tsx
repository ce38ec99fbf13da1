import type { TaskStatus } from '@shelfsight/contracts';
import { Button, Flex, Input, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { bySequence, StatusChip } from '../StatusChip';

/** A status added without a sequence number goes last (spec 3 §3). */
export const DEFAULT_SEQUENCE_NUMBER = 999;

export interface StatusSettingsProps {
  statuses: readonly TaskStatus[];
  onAdd: (status: { stateTitle: string; sequenceNumber: number }) => void;
  onUpdate: (stateId: number, change: { stateTitle?: string; sequenceNumber?: number }) => void;
}

/** The customer's statuses by sequence number, for administrators to rename, reorder and add. */
export function StatusSettings({ statuses, onAdd, onUpdate }: StatusSettingsProps) {
  const [title, setTitle] = useState('');
  const [sequence, setSequence] = useState<number | null>(null);
  const add = () => {
    onAdd({ stateTitle: title.trim(), sequenceNumber: sequence ?? DEFAULT_SEQUENCE_NUMBER });
    setTitle('');
    setSequence(null);
  };
  return (
    <section aria-label="Statuses">
      {/* The section's first line: antd's heading margin would leave a gap above it inside a card. */}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Statuses
      </Typography.Title>
      <Table<TaskStatus>
        size="small"
        rowKey="stateId"
        pagination={false}
        dataSource={bySequence(statuses)}
        columns={[
          { title: 'Chip', key: 'chip', render: (_, status) => <StatusChip status={status.stateTitle} /> },
          {
            title: 'Title',
            key: 'title',
            render: (_, status) => (
              <Input
                aria-label={`Title of ${status.stateTitle}`}
                defaultValue={status.stateTitle}
                onBlur={(event) => {
                  const next = event.target.value.trim();
                  if (next && next !== status.stateTitle) onUpdate(status.stateId, { stateTitle: next });
                }}
              />
            ),
          },
          {
            title: 'Sequence',
            key: 'sequence',
            render: (_, status) => (
              <InputNumber
                aria-label={`Sequence of ${status.stateTitle}`}
                min={0}
                precision={0}
                defaultValue={status.sequenceNumber}
                onBlur={(event) => {
                  const next = Number(event.target.value);
                  if (Number.isInteger(next) && next !== status.sequenceNumber)
                    onUpdate(status.stateId, { sequenceNumber: next });
                }}
              />
            ),
          },
        ]}
      />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Input
          aria-label="New status"
          placeholder="New status"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <InputNumber
          aria-label="Sequence of the new status"
          placeholder={String(DEFAULT_SEQUENCE_NUMBER)}
          min={0}
          precision={0}
          value={sequence}
          onChange={(value) => setSequence(value)}
        />
        <Button onClick={add} disabled={title.trim() === ''}>
          Add status
        </Button>
      </Flex>
    </section>
  );
}
