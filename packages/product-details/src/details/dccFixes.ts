import { dccConditionText, dccPointsPerPage, type RetailerDetail } from '@shelfsight/contracts';

/** A DCC rule the product's pages fail, with what fixing it would gain. */
export interface ProductDccFix {
  key: string;
  group: string;
  component: string;
  description: string;
  /** The failed conditions in words, each once, in the rule's order. */
  failedConditions: string[];
  /** The retailers whose page fails it, in the details' order. */
  retailers: string[];
  /** Points one page gains by meeting it (one version scores every page, so the same at every retailer). */
  pointsPerPage: number;
  /** Points summed over the failing pages. */
  totalPoints: number;
}

/**
 * The product's failed DCC rules ranked by the points their fix would gain, summed over its pages (one per
 * retailer, on the last observed day): a rule failed at three retailers pays three times. Points per page = group
 * weight ÷ Σ weight of the page's groups × rule weight ÷ Σ weight of its group's rules × 100. Equal totals keep the
 * criteria's order.
 */
export function productDccFixes(pages: readonly RetailerDetail[]): ProductDccFix[] {
  const fixes = new Map<string, ProductDccFix & { conditionsSeen: Set<string> }>();
  let order = 0;
  const orderOf = new Map<string, number>();
  for (const page of pages) {
    const groups = page.dccScoreDetails.groups;
    const groupsCounted = groups.reduce((sum, group) => sum + group.weight, 0);
    groups.forEach((group, g) => {
      const counted = group.components.reduce((sum, component) => sum + component.weight, 0);
      group.components.forEach((component, c) => {
        const key = `${g}:${c}:${group.name}:${component.name}`;
        if (!orderOf.has(key)) orderOf.set(key, order++);
        if (component.met) return;
        const points = dccPointsPerPage({ weight: group.weight, counted }, groupsCounted, component.weight);
        if (points <= 0) return;
        const fix = fixes.get(key) ?? {
          key,
          group: group.name,
          component: component.name,
          description: component.description,
          failedConditions: [],
          retailers: [],
          pointsPerPage: points,
          totalPoints: 0,
          conditionsSeen: new Set<string>(),
        };
        fix.retailers.push(page.retailerName);
        fix.totalPoints += points;
        for (const condition of component.conditions) {
          const text = dccConditionText(condition);
          if (condition.met || fix.conditionsSeen.has(text)) continue;
          fix.conditionsSeen.add(text);
          fix.failedConditions.push(text);
        }
        fixes.set(key, fix);
      });
    });
  }
  return [...fixes.values()]
    .sort(
      (a, b) =>
        (Math.abs(b.totalPoints - a.totalPoints) < 1e-9 ? 0 : b.totalPoints - a.totalPoints) ||
        orderOf.get(a.key)! - orderOf.get(b.key)!,
    )
    .map(({ conditionsSeen: _seen, ...fix }) => fix);
}
