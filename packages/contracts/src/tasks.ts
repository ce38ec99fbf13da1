import { z } from 'zod';
import { coercedId, idNumber, multiLineText, singleLineText } from './primitives';
import { clientRoutes } from './routes';

/** Server paths of tasks (spec 3 §7), under the active customer. */
export const taskPaths = {
  tasks: '/api/customer/:customerId/tasks',
  create: '/api/customer/:customerId/task',
  task: '/api/customer/:customerId/task/:id',
  details: '/api/customer/:customerId/task/:id/details',
  sequence: '/api/customer/:customerId/task/sequence',
  assign: '/api/customer/:customerId/task/:id/assign/:userId',
  unassign: '/api/customer/:customerId/task/:id/unassign/:userId',
  comment: '/api/customer/:customerId/task/:id/comment',
  commentItem: '/api/customer/:customerId/task/:id/comment/:commentId',
  statuses: '/api/customer/:customerId/task-statuses',
  status: '/api/customer/:customerId/task-statuses/:stateId',
  /** The active members of the customer: who may be assigned or mentioned. */
  users: '/api/customer/:customerId/task-users',
} as const;

/**
 * The search parameters that open a task's dialog over any signed-in screen (\`?task=12\`), or the create dialog
 * (\`?task=new\`, linked to a product or a dashboard widget by \`taskProduct\` / \`taskWidget\`), so a task is a link
 * that survives reload and can be shared or mailed (see \`overlays\` in slots.ts).
 */
export const taskDialogParams = { task: 'task', product: 'taskProduct', widget: 'taskWidget' } as const;
const NEW_TASK = 'new';
const TASK_ID = /^[1-9]\d{0,9}$/;

/** What a new task is created for: the product or dashboard widget it was started from. */
export type TaskCreateLink = { productId?: number; widgetId?: number };

/** Which task dialog an address opens. */
export type TaskDialogRequest = { kind: 'details'; taskId: number } | { kind: 'create'; link?: TaskCreateLink };

/** \`search\` with the dialog of \`request\` open (another task dialog's parameters go); other parameters are kept. */
export function withTaskDialog(search: URLSearchParams, request: TaskDialogRequest): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(taskDialogParams)) next.delete(name);
  next.set(taskDialogParams.task, request.kind === 'create' ? NEW_TASK : String(request.taskId));
  if (request.kind === 'create') {
    const { productId, widgetId } = request.link ?? {};
    if (productId !== undefined) next.set(taskDialogParams.product, String(productId));
    if (widgetId !== undefined) next.set(taskDialogParams.widget, String(widgetId));
  }
  return next;
}

/** The task dialog an address asks for, or null when it names no usable task; a malformed link is left out. */
export function taskDialogOf(search: URLSearchParams): TaskDialogRequest | null {
  const value = search.get(taskDialogParams.task);
  if (value === NEW_TASK) {
    const idOf = (name: string) => {
      const raw = search.get(name);
      return raw !== null && TASK_ID.test(raw) ? Number(raw) : undefined;
    };
    const productId = idOf(taskDialogParams.product);
    const widgetId = idOf(taskDialogParams.widget);
    const link = { ...(productId !== undefined ? { productId } : {}), ...(widgetId !== undefined ? { widgetId } : {}) };
    return Object.keys(link).length > 0 ? { kind: 'create', link } : { kind: 'create' };
  }
  return value !== null && TASK_ID.test(value) ? { kind: 'details', taskId: Number(value) } : null;
}

/** The address of the tasks screen with the task's dialog open, as mails link to it. */
export const taskDetailsAddress = (taskId: number): string =>
  `${clientRoutes.tasks}?${withTaskDialog(new URLSearchParams(), { kind: 'details', taskId }).toString()}`;

export const taskMessages = {
  noDate: 'NO DATE SET',
  unknownTask: 'Task not found',
  unknownComment: 'Comment not found',
  unknownStatus: 'Unknown status',
  duplicateStatus: 'A status with this title exists',
  statusInUse: (count: number) =>
    `This status is used by ${count} ${count === 1 ? 'task' : 'tasks'}; move ${count === 1 ? 'it' : 'them'} to another status first`,
  lastStatus: 'The last status cannot be deleted',
  notMember: 'This user is not a member of the customer',
  unknownProduct: 'This product does not belong to the customer',
  unknownRetailer: 'This retailer is not tracked by the customer',
  unknownWidget: 'This widget does not belong to the customer',
  commentRequired: 'A comment must be non-empty',
  oneField: 'Send exactly one of title, description, status, dueDateTime or unsetDueDateTime',
  sequenceIncomplete: 'The sequence must list every task of the customer once',
  notAuthor: 'Only the author may change a comment',
  mentionedTitle: (name: string) => `${name} mentioned you in a task`,
} as const;

