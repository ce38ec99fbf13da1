import { HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TaskStatus, TaskUser } from '@shelfsight/contracts';
import { Button, Dropdown, Flex, Popconfirm, Spin, Tooltip, Typography } from 'antd';
import { DateTime } from 'luxon';
import { useState, type KeyboardEvent } from 'react';
import { formatDueDate, isOverdue } from '../../utils/dueDate';
import type { ListedTask } from '../../utils/temporaryIds';
import { MENU_OPEN_DELAY_SECONDS, StatusMenu } from '../StatusChip';
import { AssigneeMenu } from './AssigneeMenu';

export const TASK_LIST_TEXTS = {
  untitled: 'Untitled task',
  confirmDelete: 'Are you sure you want to delete this task?',
  open: 'Open',
  delete: 'Delete',
  overdue: 'Overdue',
} as const;

export interface TaskRowActions {
  onOpen: (id: number) => void;
  onStatus: (id: number, stateTitle: string) => void;
  onAssignee: (id: number, user: TaskUser, assigned: boolean) => void;
  onDelete: (id: number) => void;
  /** Moves the task one place up (-1) or down (+1): the keyboard's way to reorder. */
  onMove: (id: number, step: -1 | 1) => void;
}

interface TaskRowProps extends TaskRowActions {
  task: ListedTask;
  statuses: readonly TaskStatus[];
  users: readonly TaskUser[];
  readOnly: boolean;
  reorderable: boolean;
  reorderHint: string | undefined;
}

/** One task: drag handle, title, status chip, assignees, due date and the detail menu. */
export function TaskRow({ task, statuses, users, readOnly, reorderable, reorderHint, ...actions }: TaskRowProps) {
  const fixed = readOnly || !reorderable || Boolean(task.creating);
  const sortable = useSortable({ id: task.id, disabled: fixed });
  const [confirming, setConfirming] = useState(false);
  const title = task.title || TASK_LIST_TEXTS.untitled;
  const due = formatDueDate(task.dueDateTime);
  const locked = readOnly || Boolean(task.creating);
  const moveByKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    actions.onMove(task.id, event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className="task-row"
      aria-label={title}
    >
      <Flex align="center" gap={8} style={{ padding: '6px 0' }}>
        <Tooltip title={reorderable ? undefined : reorderHint}>
          <Button
            type="text"
            size="small"
            icon={<HolderOutlined />}
            aria-label={`Move ${title} (arrow keys)`}
            disabled={fixed}
            {...sortable.attributes}
            {...sortable.listeners}
            onKeyDown={moveByKey}
          />
        </Tooltip>
        <Typography.Link onClick={() => !task.creating && actions.onOpen(task.id)} style={{ flex: 1 }}>
          {title}
        </Typography.Link>
        {task.creating ? <Spin size="small" aria-label="Saving" /> : null}
        <StatusMenu
          status={task.status}
          statuses={statuses}
          disabled={locked}
          onChange={(next) => actions.onStatus(task.id, next)}
        />
        <AssigneeMenu
          taskTitle={title}
          assignees={task.assignees}
          users={users}
          disabled={locked}
          onToggle={(user, assigned) => actions.onAssignee(task.id, user, assigned)}
        />
        {isOverdue(task, DateTime.now()) ? (
          <Tooltip title={TASK_LIST_TEXTS.overdue}>
            <Typography.Text type="danger" style={{ width: 160 }} aria-label={`${TASK_LIST_TEXTS.overdue}: ${due}`}>
              {due}
            </Typography.Text>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary" style={{ width: 160 }}>
            {due}
          </Typography.Text>
        )}
        <Popconfirm
          open={confirming}
          title={TASK_LIST_TEXTS.confirmDelete}
          okText={TASK_LIST_TEXTS.delete}
          okButtonProps={{ danger: true }}
          onConfirm={() => {
            setConfirming(false);
            actions.onDelete(task.id);
          }}
          onCancel={() => setConfirming(false)}
        >
          <Dropdown
            trigger={['hover', 'click']}
            mouseEnterDelay={MENU_OPEN_DELAY_SECONDS}
            disabled={Boolean(task.creating)}
            menu={{
              items: [
                { key: 'open', label: TASK_LIST_TEXTS.open },
                ...(readOnly ? [] : [{ key: 'delete', label: TASK_LIST_TEXTS.delete, danger: true }]),
              ],
              onClick: ({ key }) => (key === 'open' ? actions.onOpen(task.id) : setConfirming(true)),
            }}
          >
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Details of ${title}`} />
          </Dropdown>
        </Popconfirm>
      </Flex>
    </li>
  );
}
