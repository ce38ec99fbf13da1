import { PlusOutlined } from '@ant-design/icons';
import { selectAuthUser, useAppSelector, useIsReadOnly } from '@shelfsight/api-client';
import { withTaskDialog } from '@shelfsight/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  useCreateTaskStatusMutation,
  useDeleteTaskMutation,
  useGetTasksQuery,
  useGetTaskStatusesQuery,
  useGetTaskUsersQuery,
  useSetAssigneeMutation,
  useSetTaskSequenceMutation,
  useUpdateTaskMutation,
  useUpdateTaskStatusMutation,
} from '../api/tasksApi';
import { StatusSettings } from '../components/StatusSettings';
import { TaskList } from '../components/TaskList';

export const TASKS_PAGE_TEXTS = { title: 'Tasks', newTask: 'New task' } as const;

/** /tasks/: the customer's tasks in their stored order; each opens in the task dialog (`?task=`). */
export function TasksPage() {
  const [, setSearch] = useSearchParams();
  const { data: tasks = [], isLoading } = useGetTasksQuery();
  const { data: statuses = [] } = useGetTaskStatusesQuery();
  const { data: users = [] } = useGetTaskUsersQuery();
  const user = useAppSelector(selectAuthUser);
  const readOnly = useIsReadOnly();
  const isAdmin = Boolean(user?.isAdmin || user?.isSystemAdmin);
  const [updateTask] = useUpdateTaskMutation();
  const [deleteTask] = useDeleteTaskMutation();
  const [setAssignee] = useSetAssigneeMutation();
  const [setSequence] = useSetTaskSequenceMutation();
  const [createStatus] = useCreateTaskStatusMutation();
  const [updateStatus] = useUpdateTaskStatusMutation();
  const open = (request: Parameters<typeof withTaskDialog>[1]) =>
    setSearch((current) => withTaskDialog(current, request));
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {TASKS_PAGE_TEXTS.title}
        </Typography.Title>
        {readOnly ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'create' })}>
            {TASKS_PAGE_TEXTS.newTask}
          </Button>
        )}
      </Flex>
      <Card loading={isLoading}>
        <TaskList
          tasks={tasks}
          statuses={statuses}
          users={users}
          readOnly={readOnly}
          onOpen={(taskId) => open({ kind: 'details', taskId })}
          onStatus={(id, status) => updateTask({ id, change: { status } })}
          onAssignee={(id, assignee, assigned) => setAssignee({ id, user: assignee, assigned })}
          onDelete={(id) => deleteTask(id)}
          onReorder={(sequence) => setSequence(sequence)}
        />
      </Card>
      {isAdmin && !readOnly ? (
        <Card>
          <StatusSettings
            statuses={statuses}
            onAdd={(status) => createStatus(status)}
            onUpdate={(stateId, change) => updateStatus({ stateId, ...change })}
          />
        </Card>
      ) : null}
    </Flex>
  );
}

export { TasksPage as Component };
