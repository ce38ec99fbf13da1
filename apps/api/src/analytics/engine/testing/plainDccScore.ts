import {
  type CalculatedMetricExceptions,
  type CalculatedMetricField,
  calculatedMetricFieldTypes,
} from '@shelfsight/contracts';
import type { DccComponentShape, DccConditionShape, DccDefinitionShape } from '../dccVersionSql';

/** A product page's fields as a DCC condition reads them; absent means missing. */
export type Page = Partial<Record<CalculatedMetricField, number | string | boolean | null>>;

/** The rules of the score written plainly (spec 2 §5, DOMAIN.md §3), independent of the SQL. */
export function plainCondition(condition: DccConditionShape, page: Page): boolean | null {
  const { field, operator, value } = condition;
  if (!field || !operator) return null;
  const raw = page[field] ?? null;
  const list = value === null ? [] : Array.isArray(value) ? value : [value];
  const type = calculatedMetricFieldTypes[field];
  if (type === 'boolean') return operator === 'is_true' ? raw === true : raw !== true;
  if (operator === 'no_condition') return true;
  if (type === 'number') {
    const x = raw === null ? 0 : Number(raw);
    const near = (v: number) => Math.abs(x - v) < 0.009;
    const v = list[0] as number;
    switch (operator) {
      case 'is_empty':
        return raw === null;
      case 'is_not_empty':
        return raw !== null;
      case 'any_of':
        return list.some((item) => near(item as number));
      case 'not_any_of':
        return !list.some((item) => near(item as number));
      case 'equals':
        return near(v);
      case 'not_equals':
        return !near(v);
      case 'less':
        return v - x >= 0.009;
      case 'less_or_equal':
        return x - v < 0.009;
      case 'greater':
        return x - v >= 0.009;
      case 'greater_or_equal':
        return v - x < 0.009;
    }
    return null;
  }
  const text = String(raw ?? '').toLowerCase();
  const wanted = list.map((item) => String(item).toLowerCase());
  switch (operator) {
    case 'is_empty':
      return text === '';
    case 'is_not_empty':
      return text !== '';
    case 'any_of':
      return wanted.includes(text);
    case 'not_any_of':
      return !wanted.includes(text);
    case 'equals':
      return text === wanted[0];
    case 'not_equals':
      return text !== wanted[0];
    case 'contains':
      return text.includes(wanted[0] ?? '');
    case 'not_contains':
      return !text.includes(wanted[0] ?? '');
  }
  return null;
}

/** Where a page is, for the exceptions: its product, its retailer and the product's tags. */
export interface PagePlace {
  productId: number;
  retailerId: number;
  tagIds: readonly number[];
}
/** The stored exceptions and where the page is; without them no exception applies. */
export interface PlainExceptions {
  stored: CalculatedMetricExceptions;
  place: PagePlace;
}

/**
 * The exception deciding the field on this page, read from the stored rows: exceptions before groups, more
 * criteria set before fewer, the newest first.
 */
function exceptionFor(field: CalculatedMetricField, exceptions: PlainExceptions | undefined) {
  if (!exceptions) return null;
  const { stored, place } = exceptions;
  const singles = stored.exceptions
    .filter(
      (row) =>
        row.field === field &&
        (row.entityId === null || row.entityId === place.productId) &&
        (row.retailerId === null || row.retailerId === place.retailerId) &&
        (row.tagId === null || place.tagIds.includes(row.tagId)),
    )
    .map((row) => ({ row, criteria: [row.entityId, row.retailerId, row.tagId].filter((x) => x !== null).length }));
  const groups = stored.exceptionGroups
    .filter(
      (row) =>
        row.field === field &&
        (row.entityId === null || row.entityId === place.productId) &&
        (row.retailerIds.length === 0 || row.retailerIds.includes(place.retailerId)) &&
        (row.tagIds.length === 0 || row.tagIds.some((tagId) => place.tagIds.includes(tagId))),
    )
    .map((row) => ({
      row,
      criteria: Number(row.entityId !== null) + Number(row.retailerIds.length > 0) + Number(row.tagIds.length > 0),
    }));
  const best = (candidates: { row: { id: number }; criteria: number }[]) => {
    let chosen: (typeof candidates)[number] | null = null;
    for (const candidate of candidates)
      if (
        !chosen ||
        candidate.criteria > chosen.criteria ||
        (candidate.criteria === chosen.criteria && candidate.row.id > chosen.row.id)
      )
        chosen = candidate;
    return chosen?.row ?? null;
  };
  return (best(singles) ?? best(groups)) as CalculatedMetricExceptions['exceptions'][number] | null;
}

/** A condition on a page, with the exception deciding its field there, if any. */
export function plainConditionWithExceptions(
  condition: DccConditionShape,
  page: Page,
  exceptions?: PlainExceptions,
): boolean | null {
  const own = plainCondition(condition, page);
  if (own === null || !condition.field) return own;
  const exception = exceptionFor(condition.field, exceptions);
  if (!exception) return own;
  if (exception.type === 'IGNORE') return true;
  return plainCondition({ field: exception.field, operator: exception.operator, value: exception.value }, page);
}

/** Whether the component is met, or null when it does not count (disabled, or no complete condition). */
export function plainComponentMet(
  component: DccComponentShape,
  page: Page,
  exceptions?: PlainExceptions,
): boolean | null {
  if (component.disabled) return null;
  const results = component.conditions
    .map((condition) => plainConditionWithExceptions(condition, page, exceptions))
    .filter((result): result is boolean => result !== null);
  if (results.length === 0) return null;
  return component.operator === 'OR' ? results.some(Boolean) : results.every(Boolean);
}

export function plainDccScore(definition: DccDefinitionShape, page: Page, exceptions?: PlainExceptions): number | null {
  let weighted = 0;
  let groupWeights = 0;
  for (const group of definition.groups) {
    let met = 0;
    let counted = 0;
    for (const component of group.components) {
      const ok = plainComponentMet(component, page, exceptions);
      if (ok === null) continue;
      counted += component.weight;
      if (ok) met += component.weight;
    }
    if (counted <= 0) continue;
    weighted += group.weight * (met / counted);
    groupWeights += group.weight;
  }
  if (groupWeights <= 0) return null;
  return Math.round(Math.round((weighted / groupWeights) * 100 * 1e6) / 1e6);
}

/**
 * Deterministic pages for DCC tests: counts around the thresholds, missing values, brands written as `brands`
 * (case and accents matter to the brand rule), ratings from `ratingFrom` up in quarters.
 */
export function samplePages(count: number, brands: readonly (string | null)[], ratingFrom: number): Page[] {
  return Array.from({ length: count }, (_, index) => ({
    image_count: index % 7 === 0 ? null : index % 9,
    video_count: index % 3,
    title_chars: index % 11 === 0 ? null : (index * 13) % 100,
    description_words: (index * 17) % 90,
    description_present: index % 4 === 0 ? null : index % 2 === 0,
    rich_content: index % 5 === 1,
    bullet_count: index % 8,
    spec_count: index % 6 === 0 ? null : index % 4,
    rating: index % 10 === 0 ? null : ratingFrom + (index % 5) * 0.25,
    review_count: (index * 7) % 40,
    selling_price: index % 6 === 2 ? null : 9.99 + index,
    pdp_brand: brands[index % brands.length] ?? null,
    pdp_gtin: index % 3 === 0 ? null : `40${index}`,
  }));
}
