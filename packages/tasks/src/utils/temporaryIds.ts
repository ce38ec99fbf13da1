import type { CreateTask, Task, TaskComment, TaskStatus } from '@shelfsight/contracts';
import { bySequence } from './statusOrder';

/** A task or comment shown before the server has answered; `creating` marks it in the list. */
export type ListedTask = Task & { creating?: boolean };

let lastTemporaryId = 0;
/** Ids below zero never collide with the server's, and each optimistic entry gets its own. */
export const nextTemporaryId = (): number => --lastTemporaryId;
export const isTemporaryId = (id: number): boolean => id < 0;

/** The status a new task starts in: the first by sequence number (spec 3 §4.6). */
export function firstStatus(statuses: readonly TaskStatus[]): TaskStatus | undefined {
  return bySequence(statuses)[0];
}

/** The task the list shows while the create call is on its way. */
export function optimisticTask(id: number, input: CreateTask, creatorId: number): ListedTask {
  return {
    id,
    title: input.title ?? '',
    description: input.description ?? '',
    status: input.status,
    assignedUserIds: [],
    assignees: [],
    creatorId,
    dueDateTime: input.dueDateTime ?? 'NO DATE SET',
    productId: input.productId ?? null,
    retailerId: input.retailerId ?? null,
    widgetId: input.widgetId ?? null,
    creating: true,
  };
}

/** The comment the dialog shows while the add call is on its way. */
export function optimisticComment(id: number, description: string, creatorId: number, now: Date): TaskComment {
  return {
    commentId: id,
    creatorId,
    commentDescription: description,
    commentCreationDatetime: now.toISOString(),
    mentionedUserIds: [],
  };
}
