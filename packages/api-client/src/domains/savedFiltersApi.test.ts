import { describe, expect, it } from 'vitest';
import { signedInSession } from '../fixtures';
import { makeStore } from '../store';
import { fakeRoutes, jsonResponse as json, requestsSentBy } from '../test-utils';
import { savedFiltersApi } from './savedFiltersApi';

const { endpoints } = savedFiltersApi;
const input = { name: 'Nordic brands', retailers: [14], brands: [3], sharedWith: [-1] };

describe('savedFiltersApi', () => {
  it.each([
    ['getSavedFilters', () => endpoints.getSavedFilters.initiate(), 'GET /api/customer/42/saved-filters'],
    [
      'getProductSavedFilters',
      () => endpoints.getProductSavedFilters.initiate(),
      'GET /api/customer/42/product-saved-filters',
    ],
    ['getSavedFilter', () => endpoints.getSavedFilter.initiate(7), 'GET /api/customer/42/saved-filter/7'],
    ['getSavedFilterUsers', () => endpoints.getSavedFilterUsers.initiate(), 'GET /api/customer/42/saved-filter-users'],
    [
      'getFilterItems',
      () => endpoints.getFilterItems.initiate('brandTypes'),
      'GET /api/customer/42/dashboard/filter/brandTypes',
    ],
    [
      'getAvailableFilters',
      () => endpoints.getAvailableFilters.initiate(),
      'GET /api/customer/42/available-filters-for-user',
    ],
    [
      'convertSellerFilter',
      () => endpoints.convertSellerFilter.initiate([4]),
      'POST /api/customer/42/dashboard/convert-filter-ids/sellerFilter',
    ],
    [
      'logApplyFilters',
      () => endpoints.logApplyFilters.initiate({ customerId: 42, payload: {} }),
      'POST /api/log/apply-filters-button',
    ],
    [
      'createSavedFilter',
      () => endpoints.createSavedFilter.initiate(input),
      'POST /api/customer/42/saved-filter/create',
    ],
    [
      'updateSavedFilter',
      () => endpoints.updateSavedFilter.initiate({ id: 7, input }),
      'POST /api/customer/42/saved-filter/update/7',
    ],
    ['deleteSavedFilter', () => endpoints.deleteSavedFilter.initiate(7), 'DELETE /api/customer/42/saved-filter/7'],
  ])('%s goes where the contract says', async (_name, action, expected) => {
    expect(await requestsSentBy((store) => store.dispatch(action() as never))).toEqual([expected]);
  });

  it('sends the saved filter as the body of create', async () => {
    const server = fakeRoutes({ 'POST /api/customer/42/saved-filter/create': () => json({ id: 1 }, 201) });
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.createSavedFilter.initiate(input));
    expect(server.calls[0]?.body).toEqual(input);
  });

  it('shows a new filter in the list at once and takes it out again when the server refuses', async () => {
    let answer: () => Response = () => json([]);
    fakeRoutes({
      'GET /api/customer/42/saved-filters': () => json([]),
      'POST /api/customer/42/saved-filter/create': () => answer(),
    });
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getSavedFilters.initiate());
    let listed: string[] = [];
    answer = () => {
      listed = (endpoints.getSavedFilters.select()(store.getState() as never).data ?? []).map((filter) => filter.name);
      return json({ statusCode: 422, error: 'Unprocessable Entity', message: 'name: Enter a name.' }, 422);
    };
    const result = await store.dispatch(endpoints.createSavedFilter.initiate(input));
    expect(listed).toEqual(['Nordic brands']);
    expect(result.error).toBeDefined();
    const list = await store.dispatch(endpoints.getSavedFilters.initiate());
    expect(list.data).toEqual([]);
  });

  it('puts a deleted filter back in the list when the server refuses', async () => {
    const filter = { id: 7, name: 'Mine' };
    fakeRoutes({
      'GET /api/customer/42/saved-filters': () => json([filter]),
      'DELETE /api/customer/42/saved-filter/7': () =>
        json({ statusCode: 403, error: 'Forbidden', message: 'Only the owner' }, 403),
    });
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getSavedFilters.initiate());
    const result = await store.dispatch(endpoints.deleteSavedFilter.initiate(7));
    expect(result.error).toBeDefined();
    const list = await store.dispatch(endpoints.getSavedFilters.initiate());
    expect(list.data).toEqual([filter]);
  });
});
