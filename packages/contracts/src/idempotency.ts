import { z } from 'zod';

/**
 * Creates accept an `Idempotency-Key`: a retry with the same key within the retention answers the
 * first result instead of creating a second object.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored result of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** Printable ASCII (space to tilde), 1 to 255 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

export const idempotencyMessages = {
  invalidKey: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters.`,
  keyReused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; send a new key for a new request.`,
  inFlight:
    `A request with this ${IDEMPOTENCY_KEY_HEADER} is still in progress or was interrupted before it finished; ` +
    'reload to see whether it took effect before trying again.',
} as const;

/**
 * The optional header of every create, as a route's `headers` schema. Other headers pass through
 * untouched (authorization, cookies, ...).
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, idempotencyMessages.invalidKey)
    .optional()
    .describe(
      `Makes the create safe to retry: a repeat with the same key within ${IDEMPOTENCY_KEY_RETENTION_HOURS} hours ` +
        `answers the first result (with ${IDEMPOTENT_REPLAYED_HEADER}: true) instead of creating again.`,
    ),
});
