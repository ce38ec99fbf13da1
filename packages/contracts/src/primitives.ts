import { z } from 'zod';

/**
 * The building blocks every request schema uses for ids and stored text, so that no malformed
 * value reaches the database: an id beyond PostgreSQL's `integer` or a NUL byte in a text
 * column would otherwise fail inside SQL instead of answering 400 naming the field.
 */

/** The largest value of a PostgreSQL `integer` column (serial ids are of this type). */
export const MAX_DB_INTEGER = 2_147_483_647;
/** The smallest value of a PostgreSQL `integer` column. */
export const MIN_DB_INTEGER = -2_147_483_648;

export const primitiveMessages = {
  id: `Use a whole number from 1 to ${MAX_DB_INTEGER}.`,
  integer: `Use a whole number from ${MIN_DB_INTEGER} to ${MAX_DB_INTEGER}.`,
  singleLine: 'Use a single line of text without control characters.',
  multiLine: 'Remove control characters from the text.',
} as const;

/** An id as sent in a JSON body: a positive whole number within `integer`. */
export function idNumber(message: string = primitiveMessages.id) {
  return z.number({ message }).int(message).positive(message).max(MAX_DB_INTEGER, message);
}

/** An id from a path or query string (text, coerced): a positive whole number within `integer`. */
export function coercedId(message: string = primitiveMessages.id) {
  return z.coerce.number({ message }).int(message).positive(message).max(MAX_DB_INTEGER, message);
}

/** The id of a path or query parameter, e.g. `/widget/:id`. */
export const idSchema = coercedId();
/** The id of a JSON body field, e.g. `{ roleIds: [1, 2] }`. */
export const idNumberSchema = idNumber();

/**
 * A whole number stored in an `integer` column where zero or a negative value has a meaning
 * (e.g. a sentinel user id); only the column's range is enforced.
 */
export const dbIntegerSchema = z
  .number({ message: primitiveMessages.integer })
  .int(primitiveMessages.integer)
  .min(MIN_DB_INTEGER, primitiveMessages.integer)
  .max(MAX_DB_INTEGER, primitiveMessages.integer);

// C0 controls and DEL; the multi-line rule lets tab, line feed and carriage return through.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** Text stored as one line (names, labels, titles): no NUL and no other control character. */
export function singleLineText() {
  return z.string().regex(SINGLE_LINE, primitiveMessages.singleLine);
}

/** Text that may span lines (descriptions, bodies): tab, \n and \r are allowed; NUL and other controls are not. */
export function multiLineText() {
  return z.string().regex(MULTI_LINE, primitiveMessages.multiLine);
}

/** Whether a string is free of control characters (for hand-written client checks). */
export const isSingleLineText = (value: string) => SINGLE_LINE.test(value);
export const isMultiLineText = (value: string) => MULTI_LINE.test(value);

/**
 * The same rules for a form field (the `{ validator }` shape of antd's Form rules), so a hand-written
 * form refuses what the server would refuse.
 */
export const singleLineTextRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value === 'string' && !isSingleLineText(value)) throw new Error(primitiveMessages.singleLine);
  },
};
export const multiLineTextRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value === 'string' && !isMultiLineText(value)) throw new Error(primitiveMessages.multiLine);
  },
};
