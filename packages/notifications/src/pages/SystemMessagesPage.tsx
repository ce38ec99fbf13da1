import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import type { SystemMessage, SystemMessageInput } from '@shelfsight/contracts';
import { Button, Flex, Modal, Result, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  useCreateSystemMessageMutation,
  useGetSystemMessagesQuery,
  useUpdateSystemMessageMutation,
} from '../api/systemMessagesApi';
import { SystemMessageForm } from '../components/SystemMessageForm';

type Editing = { mode: 'new' } | { mode: 'edit'; message: SystemMessage } | null;

const typeColors = { info: 'blue', warning: 'gold', maintenance: 'magenta' } as const;

const windowOf = (message: SystemMessage) =>
  `${message.dateFrom} ${message.timeFrom} – ${message.dateTo ? `${message.dateTo} ${message.timeTo}` : 'until deactivated'}`;

const inputOf = (message: SystemMessage, isActive: boolean): SystemMessageInput => ({
  systemMessageEvent: message.systemMessageEvent,
  systemMessageType: message.systemMessageType,
  title: message.title,
  message: message.message,
  isActive,
  dateFrom: message.dateFrom,
  timeFrom: message.timeFrom,
  dateTo: message.dateTo,
  timeTo: message.timeTo,
});

function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const data = (error as { data?: { fields?: Record<string, string> } } | undefined)?.data;
  return data?.fields;
}

/** /system-messages/: system admins list, create, edit and (de)activate the after-login messages. */
export function SystemMessagesPage() {
  const isSystemAdmin = useAppSelector(selectAuthUser)?.isSystemAdmin === true;
  const { data = [], isLoading } = useGetSystemMessagesQuery(undefined, { skip: !isSystemAdmin });
  const [create, creating] = useCreateSystemMessageMutation();
  const [update, updating] = useUpdateSystemMessageMutation();
  const [editing, setEditing] = useState<Editing>(null);

  if (!isSystemAdmin) {
    return <Result status="403" title="No access" subTitle="Only system administrators manage system messages." />;
  }

  const save = async (input: SystemMessageInput) => {
    const result =
      editing?.mode === 'edit' ? await update({ id: editing.message.id, input }) : await create(input);
    if (!('error' in result) || result.error === undefined) setEditing(null);
  };
  const saveError = editing?.mode === 'edit' ? updating.error : creating.error;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          System messages
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({ mode: 'new' })}>
          New message
        </Button>
      </Flex>
      <Table<SystemMessage>
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        columns={[
          { title: 'Title', dataIndex: 'title' },
          { title: 'Type', dataIndex: 'systemMessageType', render: (type: SystemMessage['systemMessageType']) => <Tag color={typeColors[type]}>{type}</Tag> },
          { title: 'Shown (UTC)', key: 'window', render: (_, message) => windowOf(message) },
          { title: 'Status', dataIndex: 'isActive', render: (active: boolean) => (active ? 'Active' : 'Inactive') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, message) => (
              <Flex gap={8}>
                <Button size="small" aria-label={`Edit ${message.title}`} onClick={() => setEditing({ mode: 'edit', message })}>
                  Edit
                </Button>
                <Button
                  size="small"
                  aria-label={`${message.isActive ? 'Deactivate' : 'Activate'} ${message.title}`}
                  onClick={() => void update({ id: message.id, input: inputOf(message, !message.isActive) })}
                >
                  {message.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit system message' : 'New system message'}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <SystemMessageForm
            initial={editing.mode === 'edit' ? editing.message : undefined}
            submitting={creating.isLoading || updating.isLoading}
            fieldErrors={fieldErrorsOf(saveError)}
            onSubmit={(input) => void save(input)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Flex>
  );
}

export { SystemMessagesPage as Component };
