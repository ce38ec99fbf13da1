import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, type SystemMessageInput } from '@shelfsight/contracts';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  useCreateSystemMessageMutation,
  useGetSystemMessagesQuery,
  useUpdateSystemMessageMutation,
} from '../api/systemMessagesApi';
import { SystemMessageForm } from '../components/SystemMessageForm';

function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const data = (error as { data?: { fields?: Record<string, string> } } | undefined)?.data;
  return data?.fields;
}

/** A positive whole number from the `id` query parameter; anything else means "create". */
function idFrom(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * /system-messages/edit/?id=… edits a message, /system-messages/edit/ creates one: a deep-linkable
 * screen. Saving or cancelling returns to the list. The message is read from the list the server
 * answers (system messages are few), so opening from the list shows it at once from cache.
 */
export function SystemMessageEditPage() {
  const isSystemAdmin = useAppSelector(selectAuthUser)?.isSystemAdmin === true;
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('id');
  const id = idFrom(rawId);
  const navigate = useNavigate();
  const { data = [], isLoading } = useGetSystemMessagesQuery(undefined, { skip: !isSystemAdmin || id === undefined });
  const [create, creating] = useCreateSystemMessageMutation();
  const [update, updating] = useUpdateSystemMessageMutation();

  if (!isSystemAdmin) {
    return <Result status="403" title="No access" subTitle="Only system administrators manage system messages." />;
  }
  const backToList = () => void navigate(clientRoutes.systemMessages);
  const notFound = (
    <Result
      status="404"
      title="Message not found"
      subTitle="This system message does not exist."
      extra={<Link to={clientRoutes.systemMessages}>Back to system messages</Link>}
    />
  );
  if (rawId !== null && id === undefined) return notFound;
  if (id !== undefined && isLoading) return <DelayedSpin aria-label="Loading" />;
  const message = id === undefined ? undefined : data.find((candidate) => candidate.id === id);
  if (id !== undefined && message === undefined) return notFound;

  const save = async (input: SystemMessageInput) => {
    const result = message ? await update({ id: message.id, input }) : await create(input);
    if (!('error' in result) || result.error === undefined) backToList();
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Flex align="center" gap={12}>
        <Button onClick={backToList}>Back</Button>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {message ? 'Edit system message' : 'New system message'}
        </Typography.Title>
      </Flex>
      <Card>
        <SystemMessageForm
          initial={message}
          submitting={creating.isLoading || updating.isLoading}
          fieldErrors={fieldErrorsOf(message ? updating.error : creating.error)}
          onSubmit={(input) => void save(input)}
          onCancel={backToList}
        />
      </Card>
    </Flex>
  );
}

export { SystemMessageEditPage as Component };
