import type { RequestStep } from './requestStep';

// The controller of the latest request per endpoint that asked to supersede its predecessor.
const latest = new Map<string, AbortController>();

/** A request marked `cancelPrevious` aborts the one of its endpoint still in flight (which answers CANCELLED). */
export const supersedingStep: RequestStep = async (context, next) => {
  const { request, api, controller } = context;
  if (!request.cancelPrevious) return next();
  latest.get(api.endpoint)?.abort();
  latest.set(api.endpoint, controller);
  try {
    return await next();
  } finally {
    if (latest.get(api.endpoint) === controller) latest.delete(api.endpoint);
  }
};
