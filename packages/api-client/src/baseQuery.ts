import { chainedBaseQuery } from './request/requestChain';

/**
 * ky-based base query: every request goes through the steps of `requestChain` (request/requestChain.ts): the
 * active customer, answers that left early or in a batch, the query's abort, superseding, the Idempotency-Key,
 * the secondary client's in-flight slots and the auth retry, then the send.
 */
export const kyBaseQuery = chainedBaseQuery();
