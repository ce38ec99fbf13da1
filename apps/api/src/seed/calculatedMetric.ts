import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers } from '../db/schema';
import { calculatedMetricVersions } from '../db/schema/calculatedMetric';
import { createVersion } from '../modules/calculatedMetric/calculatedMetric.repository';
import { DEFAULT_VERSION_LABEL, defaultDccDefinition } from '../modules/calculatedMetric/defaultVersion';

/** Acme's second version: content beyond the basics weighs more and the image rule asks for 6 images. */
function acmeExtendedDefinition() {
  const weights: Record<string, number> = { Minimal: 0.4, Basic: 0.3, Extended: 0.3 };
  const definition = defaultDccDefinition();
  return {
    groups: definition.groups.map((group) => ({
      ...group,
      weight: weights[group.name] ?? group.weight,
      components: group.components.map((component) =>
        component.name === 'Images'
          ? {
              ...component,
              description: 'The page has 6 or more images.',
              conditions: component.conditions.map((condition) => ({ ...condition, value: 6 })),
            }
          : component,
      ),
    })),
  };
}

/**
 * Every customer without DCC versions gets version 1 "Default criteria", active and equal to the engine's
 * default criteria; Acme Retail also gets an inactive version 2 to compare with.
 */
export async function seedCalculatedMetric(db: Db): Promise<void> {
  const all = await db.select({ id: customers.id, name: customers.name }).from(customers).orderBy(asc(customers.id));
  for (const customer of all) {
    const [existing] = await db
      .select({ id: calculatedMetricVersions.id })
      .from(calculatedMetricVersions)
      .where(eq(calculatedMetricVersions.customerId, customer.id))
      .limit(1);
    if (existing) continue;
    await createVersion(db, customer.id, { label: DEFAULT_VERSION_LABEL, active: true }, defaultDccDefinition(), null);
    if (customer.name === 'Acme Retail')
      await createVersion(
        db,
        customer.id,
        { label: 'Extended weighted higher', active: false },
        acmeExtendedDefinition(),
        null,
      );
  }
}
