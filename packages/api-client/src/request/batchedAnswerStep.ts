import { takeBatchedAnswer } from '../batchedPosts';
import type { RequestStep } from './requestStep';

/** One of a burst of POSTs that was asked for in a batch (startBatchedPosts): its line is this one's answer. */
export const batchedAnswerStep: RequestStep = async (context, next) => {
  const { request } = context;
  const batched =
    request.secondary && request.method === 'POST' ? takeBatchedAnswer(context.path, request.body) : undefined;
  const batchedAnswer = batched ? await batched : null;
  return batchedAnswer ?? next();
};
