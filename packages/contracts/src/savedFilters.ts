import { z } from 'zod';
import { coercedId, dbIntegerSchema, idNumber, singleLineText } from './primitives';

/** Server paths of saved filters and their sharing (spec 2 §7); all customer-scoped. */
export const savedFilterPaths = {
  savedFilters: '/api/customer/:customerId/saved-filters',
  savedFilterUsers: '/api/customer/:customerId/saved-filter-users',
  productSavedFilters: '/api/customer/:customerId/product-saved-filters',
  create: '/api/customer/:customerId/saved-filter/create',
  update: '/api/customer/:customerId/saved-filter/update/:id',
  /** GET one, DELETE to delete (the spec names no delete path; this one mirrors widgets). */
  savedFilter: '/api/customer/:customerId/saved-filter/:id',
} as const;

/** savedFilterUsers.userId meaning "everyone in the customer" (spec 2 §3). */
export const EVERYONE_USER_ID = -1;

/** The segments a saved filter stores: the filter dimensions of spec 2 §3 except saved filters themselves. */
export const savedFilterSegments = [
  'retailers',
  'brands',
  'brandTypes',
  'sellers',
  'countries',
  'products',
  'tags',
  'searchKeywords',
  'searchCategories',
  'visibilityClusters',
] as const;
export type SavedFilterSegment = (typeof savedFilterSegments)[number];

/** Every segment with nothing chosen: a fresh record each call, so callers may fill its lists. */
export const emptySavedFilterSegments = (): Record<SavedFilterSegment, number[]> =>
  Object.fromEntries(savedFilterSegments.map((segment) => [segment, []])) as unknown as Record<
    SavedFilterSegment,
    number[]
  >;

/** The names the screens show for the segments. */
export const savedFilterSegmentLabels: Record<SavedFilterSegment, string> = {
  retailers: 'Retailers',
  brands: 'Brands',
  brandTypes: 'Brand types',
  sellers: 'Sellers',
  countries: 'Countries',
  products: 'Products',
  tags: 'Tags',
  searchKeywords: 'Search keywords',
  searchCategories: 'Search categories',
  visibilityClusters: 'Visibility clusters',
};

/** The segments that narrow products: a saved filter holding items of one of them is a product filter. */
export const productFilterSegments = [
  'products',
  'brands',
  'brandTypes',
  'tags',
] as const satisfies readonly SavedFilterSegment[];

export const savedFilterMessages = {
  unknownFilter: 'This saved filter does not exist or is not shared with you.',
  ownerOnly: 'Only the owner of this saved filter may change or delete it.',
  membersOnly: 'Only members of this customer can own saved filters.',
  unknownUser: 'This user is not a member of this customer.',
  sharedWith: 'Use user ids, or -1 for everyone.',
  unknownItem: 'Unknown item for this customer.',
  noId: 'Use a saved filter id.',
} as const;

const segmentIds = z.array(idNumber('Use item ids.')).max(5000).default([]);
const segmentFields = Object.fromEntries(savedFilterSegments.map((segment) => [segment, segmentIds])) as Record<
  SavedFilterSegment,
  typeof segmentIds
>;

/** Body of saved-filter/create and saved-filter/update/{id}: the name, the segments and who it is shared with. */
export const savedFilterInputSchema = z.object({
  name: singleLineText().trim().min(1, 'Enter a name.').max(200),
  ...segmentFields,
  /** Users it is shared with besides the owner; [-1] shares with everyone, [] with no one. */
  sharedWith: z
    .array(dbIntegerSchema.refine((id) => id > 0 || id === EVERYONE_USER_ID, savedFilterMessages.sharedWith))
    .max(1000)
    .default([]),
});
export type SavedFilterInput = z.input<typeof savedFilterInputSchema>;
export type SavedFilterInputParsed = z.infer<typeof savedFilterInputSchema>;

export const savedFilterIdParamsSchema = z.object({
  customerId: z.string(),
  id: coercedId(savedFilterMessages.noId),
});

const segmentAnswer = Object.fromEntries(
  savedFilterSegments.map((segment) => [segment, z.array(z.number().int())]),
) as Record<SavedFilterSegment, z.ZodArray<z.ZodNumber>>;

/** savedFilters of spec 2 §3 with the dashboard-context flag isSharedToMe. */
export const savedFilterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerUserId: z.number().int(),
  ownerName: z.string().nullable(),
  isOwnedByMe: z.boolean(),
  isSharedToMe: z.boolean(),
  /** Shared with anyone besides the owner. */
  shared: z.boolean(),
  /** User ids it is shared with besides the owner; -1 is everyone. */
  sharedWith: z.array(z.number().int()),
  ...segmentAnswer,
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;
export const savedFilterListSchema = z.array(savedFilterSchema);

/** savedFilterUsers of spec 2 §3. */
export const savedFilterUserSchema = z.object({
  id: z.number().int(),
  filterId: z.number().int(),
  userId: z.number().int(),
  isOwner: z.boolean(),
});
export type SavedFilterUser = z.infer<typeof savedFilterUserSchema>;
export const savedFilterUserListSchema = z.array(savedFilterUserSchema);

/** A member of the customer a saved filter can be shared with. */
export const savedFilterShareableUserSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
});
export type SavedFilterShareableUser = z.infer<typeof savedFilterShareableUserSchema>;

/** saved-filter-users: the savedFilterUsers of the visible filters, and the members a filter can be shared with. */
export const savedFilterUsersAnswerSchema = z.object({
  savedFilterUsers: savedFilterUserListSchema,
  users: z.array(savedFilterShareableUserSchema),
});
export type SavedFilterUsersAnswer = z.infer<typeof savedFilterUsersAnswerSchema>;

export const savedFilterDeletedSchema = z.object({ id: z.number().int() });
