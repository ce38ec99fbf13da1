import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { fetchError } from '../errors';
import { resolvePath } from '../http';
import { sessionOf, type RequestStep } from './requestStep';

/** How long a customer-scoped call waits for the customer bootstrap before it fails. */
export const ACTIVE_CUSTOMER_WAIT_MS = 15_000;
const POLL_MS = 50;

const activeCustomerOf = (api: BaseQueryApi): number | null => sessionOf(api).activeCustomerId;

/**
 * On a cold page load a screen can ask for customer-scoped data before the customer bootstrap has
 * chosen the active customer. Rather than every screen skipping its queries until then, the
 * request waits here for the choice (or the request's abort), so no feature has to know about the race.
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

/**
 * Resolves the request's path below the API root; a customer-scoped one gets the active customer's scope, waiting
 * for the customer bootstrap's choice. No customer in time answers a fetch error.
 */
export const activeCustomerStep: RequestStep = async (context, next) => {
  const { request, api } = context;
  try {
    const customerId = request.customerScoped ? await waitForActiveCustomer(api) : null;
    context.path = resolvePath(request.url, request.customerScoped, customerId);
  } catch (error) {
    return { error: fetchError(error) };
  }
  return next();
};
