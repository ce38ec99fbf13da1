import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../fixtures';
import { makeStore, type AppStore } from '../store';
import { fakeRoutes, jsonResponse, requestsSentBy } from '../test-utils';
import { savedWidgetsQueryApi, useSavedWidgetName } from './savedWidgetsApi';

const endpoints = savedWidgetsQueryApi.endpoints;

function withStore() {
  const store = makeStore({ session: signedInSession() });
  return { wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider> };
}

describe('savedWidgetsQueryApi paths', () => {
  it.each([
    [
      'getSavedWidgets',
      'GET /api/customer/42/widgets',
      (store: AppStore) => store.dispatch(endpoints.getSavedWidgets.initiate()),
    ],
    [
      'getSavedWidget',
      'GET /api/customer/42/widget/5',
      (store: AppStore) => store.dispatch(endpoints.getSavedWidget.initiate(5)),
    ],
    [
      'getWidgetUsers',
      'GET /api/customer/42/widget-users',
      (store: AppStore) => store.dispatch(endpoints.getWidgetUsers.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

describe('useSavedWidgetName', () => {
  it('names the widget once the server has answered, by id before', async () => {
    fakeRoutes({ 'GET /api/customer/42/widget/31': () => jsonResponse({ id: 31, name: 'Price index by retailer' }) });
    const { result } = renderHook(() => useSavedWidgetName(31), withStore());
    expect(result.current).toBe('Widget 31');
    await waitFor(() => expect(result.current).toBe('Price index by retailer'));
  });

  it('keeps the id of a widget the viewer may not see', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/widget/31': () => jsonResponse({ message: 'Forbidden' }, 403),
    });
    const { result } = renderHook(() => useSavedWidgetName(31), withStore());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(result.current).toBe('Widget 31');
  });

  it('asks nothing and gives null for no widget', () => {
    const server = fakeRoutes({});
    const { result } = renderHook(() => useSavedWidgetName(null), withStore());
    expect(result.current).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
