import { describe, expect, it } from 'vitest';
import type { AppStore } from '../store';
import { requestsSentBy } from '../test-utils';
import { widgetCatalogueApi } from './widgetCatalogueApi';

const endpoints = widgetCatalogueApi.endpoints;

describe('widgetCatalogueApi paths', () => {
  it.each([
    ['getDimensions', 'GET /api/dimensions', (store: AppStore) => store.dispatch(endpoints.getDimensions.initiate())],
    [
      'getTagCategories',
      'GET /api/customer/42/tag-categories',
      (store: AppStore) => store.dispatch(endpoints.getTagCategories.initiate()),
    ],
    [
      'getFilteredMetrics',
      'GET /api/customer/42/filtered-metrics',
      (store: AppStore) => store.dispatch(endpoints.getFilteredMetrics.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});
