import { type AppStore, makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDetails, sampleTasks, sampleUsers } from '../testing/sampleData';
import { tasksApi } from './tasksApi';

const endpoints = tasksApi.endpoints;
const refused = () => json({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403);

/** An answer the test sends when it chooses, so the optimistic state can be seen before it. */
function later() {
  let send: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (send = resolve));
  return { handler: () => response, send };
}

async function storeWithTasks(routes: Record<string, () => Response | Promise<Response>>) {
  const server = fakeRoutes({
    'GET /api/customer/42/tasks': () => json({ data: sampleTasks }),
    'GET /api/customer/42/task/31/details': () => json({ data: sampleDetails }),
    ...routes,
  });
  const store = makeStore({ session: signedInSession() });
  await store.dispatch(endpoints.getTasks.initiate());
  await store.dispatch(endpoints.getTaskDetails.initiate(31));
  return { store, server };
}
// The app's root state types the api before features inject their tags, hence the casts.
const listOf = (store: AppStore) => endpoints.getTasks.select()(store.getState() as never).data ?? [];
const commentsOf = (store: AppStore) =>
  (endpoints.getTaskDetails.select(31)(store.getState() as never).data?.comments ?? []).map(
    (comment) => comment.commentId,
  );

describe('tasksApi paths', () => {
  it.each([
    [
      'POST /api/customer/42/task/31/assign/8',
      (s: AppStore) => s.dispatch(endpoints.setAssignee.initiate({ id: 31, user: sampleUsers[1]!, assigned: true })),
    ],
    [
      'POST /api/customer/42/task/31/unassign/8',
      (s: AppStore) => s.dispatch(endpoints.setAssignee.initiate({ id: 31, user: sampleUsers[1]!, assigned: false })),
    ],
    [
      'PATCH /api/customer/42/task/31/comment/501',
      (s: AppStore) => s.dispatch(endpoints.replaceComment.initiate({ taskId: 31, commentId: 501, description: 'x' })),
    ],
    ['POST /api/customer/42/task/sequence', (s: AppStore) => s.dispatch(endpoints.setTaskSequence.initiate([30, 31]))],
    [
      'PATCH /api/customer/42/task-statuses/4',
      (s: AppStore) => s.dispatch(endpoints.updateTaskStatus.initiate({ stateId: 4, sequenceNumber: 0 })),
    ],
    ['GET /api/customer/42/task-users', (s: AppStore) => s.dispatch(endpoints.getTaskUsers.initiate())],
    ['GET /api/customer/42/task/sequence', (s: AppStore) => s.dispatch(endpoints.getTaskSequence.initiate())],
  ])('goes to %s', async (expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

describe('optimistic task changes', () => {
  it('shows a new task on top under a temporary id, then replaces it with the saved one', async () => {
    const answer = later();
    const { store } = await storeWithTasks({ 'POST /api/customer/42/task': answer.handler });
    const creating = store.dispatch(endpoints.createTask.initiate({ status: 'Open', title: 'Count the facings' }));
    const top = listOf(store)[0]!;
    expect(top).toMatchObject({ title: 'Count the facings', status: 'Open', creating: true, creatorId: 7 });
    expect(top.id).toBeLessThan(0);
    answer.send(json({ data: { ...sampleTasks[0]!, id: 40, title: 'Count the facings' } }));
    await creating;
    expect(listOf(store).map((task) => task.id)).toEqual([40, ...sampleTasks.map((task) => task.id)]);
    expect(listOf(store)[0]!.creating).toBeUndefined();
  });

  it('removes the temporary task when the create fails', async () => {
    const { store } = await storeWithTasks({ 'POST /api/customer/42/task': refused });
    await store.dispatch(endpoints.createTask.initiate({ status: 'Open', title: 'Count the facings' }));
    expect(listOf(store).map((task) => task.id)).toEqual(sampleTasks.map((task) => task.id));
  });

  it('puts a deleted task back in its place when the delete fails', async () => {
    const answer = later();
    const { store } = await storeWithTasks({ 'DELETE /api/customer/42/task/30': answer.handler });
    const deleting = store.dispatch(endpoints.deleteTask.initiate(30));
    expect(listOf(store).map((task) => task.id)).toEqual([31, 29]);
    answer.send(refused());
    await deleting;
    expect(listOf(store).map((task) => task.id)).toEqual([31, 30, 29]);
  });

  it('reorders the list at once and puts the order back when the server refuses', async () => {
    const answer = later();
    const { store } = await storeWithTasks({ 'POST /api/customer/42/task/sequence': answer.handler });
    const storing = store.dispatch(endpoints.setTaskSequence.initiate([29, 31, 30]));
    expect(listOf(store).map((task) => task.id)).toEqual([29, 31, 30]);
    answer.send(refused());
    await storing;
    expect(listOf(store).map((task) => task.id)).toEqual([31, 30, 29]);
  });

  it('shows a changed status at once and keeps the old one when the change fails', async () => {
    const answer = later();
    const { store } = await storeWithTasks({ 'PATCH /api/customer/42/task/31': answer.handler });
    const changing = store.dispatch(endpoints.updateTask.initiate({ id: 31, change: { status: 'Done' } }));
    expect(listOf(store)[0]!.status).toBe('Done');
    answer.send(refused());
    await changing;
    expect(listOf(store)[0]!.status).toBe('Open');
  });
});

describe('optimistic comments', () => {
  it('adds a comment under a temporary id, then replaces it with the saved one', async () => {
    const answer = later();
    const { store } = await storeWithTasks({ 'POST /api/customer/42/task/31/comment': answer.handler });
    const adding = store.dispatch(endpoints.addComment.initiate({ taskId: 31, description: 'On it' }));
    const [, temporary] = commentsOf(store);
    expect(temporary).toBeLessThan(0);
    const saved = { ...sampleDetails.comments[0]!, commentId: 502, commentDescription: 'On it' };
    answer.send(json({ data: saved }));
    await adding;
    await waitFor(() => expect(commentsOf(store)).toEqual([501, 502]));
  });

  it('drops the temporary comment when the add fails', async () => {
    const { store } = await storeWithTasks({ 'POST /api/customer/42/task/31/comment': refused });
    await store.dispatch(endpoints.addComment.initiate({ taskId: 31, description: 'On it' }));
    expect(commentsOf(store)).toEqual([501]);
  });

  it('restores a deleted comment when the delete fails', async () => {
    const answer = later();
    const { store } = await storeWithTasks({ 'DELETE /api/customer/42/task/31/comment/501': answer.handler });
    const deleting = store.dispatch(endpoints.deleteComment.initiate({ taskId: 31, commentId: 501 }));
    expect(commentsOf(store)).toEqual([]);
    answer.send(refused());
    await deleting;
    expect(commentsOf(store)).toEqual([501]);
  });
});
