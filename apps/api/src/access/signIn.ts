import { authErrorMessages } from '@shelfsight/contracts';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { signInAccess } from './customerAccess.repository';

const isPast = (date: Date | null) => date !== null && date.getTime() <= Date.now();

/**
 * Whether this account may sign in, checked by the password step and again by the second-factor step
 * (the account may have changed in the minutes between them). Throws the refusal the browser shows.
 */
export async function requireMaySignIn(db: Db, row: UserRow): Promise<void> {
  if (row.isBlocked) throw new HttpError(401, authErrorMessages.invalidCredentials);
  if (isPast(row.expirationDate) || isPast(row.demoExpirationDate)) {
    throw new HttpError(401, authErrorMessages.trialExpired);
  }
  const access = await signInAccess(db, row);
  if (access === 'trial_expired') throw new HttpError(401, authErrorMessages.trialExpired);
  if (access === 'no_customers') throw new HttpError(403, authErrorMessages.noCustomers);
}
