import { skipToken } from '@reduxjs/toolkit/query';
import { selectAuthUser, useAppSelector, useIsReadOnly, type OverlayProps } from '@shelfsight/api-client';
import { taskDialogOf } from '@shelfsight/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useGetTaskDetailsQuery,
  useGetTaskStatusesQuery,
  useGetTaskUsersQuery,
  useReplaceCommentMutation,
  useSetAssigneeMutation,
  useUpdateTaskMutation,
} from '../../api/tasksApi';
import { CreateTaskDialog } from '../CreateTaskDialog';
import { TaskDialog } from './TaskDialog';

/**
 * The `taskDetails` overlay: the dialog of the task the address names (`?task=12`), or the create dialog
 * (`?task=new`). The address is the only state, so a reload or a shared link opens the same task.
 */
export default function TaskOverlay({ close }: OverlayProps) {
  const [search] = useSearchParams();
  const request = taskDialogOf(search);
  if (!request) return null;
  if (request.kind === 'create') return <CreateTaskDialog onClose={close} link={request.link} />;
  return <TaskDetailsDialog taskId={request.taskId} close={close} />;
}

function TaskDetailsDialog({ taskId, close }: { taskId: number; close: () => void }) {
  const { data: task, isError } = useGetTaskDetailsQuery(taskId > 0 ? taskId : skipToken);
  const { data: statuses = [] } = useGetTaskStatusesQuery();
  const { data: users = [] } = useGetTaskUsersQuery();
  const currentUserId = useAppSelector(selectAuthUser)?.id ?? null;
  const readOnly = useIsReadOnly();
  const [updateTask] = useUpdateTaskMutation();
  const [setAssignee] = useSetAssigneeMutation();
  const [addComment] = useAddCommentMutation();
  const [replaceComment] = useReplaceCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  // A task that does not exist (deleted, or another customer's) closes its dialog.
  useEffect(() => {
    if (isError) close();
  }, [isError, close]);
  if (!task) return null;
  return (
    <TaskDialog
      task={task}
      statuses={statuses}
      users={users}
      currentUserId={currentUserId}
      readOnly={readOnly}
      onClose={close}
      onChange={(change) => updateTask({ id: taskId, change })}
      onAssignee={(user, assigned) => setAssignee({ id: taskId, user, assigned })}
      onAdd={(description) => addComment({ taskId, description })}
      onReplace={(commentId, description) => replaceComment({ taskId, commentId, description })}
      onDelete={(commentId) => deleteComment({ taskId, commentId })}
    />
  );
}
