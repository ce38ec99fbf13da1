import {
  createTaskSchema,
  createTaskStatusSchema,
  taskCommentBodySchema,
  taskCommentParamsSchema,
  taskCommentReplySchema,
  taskDeletedSchema,
  taskDetailsReplySchema,
  taskListSchema,
  taskMessages as messages,
  taskParamsSchema,
  taskPaths as paths,
  taskReplySchema,
  taskSequenceSchema,
  taskStatusListSchema,
  taskStatusParamsSchema,
  taskStatusDeletedSchema,
  taskStatusSchema,
  taskUserListSchema,
  taskUserParamsSchema,
  updateTaskSchema,
  updateTaskStatusSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerAdminGuard } from '../../access/accessGuards';
import { errorResponses } from '../../lib/errorResponses';
import { createNotification } from '../notifications';
import { defineMentionMailJob, queueMentionMails } from './mentionMail';
import { addComment, deleteComment, listComments, replaceComment, type SavedComment } from './taskComments.repository';
import {
  type Actor,
  createTask,
  deleteTask,
  setAssigned,
  setTaskSequence,
  taskSequence,
  updateTask,
} from './taskWrites.repository';
import {
  auditTrail,
  createStatus,
  deleteStatus,
  displayName,
  getTask,
  listMembers,
  listStatuses,
  listTasks,
  type Sql,
  updateStatus,
} from './tasks.repository';

const tags = ['tasks'];
const errors = errorResponses(400, 401, 403, 404);
const statusDeleteErrors = errorResponses(400, 401, 403, 404, 409);
const DESCRIPTION =
  "Tasks of the customer (spec 3 §2.5, §4.6, §7): a title, description, status (one of the customer's statuses, " +
  'sent by title), assignees, due date, comments with mentions and an audit trail of every change. Every member ' +
  'reads and writes; read-only members only read. Statuses are changed by administrators.';

