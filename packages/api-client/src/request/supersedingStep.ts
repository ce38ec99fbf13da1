import type { RequestStep } from './requestStep';

// The controller of the latest request per endpoint (and key) that asked to supersede its predecessor.
const latest = new Map<string, AbortController>();

/**
 * A request marked `cancelPrevious` aborts the one of its endpoint still in flight (which answers CANCELLED); with
 * a string key, only the endpoint's one of the same key.
 */
export const supersedingStep: RequestStep = async (context, next) => {
  const { request, api, controller } = context;
  if (!request.cancelPrevious) return next();
  const slot = request.cancelPrevious === true ? api.endpoint : `${api.endpoint}#${request.cancelPrevious}`;
  latest.get(slot)?.abort();
  latest.set(slot, controller);
  try {
    return await next();
  } finally {
    if (latest.get(slot) === controller) latest.delete(slot);
  }
};
