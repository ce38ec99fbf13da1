import { makeStore, rootReducer } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import type { SavedWidget } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { editorValuesOf } from '../components/WidgetEditor';
import { selectUpdatingWidgetIds, widgetsSlice } from '../state/widgetsSlice';
import { sampleWidgets } from '../testing/sampleWidgets';
import { savedWidgetsApi } from './savedWidgetsApi';

rootReducer.inject(widgetsSlice);

/** A store with the widget list loaded from a server that answers updates with `update`. */
async function storeWith(update: (body: unknown) => Response) {
  const seenWhileSaving: number[][] = [];
  const store = makeStore({ session: signedInSession() });
  fakeServer(async (request) => {
    if (request.method !== 'PATCH') return json(sampleWidgets());
    seenWhileSaving.push(selectUpdatingWidgetIds(store.getState()));
    return update(await request.json());
  });
  await store.dispatch(savedWidgetsApi.endpoints.getSavedWidgets.initiate());
  return { store, seenWhileSaving };
}

// The app's state type does not know this feature's tag types; the selector only reads the cache.
const listed = (state: ReturnType<ReturnType<typeof makeStore>['getState']>) =>
  savedWidgetsApi.endpoints.getSavedWidgets.select()(state as never).data ?? [];

describe('savedWidgetsApi updates', () => {
  const widget = sampleWidgets()[1]!;
  const input = { ...editorValuesOf(widget), name: 'Prices by retailer' };

  it('flags the widget as updating while it saves and keeps the stored answer', async () => {
    const { store, seenWhileSaving } = await storeWith((body) =>
      json({ ...widget, ...(body as object), lastUpdated: '2024-03-05T08:00:00.000Z' } satisfies SavedWidget),
    );
    await store.dispatch(savedWidgetsApi.endpoints.updateWidget.initiate({ id: widget.id, input }));
    expect(seenWhileSaving).toEqual([[widget.id]]);
    expect(selectUpdatingWidgetIds(store.getState())).toEqual([]);
    expect(listed(store.getState()).find((w) => w.id === widget.id)).toMatchObject({
      name: 'Prices by retailer',
      lastUpdated: '2024-03-05T08:00:00.000Z',
    });
  });

  it('rolls the change back and resets the flag when the server refuses', async () => {
    const { store } = await storeWith(() =>
      json(
        {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Only the owner of this widget may change, share or delete it.',
        },
        403,
      ),
    );
    await store.dispatch(savedWidgetsApi.endpoints.updateWidget.initiate({ id: widget.id, input }));
    expect(selectUpdatingWidgetIds(store.getState())).toEqual([]);
    expect(listed(store.getState()).find((w) => w.id === widget.id)?.name).toBe('Selling price by retailer');
  });
});

describe('savedWidgetsApi paths', () => {
  const input = editorValuesOf(sampleWidgets()[1]!);
  type Store = ReturnType<typeof makeStore>;

  // The queries are api-client's (domains/savedWidgetsApi); these are the feature's changes.
  it.each([
    [
      'createWidget',
      'POST /api/customer/42/widget/create',
      (store: Store) => store.dispatch(savedWidgetsApi.endpoints.createWidget.initiate(input)),
    ],
    [
      'updateWidget',
      'PATCH /api/customer/42/widget/5',
      (store: Store) => store.dispatch(savedWidgetsApi.endpoints.updateWidget.initiate({ id: 5, input })),
    ],
    [
      'copyWidget',
      'POST /api/customer/42/widget/12/copy',
      (store: Store) => store.dispatch(savedWidgetsApi.endpoints.copyWidget.initiate(sampleWidgets()[1]!)),
    ],
    [
      'deleteWidget',
      'DELETE /api/customer/42/widget/5',
      (store: Store) => store.dispatch(savedWidgetsApi.endpoints.deleteWidget.initiate(5)),
    ],
    [
      'shareWidget',
      'PUT /api/customer/42/widget/5/users',
      (store: Store) => store.dispatch(savedWidgetsApi.endpoints.shareWidget.initiate({ id: 5, userIds: [] })),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    const calls = fakeServer(() => json({ statusCode: 404, error: 'Not Found', message: 'No' }, 404));
    await call(makeStore({ session: signedInSession() }));
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([expected]);
  });
});