/** Tasks, statuses, assignees and comments of the active customer; `publicUrl` starts the links mails carry. */
export const tasksRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  const actorOf = (request: FastifyRequest): Actor => ({
    customerId: request.customerId as number,
    userId: (request.user as { id: number }).id,
  });
  const admins = customerAdminGuard(app.db);
  defineMentionMailJob(app);

  /** Saves a comment and, in the same transaction, queues the mails to the members it newly mentions. */
  const saveComment = (actor: Actor, taskId: number, save: (tx: Sql) => Promise<SavedComment>) =>
    app.db.transaction(async (tx) => {
      const saved = await save(tx);
      await queueMentionMails(app, tx, { actor, saved, taskId, publicUrl: options.publicUrl });
      return saved;
    });

  /** Tells each newly mentioned member (not the author) in the app. */
  async function notifyMentions(actor: Actor, saved: SavedComment, taskId: number) {
    const recipients = saved.newlyMentioned.filter((id) => id !== actor.userId);
    if (recipients.length === 0) return;
    const name = await displayName(app.db, actor.userId);
    for (const userId of recipients)
      await createNotification(app, {
        customerId: actor.customerId,
        userId,
        fromUserId: actor.userId,
        title: messages.mentionedTitle(name),
        subTitle: saved.taskTitle,
        body: saved.comment.commentDescription,
        flag: 'info',
        icon: 'task',
        type: 'TASK_MENTION',
        causer: String(taskId),
      });
  }

  app.get(
    paths.statuses,
    {
      schema: { tags, summary: 'Task statuses by sequence number', response: { 200: taskStatusListSchema, ...errors } },
    },
    async (request) => ({ data: await listStatuses(app.db, actorOf(request).customerId) }),
  );
  app.post(
    paths.statuses,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Add a task status',
        body: createTaskStatusSchema,
        response: { 200: taskStatusSchema, ...errors },
      },
    },
    async (request) => createStatus(app.db, actorOf(request).customerId, request.body),
  );
  app.patch(
    paths.status,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Rename or move a task status',
        params: taskStatusParamsSchema,
        body: updateTaskStatusSchema,
        response: { 200: taskStatusSchema, ...errors },
      },
    },
    async (request) => updateStatus(app.db, actorOf(request).customerId, request.params.stateId, request.body),
  );
  app.delete(
    paths.status,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Delete a task status no task has',
        description:
          'A status some task has is refused (409 naming stateId, with the count): move those tasks to another ' +
          'status first. The last status is never deleted (409).',
        params: taskStatusParamsSchema,
        response: { 200: taskStatusDeletedSchema, ...statusDeleteErrors },
      },
    },
    async (request) => {
      const { stateId } = request.params;
      await app.db.transaction((tx) => deleteStatus(tx, actorOf(request).customerId, stateId));
      return { stateId };
    },
  );

  app.get(
    paths.users,
    {
      schema: {
        tags,
        summary: 'Members who may be assigned or mentioned, by name',
        response: { 200: taskUserListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listMembers(app.db, actorOf(request).customerId) }),
  );

  app.get(
    paths.tasks,
    {
      schema: {
        tags,
        summary: 'Tasks in their stored order',
        description: DESCRIPTION,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listTasks(app.db, actorOf(request).customerId) }),
  );
  app.post(
    paths.create,
    {
      schema: {
        tags,
        summary: 'Create a task on top of the list',
        body: createTaskSchema,
        response: { 200: taskReplySchema, ...errors },
      },
    },
    async (request) => ({ data: await app.db.transaction((tx) => createTask(tx, actorOf(request), request.body)) }),
  );
  app.get(
    paths.sequence,
    {
      schema: {
        tags,
        summary: 'The stored order of task ids',
        response: { 200: taskSequenceSchema, ...errors },
      },
    },
    async (request) => ({ sequence: await taskSequence(app.db, actorOf(request).customerId) }),
  );
  app.post(
    paths.sequence,
    {
      schema: {
        tags,
        summary: 'Store the order of task ids (every task once)',
        body: taskSequenceSchema,
        response: { 200: taskSequenceSchema, ...errors },
      },
    },
    async (request) => ({
      sequence: await app.db.transaction((tx) =>
        setTaskSequence(tx, actorOf(request).customerId, request.body.sequence),
      ),
    }),
  );
  app.get(
    paths.details,
    {
      schema: {
        tags,
        summary: 'One task with its comments and audit trail',
        params: taskParamsSchema,
        response: { 200: taskDetailsReplySchema, ...errors },
      },
    },
    async (request) => {
      const { customerId } = actorOf(request);
      const id = request.params.id;
      const task = await getTask(app.db, customerId, id);
      return {
        data: {
          ...task,
          comments: await listComments(app.db, customerId, id),
          auditTrail: await auditTrail(app.db, customerId, id),
        },
      };
    },
  );
  app.patch(
    paths.task,
    {
      schema: {
        tags,
        summary: 'Change one field of a task',
        params: taskParamsSchema,
        body: updateTaskSchema,
        response: { 200: taskReplySchema, ...errors },
      },
    },
    async (request) => ({
      data: await app.db.transaction((tx) => updateTask(tx, actorOf(request), request.params.id, request.body)),
    }),
  );
  app.delete(
    paths.task,
    {
      schema: {
        tags,
        summary: 'Delete a task',
        params: taskParamsSchema,
        response: { 200: taskDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => deleteTask(tx, actorOf(request), request.params.id));
      return { id: request.params.id };
    },
  );

  for (const [path, assigned, summary] of [
    [paths.assign, true, 'Assign one member to a task'],
    [paths.unassign, false, 'Unassign one user from a task'],
  ] as const)
    app.post(
      path,
      { schema: { tags, summary, params: taskUserParamsSchema, response: { 200: taskReplySchema, ...errors } } },
      async (request) => ({
        data: await app.db.transaction((tx) =>
          setAssigned(tx, actorOf(request), request.params.id, request.params.userId, assigned),
        ),
      }),
    );

  app.post(
    paths.comment,
    {
      schema: {
        tags,
        summary: 'Add a comment; mentioned members are notified in the app and by e-mail',
        params: taskParamsSchema,
        body: taskCommentBodySchema,
        response: { 200: taskCommentReplySchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const saved = await saveComment(actor, request.params.id, (tx) =>
        addComment(tx, actor, request.params.id, request.body.description),
      );
      await notifyMentions(actor, saved, request.params.id);
      return { data: saved.comment };
    },
  );
  app.patch(
    paths.commentItem,
    {
      schema: {
        tags,
        summary: 'Replace the text of one’s own comment',
        params: taskCommentParamsSchema,
        body: taskCommentBodySchema,
        response: { 200: taskCommentReplySchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, commentId } = request.params;
      const saved = await saveComment(actor, id, (tx) =>
        replaceComment(tx, actor, id, commentId, request.body.description),
      );
      await notifyMentions(actor, saved, id);
      return { data: saved.comment };
    },
  );
  app.delete(
    paths.commentItem,
    {
      schema: {
        tags,
        summary: 'Delete one’s own comment',
        params: taskCommentParamsSchema,
        response: { 200: taskDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      await app.db.transaction((tx) => deleteComment(tx, actorOf(request), id, commentId));
      return { id: commentId };
    },
  );
};
