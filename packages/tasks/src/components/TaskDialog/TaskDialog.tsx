import type { TaskDetails, TaskStatus, TaskUser, UpdateTask } from '@shelfsight/contracts';
import { Descriptions, Divider, Input, Modal, Select } from 'antd';
import type { DateTime } from 'luxon';
import { useEditableField } from '../../hooks/useEditableField';
import { bySequence, StatusChip } from '../StatusChip';
import { AuditTrail } from './AuditTrail';
import { CommentsSection, type CommentsSectionProps } from './CommentsSection';
import { DueDateField } from './DueDateField';
import { TaskLinks } from './TaskLinks';

/** The task dialog's width (spec 3 §9). */
export const TASK_DIALOG_WIDTH = 800;

export interface TaskDialogProps extends Pick<CommentsSectionProps, 'onAdd' | 'onReplace' | 'onDelete'> {
  task: TaskDetails;
  statuses: readonly TaskStatus[];
  users: readonly TaskUser[];
  currentUserId: number | null;
  readOnly: boolean;
  /** One field per call, saved at once (status, date) or on blur (title, description). */
  onChange: (change: UpdateTask) => void;
  /** One call per added or removed user. */
  onAssignee: (user: TaskUser, assigned: boolean) => void;
  onClose: () => void;
  now?: () => DateTime;
}

/** A task's details (spec 3 §2.5): every field edits the task directly; there is no Save button. */
export function TaskDialog({
  task,
  statuses,
  users,
  currentUserId,
  readOnly,
  onChange,
  onAssignee,
  onClose,
  now,
  ...comments
}: TaskDialogProps) {
  const title = useEditableField(task.title, (value) => onChange({ title: value }));
  const description = useEditableField(task.description, (value) => onChange({ description: value }));
  const known = new Map([...users, ...task.assignees].map((user) => [user.id, user]));
  const changeAssignees = (ids: number[]) => {
    const next = new Set(ids);
    for (const id of ids) if (!task.assignedUserIds.includes(id)) onAssignee(known.get(id)!, true);
    for (const id of task.assignedUserIds) if (!next.has(id)) onAssignee(known.get(id)!, false);
  };
  return (
    <Modal
      open
      width={TASK_DIALOG_WIDTH}
      footer={null}
      onCancel={onClose}
      title={task.title || 'Untitled task'}
      destroyOnHidden
    >
      <Input {...title} aria-label="Title" placeholder="Title" disabled={readOnly} size="large" />
      <Input.TextArea
        {...description}
        aria-label="Description"
        placeholder="Description"
        disabled={readOnly}
        autoSize={{ minRows: 3, maxRows: 10 }}
        style={{ marginTop: 12 }}
      />
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Status">
          <Select
            aria-label="Status"
            value={task.status}
            disabled={readOnly}
            style={{ minWidth: 180 }}
            options={bySequence(statuses).map((status) => ({
              value: status.stateTitle,
              label: <StatusChip status={status.stateTitle} />,
            }))}
            onChange={(status: string) => onChange({ status })}
          />
        </Descriptions.Item>
        <Descriptions.Item label="Assignees">
          <Select
            aria-label="Assignees"
            mode="multiple"
            value={task.assignedUserIds}
            disabled={readOnly}
            style={{ minWidth: 320 }}
            placeholder="Unassigned"
            optionFilterProp="label"
            options={[...known.values()].map((user) => ({ value: user.id, label: user.displayName }))}
            onChange={changeAssignees}
          />
        </Descriptions.Item>
        <Descriptions.Item label="Creator">
          {known.get(task.creatorId)?.displayName ?? `user ${task.creatorId}`}
        </Descriptions.Item>
        {task.productId !== null || task.retailerId !== null || task.widgetId !== null ? (
          <Descriptions.Item label="Linked to">
            <TaskLinks task={task} />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Due">
          <DueDateField
            dueDateTime={task.dueDateTime}
            disabled={readOnly}
            now={now}
            onChange={(dueDateTime) => onChange(dueDateTime === null ? { unsetDueDateTime: true } : { dueDateTime })}
          />
        </Descriptions.Item>
      </Descriptions>
      <Divider />
      <CommentsSection
        comments={task.comments}
        users={users}
        currentUserId={currentUserId}
        readOnly={readOnly}
        {...comments}
      />
      <Divider />
      <AuditTrail trail={task.auditTrail} users={[...known.values()]} />
    </Modal>
  );
}
