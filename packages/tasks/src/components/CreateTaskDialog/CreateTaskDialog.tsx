import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { type TaskCreateLink, taskMessages } from '@shelfsight/contracts';
import { Input, Modal } from 'antd';
import type { DateTime } from 'luxon';
import { useState } from 'react';
import { useCreateTaskMutation, useGetTaskStatusesQuery } from '../../api/tasksApi';
import { firstStatus } from '../../utils/temporaryIds';
import { TASK_DIALOG_WIDTH } from '../TaskDialog/TaskDialog';
import { DueDateField } from '../TaskDialog/DueDateField';

export const CREATE_TASK_TEXTS = { title: 'New task', create: 'Create' } as const;

/**
 * A new task's title, description and due date. Creating closes the dialog at once: the task shows on top of the
 * list in the first status by sequence number while the server saves it, and goes away if the server refuses.
 */
export function CreateTaskDialog({
  onClose,
  now,
  link = {},
}: {
  onClose: () => void;
  now?: () => DateTime;
  /** The product or dashboard widget the task is created for ('Create task' on it). */
  link?: TaskCreateLink;
}) {
  const { data: statuses = [] } = useGetTaskStatusesQuery();
  const signedIn = useAppSelector(selectAuthUser) !== null;
  const [createTask] = useCreateTaskMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDateTime, setDueDateTime] = useState<string>(taskMessages.noDate);
  const status = firstStatus(statuses);
  const create = () => {
    if (!status) return;
    void createTask({
      status: status.stateTitle,
      title: title.trim(),
      description,
      dueDateTime: dueDateTime === taskMessages.noDate ? null : dueDateTime,
      ...(link.productId !== undefined ? { productId: link.productId } : {}),
      ...(link.widgetId !== undefined ? { widgetId: link.widgetId } : {}),
    });
    onClose();
  };
  return (
    <Modal
      open
      width={TASK_DIALOG_WIDTH}
      title={CREATE_TASK_TEXTS.title}
      okText={CREATE_TASK_TEXTS.create}
      okButtonProps={{ disabled: !status || !signedIn }}
      onOk={create}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input aria-label="Title" placeholder="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <Input.TextArea
        aria-label="Description"
        placeholder="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 10 }}
        style={{ margin: '12px 0' }}
      />
      <DueDateField
        dueDateTime={dueDateTime}
        now={now}
        onChange={(next) => setDueDateTime(next ?? taskMessages.noDate)}
      />
    </Modal>
  );
}
