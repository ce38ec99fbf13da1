import { type CustomerModuleName, moduleScope, type Scopes } from '@shelfsight/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customerModules } from '../db/schema';

/**
 * The scopes that say which modules the customer has on, for all its retailers or some (`module:<name>`): the
 * menu shows a module's tiles only then. Both answers that carry scopes (the signed-in user, and the scopes in
 * another customer) add them.
 */
export async function moduleScopesOf(db: Db, customerId: number): Promise<Scopes> {
  const rows = await db
    .selectDistinct({ module: customerModules.module })
    .from(customerModules)
    .where(eq(customerModules.customerId, customerId))
    .orderBy(asc(customerModules.module));
  return Object.fromEntries(rows.map((row) => [moduleScope(row.module as CustomerModuleName), true]));
}
