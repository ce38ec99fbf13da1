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
import { TASK_FILTER_TEXTS, TaskFilters } from '../components/TaskFilters';
import { TaskList } from '../components/TaskList';
import { filterTasks, isFiltering, type TaskFilter, taskFilterOf, withTaskFilter } from '../utils/taskFilter';

export const TASKS_PAGE_TEXTS = { title: 'Tasks', newTask: 'New task' } as const;

/**
 * /tasks/: the customer's tasks in their stored order, narrowed by search, status and assignee (kept in the address);
 * each opens in the task dialog (`?task=`).
 */
export function TasksPage() {
  const [search, setSearch] = useSearchParams();
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
  const filter = taskFilterOf(search);
  const shown = filterTasks(tasks, filter, user?.id ?? null);
  const filtering = isFiltering(filter);
  // Each keystroke of the search replaces the address instead of adding a step to go back through.
  const changeFilter = (next: TaskFilter) => setSearch((current) => withTaskFilter(current, next), { replace: true });
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
        <Flex vertical gap={12}>
          <TaskFilters
            filter={filter}
            statuses={statuses}
            users={users}
            shown={shown.length}
            total={tasks.length}
            onChange={changeFilter}
          />
          <TaskList
            tasks={shown}
            statuses={statuses}
            users={users}
            readOnly={readOnly}
            reorderable={!filtering}
            reorderHint={TASK_FILTER_TEXTS.noReorder}
            emptyText={filtering ? TASK_FILTER_TEXTS.noMatch : undefined}
            onOpen={(taskId) => open({ kind: 'details', taskId })}
            onStatus={(id, status) => updateTask({ id, change: { status } })}
            onAssignee={(id, assignee, assigned) => setAssignee({ id, user: assignee, assigned })}
            onDelete={(id) => deleteTask(id)}
            onReorder={(sequence) => setSequence(sequence)}
          />
        </Flex>
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
