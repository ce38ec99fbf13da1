import { cancelledError, fetchError } from '../errors';
import type { RequestStep } from './requestStep';

/**
 * Ties the request on the wire to its query's abort, and turns what the rest of the chain throws into an answer:
 * CANCELLED when the request was aborted (by its query or a superseding request), never thrown, else a fetch error.
 */
export const queryAbortStep: RequestStep = async (context, next) => {
  const { api, controller } = context;
  const abort = () => controller.abort();
  api.signal.addEventListener('abort', abort);
  try {
    return await next();
  } catch (error) {
    return { error: controller.signal.aborted ? cancelledError() : fetchError(error) };
  } finally {
    api.signal.removeEventListener('abort', abort);
  }
};
