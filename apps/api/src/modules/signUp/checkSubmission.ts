import { signUpFieldErrors, signUpMessages, type SignUpRequest } from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { emailRegistered } from './signUp.repository';

/**
 * The server's check of a sign-up or demo form: the shared rules of contracts, plus what only the
 * server knows, an address already registered. Throws 422 naming every failing field.
 */
export async function checkSubmission(db: Db, form: SignUpRequest): Promise<void> {
  const fields: Record<string, string> = { ...signUpFieldErrors(form) };
  if (!fields.email && (await emailRegistered(db, form.email))) fields.email = signUpMessages.emailTaken;
  const names = Object.keys(fields);
  if (names.length > 0) throw new HttpError(422, `Invalid input: ${names.join(', ')}`, fields);
}
