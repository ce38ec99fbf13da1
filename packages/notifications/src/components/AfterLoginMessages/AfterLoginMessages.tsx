import type { UserSystemMessage } from '@shelfsight/contracts';
import { Alert, Modal, Typography } from 'antd';
import { useDismissSystemMessageMutation, useGetUserSystemMessagesQuery } from '../../api/systemMessagesApi';

const alertTypes: Record<UserSystemMessage['systemMessageType'], 'info' | 'warning' | 'error'> = {
  info: 'info',
  warning: 'warning',
  maintenance: 'warning',
};

/**
 * After sign-in, the active system messages the user has not dismissed, one at a time in a modal.
 * Closing one dismisses it for good (remembered by the server), so each shows once.
 */
export function AfterLoginMessages() {
  const { data: messages = [] } = useGetUserSystemMessagesQuery();
  const [dismiss] = useDismissSystemMessageMutation();
  const current = messages[0];
  if (!current) return null;

  return (
    <Modal
      open
      title={current.title}
      okText="Got it"
      onOk={() => void dismiss(current.id)}
      onCancel={() => void dismiss(current.id)}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type={alertTypes[current.systemMessageType]} showIcon title={labelOf(current.systemMessageType)} />
      <Typography.Paragraph style={{ marginTop: 12, whiteSpace: 'pre-line' }}>{current.message}</Typography.Paragraph>
    </Modal>
  );
}

const labelOf = (type: UserSystemMessage['systemMessageType']) =>
  ({ info: 'Information', warning: 'Warning', maintenance: 'Planned maintenance' })[type];

export { AfterLoginMessages as default };