/** Default statuses made for a customer on first use; the chip colours of spec §2.5 key on these. */
export const defaultTaskStatuses = [
  { stateTitle: 'Open', sequenceNumber: 1 },
  { stateTitle: 'In progress', sequenceNumber: 2 },
  { stateTitle: 'Done', sequenceNumber: 3 },
] as const;

/** A mention inside a comment's description: `@[user:12]`. */
export const mentionMarker = (userId: number) => `@[user:${userId}]`;
const MENTION = /@\[user:(\d+)\]/g;
/** The distinct user ids mentioned in a description, in order of first appearance. */
export function mentionedUserIds(description: string): number[] {
  return [...new Set([...description.matchAll(MENTION)].map((match) => Number(match[1])))];
}

const title = singleLineText().trim().max(500);
const description = multiLineText().max(20_000);
const dateTime = z.string().datetime({ offset: true, message: 'Use an ISO date and time' });

export const taskStatusSchema = z.object({
  stateId: z.number().int(),
  stateTitle: z.string(),
  sequenceNumber: z.number().int(),
});
export type TaskStatus = z.infer<typeof taskStatusSchema>;
export const taskStatusListSchema = z.object({ data: z.array(taskStatusSchema) });

export const createTaskStatusSchema = z.object({
  stateTitle: title.min(1, 'Title is required'),
  sequenceNumber: z.number().int().min(0).max(1_000_000).default(999),
});
export const updateTaskStatusSchema = z
  .object({
    stateTitle: title.min(1, 'Title is required'),
    sequenceNumber: z.number().int().min(0).max(1_000_000),
  })
  .partial();
export const taskStatusParamsSchema = z.object({ customerId: coercedId(), stateId: coercedId() });
export const taskStatusDeletedSchema = z.object({ stateId: z.number().int() });

export const taskUserSchema = z.object({ id: z.number().int(), displayName: z.string() });
export type TaskUser = z.infer<typeof taskUserSchema>;
export const taskUserListSchema = z.object({ data: z.array(taskUserSchema) });

export const taskCommentSchema = z.object({
  commentId: z.number().int(),
  creatorId: z.number().int(),
  commentDescription: z.string(),
  commentCreationDatetime: z.string(),
  mentionedUserIds: z.array(z.number().int()),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** One change: action_* as in spec §3, plus who changed which field from what to what. */
export const taskAuditSchema = z.object({
  action_id: z.number().int(),
  action_description: z.string(),
  action_creation_datetime: z.string(),
  userId: z.number().int(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type TaskAudit = z.infer<typeof taskAuditSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  assignedUserIds: z.array(z.number().int()),
  assignees: z.array(taskUserSchema),
  creatorId: z.number().int(),
  /** ISO date and time, or 'NO DATE SET'. */
  dueDateTime: z.string(),
  productId: z.number().int().nullable(),
  retailerId: z.number().int().nullable(),
  widgetId: z.number().int().nullable(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskDetailsSchema = taskSchema.extend({
  comments: z.array(taskCommentSchema),
  auditTrail: z.array(taskAuditSchema),
});
export type TaskDetails = z.infer<typeof taskDetailsSchema>;

export const taskListSchema = z.object({ data: z.array(taskSchema) });
export const taskReplySchema = z.object({ data: taskSchema });
export const taskDetailsReplySchema = z.object({ data: taskDetailsSchema });

/** POST task: the status (a state title) the optimistic client chose, and optionally the rest. */
export const createTaskSchema = z.object({
  status: title.min(1, 'Status is required'),
  title: title.default(''),
  description: description.default(''),
  dueDateTime: dateTime.nullable().optional(),
  productId: idNumber().nullable().optional(),
  retailerId: idNumber().nullable().optional(),
  widgetId: idNumber().nullable().optional(),
});
export type CreateTask = z.input<typeof createTaskSchema>;

/** PATCH task/{id}: exactly one field. */
export const updateTaskSchema = z
  .object({
    title,
    description,
    status: title.min(1, 'Status is required'),
    dueDateTime: dateTime,
    unsetDueDateTime: z.literal(true),
  })
  .partial()
  .strict()
  .superRefine((body, context) => {
    const sent = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
    if (sent.length !== 1)
      context.addIssue({ code: 'custom', path: [sent[1] ?? 'title'], message: taskMessages.oneField });
  });
export type UpdateTask = z.input<typeof updateTaskSchema>;

export const taskSequenceSchema = z.object({ sequence: z.array(idNumber()).max(100_000) });

export const taskParamsSchema = z.object({ customerId: coercedId(), id: coercedId() });
export const taskUserParamsSchema = taskParamsSchema.extend({ userId: coercedId() });
export const taskCommentParamsSchema = taskParamsSchema.extend({ commentId: coercedId() });

export const taskCommentBodySchema = z.object({
  description: description.refine((text) => text.trim().length > 0, taskMessages.commentRequired),
});
export const taskCommentReplySchema = z.object({ data: taskCommentSchema });
export const taskDeletedSchema = z.object({ id: z.number().int() });
