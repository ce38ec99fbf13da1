import { takeEarlyGet } from '../earlyGets';
import type { RequestStep } from './requestStep';

/** A GET without params whose answer left at start-up already (startEarlyGets): a successful answer is this one's. */
export const earlyGetStep: RequestStep = async (context, next) => {
  const { request } = context;
  const early =
    (request.method ?? 'GET') === 'GET' && request.params === undefined ? takeEarlyGet(context.path) : undefined;
  const earlyAnswer = early ? await early : null;
  return earlyAnswer ?? next();
};
