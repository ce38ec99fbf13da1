import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, type SystemMessage, type SystemMessageInput } from '@shelfsight/contracts';
import { Button, Flex, Result, Table, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetSystemMessagesQuery, useUpdateSystemMessageMutation } from '../api/systemMessagesApi';

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

const editPathOf = (message?: SystemMessage) =>
  message ? `${clientRoutes.systemMessagesEdit}?id=${message.id}` : clientRoutes.systemMessagesEdit;

/**
 * /system-messages/: system admins list and (de)activate the after-login messages; creating and editing
 * open /system-messages/edit/.
 */
export function SystemMessagesPage() {
  const isSystemAdmin = useAppSelector(selectAuthUser)?.isSystemAdmin === true;
  const { data = [], isLoading } = useGetSystemMessagesQuery(undefined, { skip: !isSystemAdmin });
  const [update] = useUpdateSystemMessageMutation();
  const navigate = useNavigate();

  if (!isSystemAdmin) {
    return <Result status="403" title="No access" subTitle="Only system administrators manage system messages." />;
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          System messages
        </Typography.Title>
        <Button type="primary" onClick={() => void navigate(editPathOf())}>
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
          {
            title: 'Type',
            dataIndex: 'systemMessageType',
            render: (type: SystemMessage['systemMessageType']) => <Tag color={typeColors[type]}>{type}</Tag>,
          },
          { title: 'Shown (UTC)', key: 'window', render: (_, message) => windowOf(message) },
          { title: 'Status', dataIndex: 'isActive', render: (active: boolean) => (active ? 'Active' : 'Inactive') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, message) => (
              <Flex gap={8}>
                <Button
                  size="small"
                  aria-label={`Edit ${message.title}`}
                  onClick={() => void navigate(editPathOf(message))}
                >
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
    </Flex>
  );
}

export { SystemMessagesPage as Component };
