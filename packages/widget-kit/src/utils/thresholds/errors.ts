/** Raised for a condition that cannot be read or that names a field the widget does not have. */
export class ThresholdError extends Error {
  override readonly name = 'ThresholdError';

  constructor(
    message: string,
    /** The unknown field for a missing reference, else null. */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

/** Spec 2 §5 / §8 text, exactly. */
export function fieldNotFound(field: string): ThresholdError {
  return new ThresholdError(`Field not found for threshold "${field}"`, field);
}

/** The spec gives no text for an unreadable condition; this names the condition and where reading stopped. */
export function invalidCondition(condition: string, detail: string): ThresholdError {
  return new ThresholdError(`Invalid threshold condition "${condition}": ${detail}`);
}
