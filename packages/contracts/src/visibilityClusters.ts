import { z } from 'zod';
import { coercedId, idNumberSchema, singleLineText } from './primitives';

/**
 * Server paths of visibility clusters (spec 2 §7 names the reads; the writes are not shown, so they
 * follow the same resource: POST to the list, PATCH and DELETE on one). All customer-scoped.
 */
export const visibilityClusterPaths = {
  /** GET the list, POST to create. */
  clusters: '/api/customer/:customerId/visibility-cluster',
  /** GET one, PATCH to replace, DELETE to delete. */
  cluster: '/api/customer/:customerId/visibility-cluster/:id',
} as const;

export const visibilityClusterMessages = {
  unknownCluster: 'This visibility cluster does not exist.',
  unknownKeyword: 'Unknown search keyword for this customer.',
  unknownCategoryPage: 'Unknown category page for this customer.',
  unknownOtherPage: 'Unknown other page for this customer.',
  entitiesWithConditions: 'A cluster with conditions selects its keywords by them; leave entities empty.',
  noId: 'Use a visibility cluster id.',
} as const;

/** Default operator AND (spec 2 §3); a condition joins the ones before it with its operator. */
export const visibilityClusterOperatorSchema = z.enum(['AND', 'OR']);

export const visibilityClusterConditionInputSchema = z.object({
  operator: visibilityClusterOperatorSchema.default('AND'),
  /** Text a keyword must contain (case-insensitive). */
  value: singleLineText().trim().min(1, 'Enter the text a name must contain.').max(200),
});

/**
 * What a manual entity is: a tracked search keyword (narrows search widgets), a tracked category page or a tracked
 * other page (both narrow category-listing widgets: other pages are listed by URL like category pages).
 */
export const visibilityClusterEntityTypeSchema = z.enum(['SEARCH_KEYWORD', 'CATEGORY_PAGE', 'OTHER_PAGE']);
export type VisibilityClusterEntityType = z.infer<typeof visibilityClusterEntityTypeSchema>;

export const visibilityClusterEntityInputSchema = z.object({
  /** Keywords by default: the only kind before category pages could be picked. */
  entityType: visibilityClusterEntityTypeSchema.default('SEARCH_KEYWORD'),
  /** A search keyword, category page or other page id of the customer, as entityType says. */
  entityId: idNumberSchema,
  label: singleLineText().trim().max(200).nullable().default(null),
});

/** Body of create and update: manual selection lists keyword entities, conditional selection lists conditions. */
export const visibilityClusterInputSchema = z
  .object({
    name: singleLineText().trim().min(1, 'Enter a name.').max(200),
    active: z.boolean().default(true),
    isDraft: z.boolean().default(false),
    entities: z.array(visibilityClusterEntityInputSchema).max(5000).default([]),
    conditions: z.array(visibilityClusterConditionInputSchema).max(50).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.conditions.length > 0 && input.entities.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['entities'], message: visibilityClusterMessages.entitiesWithConditions });
    }
  });
export type VisibilityClusterInput = z.input<typeof visibilityClusterInputSchema>;
export type VisibilityClusterInputParsed = z.infer<typeof visibilityClusterInputSchema>;

export const visibilityClusterIdParamsSchema = z.object({
  customerId: z.string(),
  id: coercedId(visibilityClusterMessages.noId),
});

/** Manual selection when there are no conditions, conditional selection otherwise (spec 2 §4). */
export const visibilityClusterTypeSchema = z.enum(['MANUAL', 'CONDITIONAL']);
export type VisibilityClusterType = z.infer<typeof visibilityClusterTypeSchema>;
export const visibilityClusterTypeOf = (conditions: readonly unknown[]): VisibilityClusterType =>
  conditions.length > 0 ? 'CONDITIONAL' : 'MANUAL';

export const visibilityClusterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  isDraft: z.boolean(),
  type: visibilityClusterTypeSchema,
  entities: z.array(
    z.object({
      id: z.number().int(),
      visibilityClusterId: z.number().int(),
      entityType: visibilityClusterEntityTypeSchema,
      entityId: z.number().int(),
      label: z.string().nullable(),
    }),
  ),
  conditions: z.array(
    z.object({
      visibilityClusterId: z.number().int(),
      sequenceNumber: z.number().int(),
      operator: visibilityClusterOperatorSchema,
      value: z.string(),
    }),
  ),
});
export type VisibilityCluster = z.infer<typeof visibilityClusterSchema>;
export const visibilityClusterListSchema = z.array(visibilityClusterSchema);
export const visibilityClusterDeletedSchema = z.object({ id: z.number().int() });

/**
 * Whether a keyword or a category page name meets a cluster's conditions: each condition is "the name contains
 * this text" (case-insensitive), joined to the result so far by its operator, left to right; the first
 * condition's operator is not used.
 */
export function nameMeetsConditions(
  name: string,
  conditions: readonly { operator: 'AND' | 'OR'; value: string }[],
): boolean {
  const text = name.toLocaleLowerCase();
  let result: boolean | null = null;
  for (const condition of conditions) {
    const met = text.includes(condition.value.trim().toLocaleLowerCase());
    result = result === null ? met : condition.operator === 'OR' ? result || met : result && met;
  }
  return result ?? false;
}
