import { api, apiTarget } from '@shelfsight/api-client';
import { accessToolPaths, type CreateDeepLinkRequest } from '@shelfsight/contracts';

/**
 * A deep link (spec 1 §4) to a page of this app, for the view's Copy link: the server keeps the page's
 * address (with its dates and filters) under a short hash. The customer is the active one.
 */
export const dashboardLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createDashboardLink: build.mutation<{ hash: string }, { customerId: number; body: CreateDeepLinkRequest }>({
      query: ({ customerId, body }) => ({
        ...apiTarget(accessToolPaths.createDeepLink, { customerId }),
        method: 'POST',
        body,
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCreateDashboardLinkMutation } = dashboardLinkApi;
