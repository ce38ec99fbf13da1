import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { SessionState } from './session/sessionSlice';

/** How long a customer-scoped call waits for the customer bootstrap before it fails. */
export const ACTIVE_CUSTOMER_WAIT_MS = 15_000;
const POLL_MS = 50;

const activeCustomerOf = (api: BaseQueryApi): number | null =>
  (api.getState() as { session: SessionState }).session.activeCustomerId;

/**
 * On a cold page load a screen can ask for customer-scoped data before the customer bootstrap has
 * chosen the active customer. Rather than every screen skipping its queries until then, the base
 * query waits here for the choice (or the request's abort), so no feature has to know about the race.
 */
export async function waitForActiveCustomer(
  api: BaseQueryApi,
  timeoutMs = ACTIVE_CUSTOMER_WAIT_MS,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  let customerId = activeCustomerOf(api);
  while (customerId === null && !api.signal.aborted && Date.now() < deadline) {
    await new Promise((resume) => setTimeout(resume, POLL_MS));
    customerId = activeCustomerOf(api);
  }
  return customerId;
}
