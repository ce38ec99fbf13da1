import { cancelledError } from '../errors';
import { acquireSlot, releaseSlot } from '../inFlightSlots';
import type { RequestStep } from './requestStep';

/**
 * A request marked `secondary` (one of a burst, a call per widget) waits for one of the secondary client's slots,
 * so at most 5 such requests are on the wire at once; aborted while waiting, it answers CANCELLED.
 */
export const inFlightSlotStep: RequestStep = async (context, next) => {
  if (context.request.secondary !== true) return next();
  if (!(await acquireSlot(context.controller.signal))) return { error: cancelledError() };
  try {
    return await next();
  } finally {
    releaseSlot();
  }
};
