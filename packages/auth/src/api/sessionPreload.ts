import { selectActiveCustomerId, selectIsAuthenticated, type PreloadStore } from '@shelfsight/api-client';
import { authApi } from './authApi';
import { customersApi } from './customersApi';

/**
 * On a page load with a session: asks at once for what the signed-in guard and the customer bootstrap
 * (RequireAuth, useCustomerBootstrap) ask for, the user, the customers and the active customer, instead of
 * after the layout's and the screen's code has loaded and rendered. Started without a subscription: the
 * guard's hooks find them in flight or answered. Nothing is asked for a visitor who is signed out.
 */
export function startSessionRequests({ dispatch, getState }: PreloadStore): void {
  if (!selectIsAuthenticated(getState())) return;
  void dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
  void dispatch(customersApi.endpoints.customers.initiate(undefined, { subscribe: false }));
  // The bootstrap keeps the previously active customer while the user still has it: its record is asked for now.
  const activeCustomerId = selectActiveCustomerId(getState());
  if (activeCustomerId !== null) {
    void dispatch(customersApi.endpoints.activeCustomer.initiate(activeCustomerId, { subscribe: false }));
  }
}
