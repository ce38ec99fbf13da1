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
import { searchKeywords } from '../db/schema/catalogue';
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

/**
 * A manual cluster per demo customer beside the conditional ones: picked keywords, found by name once
 * the tenant's catalogue exists (the first keywords of the catalogue, so every scale tracks them).
 */
export const demoManualCluster = {
  name: 'Launch keywords',
  keywords: ['espresso machine', 'electric toothbrush'],
} as const;

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

/**
 * The demo's manual cluster for a customer whose catalogue was just seeded: only for the demo customers
 * that got the demo's conditional clusters, and only once (a cluster of that name is left alone).
 */
export async function seedManualCluster(db: Db, customer: { id: number; name: string }): Promise<void> {
  if (!demoOwners.some((demo) => demo.customer === customer.name)) return;
  const existing = await db
    .select({ name: visibilityClusters.name })
    .from(visibilityClusters)
    .where(eq(visibilityClusters.customerId, customer.id));
  const names = new Set(existing.map((row) => row.name));
  if (!demoClusters.every((cluster) => names.has(cluster.name)) || names.has(demoManualCluster.name)) return;
  const keywords = await db
    .select({ id: searchKeywords.id, name: searchKeywords.name })
    .from(searchKeywords)
    .where(
      and(eq(searchKeywords.customerId, customer.id), inArray(searchKeywords.name, [...demoManualCluster.keywords])),
    );
  if (keywords.length === 0) return;
  const input = visibilityClusterInputSchema.parse({
    name: demoManualCluster.name,
    entities: keywords.map((keyword) => ({ entityId: keyword.id, label: keyword.name })),
  });
  await createCluster(db, customer.id, input);
}
