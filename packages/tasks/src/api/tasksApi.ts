import { api, apiTarget, type RootState, settle } from '@shelfsight/api-client';
import {
  type CreateTask,
  type Task,
  type TaskComment,
  type TaskDetails,
  taskPaths,
  type TaskStatus,
  type TaskUser,
  type UpdateTask,
} from '@shelfsight/contracts';
import {
  isTemporaryId,
  type ListedTask,
  nextTemporaryId,
  optimisticComment,
  optimisticTask,
} from '../utils/temporaryIds';
import { applyChange } from '../utils/taskChange';

type Dispatch = (action: unknown) => unknown;
type Patch = { undo(): void };
const DETAILS = 'TaskDetails';

/**
 * The tasks of the active customer (spec 3 §4.6, §7). Creates, changes and deletes show at once in the cached list
 * and details, and are undone when the server refuses; the server's answer then replaces the optimistic entry.
 * Failures are otherwise silent, as the spec asks. A change refetches the task's details for its audit trail.
 */
export const tasksApi = api.enhanceEndpoints({ addTagTypes: ['Tasks', DETAILS, 'TaskStatuses'] }).injectEndpoints({
  endpoints: (build) => {
    const patchList = (dispatch: Dispatch, change: (draft: ListedTask[]) => ListedTask[] | void) =>
      dispatch(tasksApi.util.updateQueryData('getTasks', undefined, change)) as Patch;
    const patchDetails = (dispatch: Dispatch, id: number, change: (draft: TaskDetails) => void) =>
      dispatch(tasksApi.util.updateQueryData('getTaskDetails', id, change)) as Patch;
    /** Puts the server's task into the list and the details (keeping the details' comments and trail). */
    const keepSaved = (dispatch: Dispatch, saved: Task) => {
      patchList(dispatch, (draft) => draft.map((task) => (task.id === saved.id ? saved : task)));
      patchDetails(dispatch, saved.id, (draft) => void Object.assign(draft, saved));
    };
    const userIdOf = (getState: () => unknown) => (getState() as RootState).session.user?.id ?? 0;
    const refetchDetails = (id: number) => [{ type: DETAILS, id }] as const;

    return {
      getTasks: build.query<ListedTask[], void>({
        query: () => apiTarget(taskPaths.tasks),
        transformResponse: (answer: { data: Task[] }) => answer.data,
        providesTags: ['Tasks'],
      }),
      getTaskDetails: build.query<TaskDetails, number>({
        query: (id) => apiTarget(taskPaths.details, { id }),
        transformResponse: (answer: { data: TaskDetails }) => answer.data,
        providesTags: (_answer, _error, id) => [{ type: DETAILS, id }],
      }),
      getTaskStatuses: build.query<TaskStatus[], void>({
        query: () => apiTarget(taskPaths.statuses),
        transformResponse: (answer: { data: TaskStatus[] }) => answer.data,
        providesTags: ['TaskStatuses'],
      }),
      /** The stored order of task ids, top first (the list already comes in it). */
      getTaskSequence: build.query<number[], void>({
        query: () => apiTarget(taskPaths.sequence),
        transformResponse: (answer: { sequence: number[] }) => answer.sequence,
        providesTags: ['Tasks'],
      }),
      getTaskUsers: build.query<TaskUser[], void>({
        query: () => apiTarget(taskPaths.users),
        transformResponse: (answer: { data: TaskUser[] }) => answer.data,
      }),

      /** The caller names the status: the first by sequence number. The new task shows on top at once. */
      createTask: build.mutation<Task, CreateTask>({
        query: (body) => ({ ...apiTarget(taskPaths.create), method: 'POST', body }),
        transformResponse: (answer: { data: Task }) => answer.data,
        async onQueryStarted(input, { dispatch, getState, queryFulfilled }) {
          const temporary = optimisticTask(nextTemporaryId(), input, userIdOf(getState));
          const patch = patchList(dispatch, (draft) => void draft.unshift(temporary));
          await settle(queryFulfilled, patch.undo, (saved) =>
            patchList(dispatch, (draft) => draft.map((task) => (task.id === temporary.id ? saved : task))),
          );
        },
      }),
      /** Exactly one field per call, as the server takes it. */
      updateTask: build.mutation<Task, { id: number; change: UpdateTask }>({
        query: ({ id, change }) => ({ ...apiTarget(taskPaths.task, { id }), method: 'PATCH', body: change }),
        transformResponse: (answer: { data: Task }) => answer.data,
        async onQueryStarted({ id, change }, { dispatch, queryFulfilled }) {
          const list = patchList(dispatch, (draft) =>
            draft.map((task) => (task.id === id ? applyChange(task, change) : task)),
          );
          const details = patchDetails(dispatch, id, (draft) => void Object.assign(draft, applyChange(draft, change)));
          await settle(
            queryFulfilled,
            () => [list, details].forEach((patch) => patch.undo()),
            (saved) => keepSaved(dispatch, saved),
          );
        },
        invalidatesTags: (_answer, _error, { id }) => refetchDetails(id),
      }),
      /** Restored in its place when the server refuses. */
      deleteTask: build.mutation<{ id: number }, number>({
        query: (id) => ({ ...apiTarget(taskPaths.task, { id }), method: 'DELETE' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const patch = patchList(dispatch, (draft) => draft.filter((task) => task.id !== id));
          await settle(queryFulfilled, patch.undo);
        },
      }),
      /** The whole order of task ids, top first. */
      setTaskSequence: build.mutation<{ sequence: number[] }, number[]>({
        query: (sequence) => ({ ...apiTarget(taskPaths.sequence), method: 'POST', body: { sequence } }),
        async onQueryStarted(sequence, { dispatch, queryFulfilled }) {
          const place = new Map(sequence.map((id, index) => [id, index]));
          const patch = patchList(dispatch, (draft) =>
            [...draft].sort((a, b) => (place.get(a.id) ?? -1) - (place.get(b.id) ?? -1)),
          );
          await settle(queryFulfilled, patch.undo, (saved) =>
            dispatch(tasksApi.util.upsertQueryData('getTaskSequence', undefined, saved.sequence)),
          );
        },
      }),
      /** One call per added or removed user. */
      setAssignee: build.mutation<Task, { id: number; user: TaskUser; assigned: boolean }>({
        query: ({ id, user, assigned }) => ({
          ...apiTarget(assigned ? taskPaths.assign : taskPaths.unassign, { id, userId: user.id }),
          method: 'POST',
        }),
        transformResponse: (answer: { data: Task }) => answer.data,
        async onQueryStarted({ id, user, assigned }, { dispatch, queryFulfilled }) {
          const change = (task: Task) => {
            task.assignees = task.assignees.filter((assignee) => assignee.id !== user.id);
            if (assigned) task.assignees.push(user);
            task.assignedUserIds = task.assignees.map((assignee) => assignee.id);
          };
          const list = patchList(dispatch, (draft) => void draft.filter((task) => task.id === id).forEach(change));
          const details = patchDetails(dispatch, id, change);
          await settle(
            queryFulfilled,
            () => [list, details].forEach((patch) => patch.undo()),
            (saved) => keepSaved(dispatch, saved),
          );
        },
        invalidatesTags: (_answer, _error, { id }) => refetchDetails(id),
      }),

      /** Shown at once under a temporary id, then replaced by the saved comment. */
      addComment: build.mutation<TaskComment, { taskId: number; description: string }>({
        query: ({ taskId, description }) => ({
          ...apiTarget(taskPaths.comment, { id: taskId }),
          method: 'POST',
          body: { description },
        }),
        transformResponse: (answer: { data: TaskComment }) => answer.data,
        async onQueryStarted({ taskId, description }, { dispatch, getState, queryFulfilled }) {
          const temporary = optimisticComment(nextTemporaryId(), description, userIdOf(getState), new Date());
          const patch = patchDetails(dispatch, taskId, (draft) => void draft.comments.push(temporary));
          await settle(queryFulfilled, patch.undo, (saved) =>
            patchDetails(dispatch, taskId, (draft) => {
              draft.comments = draft.comments.map((comment) =>
                comment.commentId === temporary.commentId ? saved : comment,
              );
            }),
          );
        },
        invalidatesTags: (_answer, _error, { taskId }) => refetchDetails(taskId),
      }),
      replaceComment: build.mutation<TaskComment, { taskId: number; commentId: number; description: string }>({
        query: ({ taskId, commentId, description }) => ({
          ...apiTarget(taskPaths.commentItem, { id: taskId, commentId }),
          method: 'PATCH',
          body: { description },
        }),
        transformResponse: (answer: { data: TaskComment }) => answer.data,
        invalidatesTags: (_answer, _error, { taskId }) => refetchDetails(taskId),
      }),
      /** Restored when the server refuses (spec 3 §8). */
      deleteComment: build.mutation<{ id: number }, { taskId: number; commentId: number }>({
        query: ({ taskId, commentId }) => ({
          ...apiTarget(taskPaths.commentItem, { id: taskId, commentId }),
          method: 'DELETE',
        }),
        async onQueryStarted({ taskId, commentId }, { dispatch, queryFulfilled }) {
          const patch = patchDetails(dispatch, taskId, (draft) => {
            draft.comments = draft.comments.filter((comment) => comment.commentId !== commentId);
          });
          await settle(queryFulfilled, patch.undo);
        },
        invalidatesTags: (_answer, error, { taskId }) => (error ? [] : refetchDetails(taskId)),
      }),

      /** Administrators add, rename and move statuses; tasks speak status titles, so the list follows. */
      createTaskStatus: build.mutation<TaskStatus, { stateTitle: string; sequenceNumber?: number }>({
        query: (body) => ({ ...apiTarget(taskPaths.statuses), method: 'POST', body }),
        invalidatesTags: ['TaskStatuses'],
      }),
      updateTaskStatus: build.mutation<TaskStatus, { stateId: number; stateTitle?: string; sequenceNumber?: number }>({
        query: ({ stateId, ...body }) => ({ ...apiTarget(taskPaths.status, { stateId }), method: 'PATCH', body }),
        invalidatesTags: ['TaskStatuses', 'Tasks'],
      }),
    };
  },
  overrideExisting: 'throw',
});

export { isTemporaryId };

export const {
  useGetTasksQuery,
  useGetTaskDetailsQuery,
  useGetTaskStatusesQuery,
  useGetTaskUsersQuery,
  useGetTaskSequenceQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useSetTaskSequenceMutation,
  useSetAssigneeMutation,
  useAddCommentMutation,
  useReplaceCommentMutation,
  useDeleteCommentMutation,
  useCreateTaskStatusMutation,
  useUpdateTaskStatusMutation,
} = tasksApi;
