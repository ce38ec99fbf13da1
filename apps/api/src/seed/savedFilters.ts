import {
  countryIdOf,
  EVERYONE_USER_ID,
  savedFilterInputSchema,
  type SavedFilterInput,
  visibilityClusterInputSchema,
  type VisibilityClusterInput,
} from '@shelfsight/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, customerUsers, users } from '../db/schema';
import { savedFilters } from '../db/schema/savedFilters';
import { visibilityClusters } from '../db/schema/visibilityClusters';
import { createSavedFilter } from '../modules/savedFilters/savedFilters.repository';
import { createCluster } from '../modules/visibilityClusters/visibilityClusters.repository';

/**
 * Clusters by keyword text, so they hold whatever keywords the market catalogue adds later (the
 * catalogue is seeded after this step); the demo keywords start with the coffee machine ones.
 */
const demoClusters: VisibilityClusterInput[] = [
  { name: 'Coffee machines', conditions: [{ value: 'coffee' }, { operator: 'OR', value: 'espresso' }] },
  { name: 'Toothbrushes', conditions: [{ value: 'toothbrush' }] },
];

/** Saved filters on countries and clusters for the same reason; `cluster` names a demo cluster. */
const demoFilters: (SavedFilterInput & { cluster?: string; shareWith?: string[] | 'everyone' })[] = [
  { name: 'Germany', countries: [countryIdOf('DE')], shareWith: 'everyone' },
  {
    name: 'Germany and the Netherlands',
    countries: [countryIdOf('DE'), countryIdOf('NL')],
    shareWith: ['analyst@acme.test'],
  },
  { name: 'Coffee machine searches', cluster: 'Coffee machines' },
];

const demoOwners = [
  { customer: 'Acme Retail', owner: 'admin@acme.test' },
  { customer: 'Brandco', owner: 'admin@acme.test' },
];

/** Demo visibility clusters and saved filters for Acme Retail and Brandco; a customer that has some is left alone. */
export async function seedSavedFilters(db: Db): Promise<void> {
  for (const demo of demoOwners) {
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, demo.customer));
    if (!customer) continue;
    const clusterIds = new Map<string, number>();
    const [clusterCount] = await db
      .select({ n: count() })
      .from(visibilityClusters)
      .where(eq(visibilityClusters.customerId, customer.id));
    if ((clusterCount?.n ?? 0) === 0) {
      for (const cluster of demoClusters)
        clusterIds.set(cluster.name, await createCluster(db, customer.id, visibilityClusterInputSchema.parse(cluster)));
    }
    const [filterCount] = await db
      .select({ n: count() })
      .from(savedFilters)
      .where(eq(savedFilters.customerId, customer.id));
    if ((filterCount?.n ?? 0) > 0) continue;
    const emails = [
      demo.owner,
      ...demoFilters.flatMap((filter) => (Array.isArray(filter.shareWith) ? filter.shareWith : [])),
    ];
    const members = await db
      .select({ id: users.id, email: users.email })
      .from(customerUsers)
      .innerJoin(users, eq(users.id, customerUsers.userId))
      .where(and(eq(customerUsers.customerId, customer.id), inArray(users.email, emails)));
    const owner = members.find((member) => member.email === demo.owner);
    if (!owner) continue;
    for (const { cluster, shareWith, ...filter } of demoFilters) {
      const clusterId = cluster === undefined ? undefined : clusterIds.get(cluster);
      if (cluster !== undefined && clusterId === undefined) continue;
      const sharedWith =
        shareWith === 'everyone'
          ? [EVERYONE_USER_ID]
          : members
              .filter((member) => member.email !== demo.owner && shareWith?.includes(member.email))
              .map((member) => member.id);
      const input = savedFilterInputSchema.parse({
        ...filter,
        visibilityClusters: clusterId === undefined ? [] : [clusterId],
        sharedWith,
      });
      await createSavedFilter(db, customer.id, owner.id, input);
    }
  }
}
