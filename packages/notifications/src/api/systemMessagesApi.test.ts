import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { systemMessagesApi } from './systemMessagesApi';

const endpoints = systemMessagesApi.endpoints;

describe('systemMessagesApi paths', () => {
  it.each([
    [
      'getSystemMessages',
      'GET /api/system-messages',
      (store: AppStore) => store.dispatch(endpoints.getSystemMessages.initiate()),
    ],
    [
      'createSystemMessage',
      'POST /api/system-messages',
      (store: AppStore) => store.dispatch(endpoints.createSystemMessage.initiate({} as never)),
    ],
    [
      'updateSystemMessage',
      'PUT /api/system-messages/3',
      (store: AppStore) => store.dispatch(endpoints.updateSystemMessage.initiate({ id: 3, input: {} as never })),
    ],
    [
      'getUserSystemMessages',
      'GET /api/user-system-messages',
      (store: AppStore) => store.dispatch(endpoints.getUserSystemMessages.initiate()),
    ],
    [
      'dismissSystemMessage',
      'POST /api/user-system-messages/3/dismiss',
      (store: AppStore) => store.dispatch(endpoints.dismissSystemMessage.initiate(3)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});
