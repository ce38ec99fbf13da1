import { z } from 'zod';
import { coercedId, idNumberSchema, idSchema, singleLineText } from './primitives';
import { gtinProblem } from './productLists';

/**
 * The products admin and the product finder (spec 3 §3, §7 "Product lists"): the customer's own catalogue, paged
 * and searched on the server, its tags, tag categories, attribute columns and assortments.
 */
export const productsAdminPaths = {
  productsV2: '/api/customer/:customerId/products-v2',
  productV2: '/api/customer/:customerId/products-v2/:productId',
  productV2Attributes: '/api/customer/:customerId/products-v2/:productId/attributes',
  productV2Assortments: '/api/customer/:customerId/products-v2/:productId/assortments',
  productsV2Tags: '/api/customer/:customerId/products-v2/tags',
  productsV2Associations: '/api/customer/:customerId/products-v2/associations',
  productsCount: '/api/customer/:customerId/products/count',
  products: '/api/customer/:customerId/products',
  productFields: '/api/customer/:customerId/product-fields',
  productAttributeColumns: '/api/customer/:customerId/product-attribute-columns',
  productAttributeColumn: '/api/customer/:customerId/product-attribute-columns/:attributeId',
  tagCategory: '/api/customer/:customerId/tag-categories/:categoryId',
  tag: '/api/customer/:customerId/tags/:tagId',
  productFinder: '/api/customer/:customerId/product-finder',
} as const;

export const productsAdminMessages = {
  productNotFound: 'Product not found',
  tagNotFound: 'Tag not found',
  tagCategoryNotFound: 'Tag category not found',
  attributeNotFound: 'Attribute column not found',
  retailerNotTracked: 'Retailer not tracked by this customer',
  duplicateName: 'That name is already used',
} as const;

/**
 * MATCHED: every retailer of the product's assortment has a product page of it; PARTIAL: some do;
 * UNMATCHED: none does, or the product is expected nowhere.
 */
export const matchStatusSchema = z.enum(['MATCHED', 'PARTIAL', 'UNMATCHED']);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

export const productsV2SortFields = ['name', 'brandName', 'matchStatus', 'id'] as const;
export const PRODUCTS_V2_MAX_PAGE_SIZE = 200;

const searchText = singleLineText().max(200, 'search is at most 200 characters');
const name = (field: string) =>
  singleLineText().trim().min(1, `${field} is required`).max(200, `${field} is at most 200 characters`);
const code = singleLineText().trim().min(1, 'codes may not be empty').max(64, 'codes are at most 64 characters');
// The rule the product-list upload applies to its GTIN column.
const gtinCode = code.superRefine((value, context) => {
  const problem = gtinProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** Paging, sorting and search of the products admin table (query string of GET, body fields of POST). */
export const productsV2QuerySchema = z.object({
  page: z.coerce.number({ message: 'page must be a whole number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a whole number' })
    .int()
    .min(1)
    .max(PRODUCTS_V2_MAX_PAGE_SIZE)
    .default(50),
  sort: z.enum(productsV2SortFields).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Part of the name, the brand or any GTIN, MPN or other code; case does not matter. */
  search: searchText.optional(),
});
export type ProductsV2Query = z.infer<typeof productsV2QuerySchema>;

/** One set of conditions; a product passes a set when it passes every non-empty field, and the body when it passes any set. */
export const productFilterSetSchema = z.object({
  brandIds: z.array(idNumberSchema).max(500).optional(),
  tagIds: z.array(idNumberSchema).max(500).optional(),
  /** Products expected at any of these retailers (their assortment). */
  retailerIds: z.array(idNumberSchema).max(500).optional(),
  matchStatuses: z.array(matchStatusSchema).max(3).optional(),
  attributes: z
    .array(z.object({ attributeId: idNumberSchema, values: z.array(singleLineText().max(200)).min(1).max(200) }))
    .max(50)
    .optional(),
});
export type ProductFilterSet = z.infer<typeof productFilterSetSchema>;

export const productsV2FilterBodySchema = productsV2QuerySchema.extend({
  filterSets: z.array(productFilterSetSchema).max(20).default([]),
});
export type ProductsV2FilterBody = z.infer<typeof productsV2FilterBodySchema>;

/** A tag as a product row carries it: the category's label beside its id. */
export const productTagSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  /** The category's label. */
  category: z.string(),
  value: z.string(),
});
export type ProductTag = z.infer<typeof productTagSchema>;

/** A retailer the product is expected at, and whether a product page of it was found there. */
export const productAssortmentSchema = z.object({
  retailerId: z.number().int(),
  retailerName: z.string(),
  matched: z.boolean(),
});

/** productsv2 of spec 3 §3. display: the name shown (brand and name); attributes by attribute name. */
/**
 * The product's own main image as a thumbnail, at an address signed for <img> (it cannot send the bearer token);
 * null where the server keeps no product images. Not in the spec's answers: lists show their products' pictures
 * as the widgets do.
 */
const productThumbnailSchema = z.string().nullable();

export const productV2Schema = z.object({
  id: z.number().int(),
  brandName: z.string().nullable(),
  gtinCodes: z.array(z.string()),
  mpnCodes: z.array(z.string()),
  otherCodes: z.array(z.string()),
  name: z.string(),
  assortments: z.array(productAssortmentSchema),
  tags: z.array(productTagSchema),
  attributes: z.record(z.string(), z.string()),
  display: z.string(),
  excludedByFilter: z.boolean(),
  matchStatus: matchStatusSchema,
  imageUrl: productThumbnailSchema,
});
export type ProductV2 = z.infer<typeof productV2Schema>;

export const productsV2PageSchema = z.object({
  products: z.array(productV2Schema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductsV2Page = z.infer<typeof productsV2PageSchema>;

export const productParamsSchema = z.object({ customerId: idSchema, productId: coercedId() });

export const productV2UpdateSchema = z
  .object({
    name: name('name').optional(),
    /** A brand of the customer by name; a new name creates the brand, null clears it. */
    brandName: name('brandName').nullable().optional(),
    gtinCodes: z.array(gtinCode).max(50).optional(),
    mpnCodes: z.array(code).max(50).optional(),
    otherCodes: z.array(code).max(50).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field', path: ['name'] });
export type ProductV2Update = z.infer<typeof productV2UpdateSchema>;

export const productAttributeValuesBodySchema = z.object({
  /** null removes the value. */
  values: z
    .array(z.object({ attributeId: idNumberSchema, value: singleLineText().max(500).nullable() }))
    .min(1)
    .max(100),
});
export type ProductAttributeValuesBody = z.infer<typeof productAttributeValuesBodySchema>;

export const productAssortmentsBodySchema = z.object({ retailerIds: z.array(idNumberSchema).max(500) });
export type ProductAssortmentsBody = z.infer<typeof productAssortmentsBodySchema>;

export const productTagsBodySchema = z.object({
  action: z.enum(['add', 'remove']),
  productIds: z.array(idNumberSchema).min(1, 'productIds needs at least one product').max(10_000),
  tagIds: z.array(idNumberSchema).min(1, 'tagIds needs at least one tag').max(100),
});
export type ProductTagsBody = z.infer<typeof productTagsBodySchema>;
export const productTagsAnswerSchema = z.object({ changed: z.number().int().nonnegative() });

export const associationElementTypes = ['BRAND', 'TAG', 'ATTRIBUTE', 'RETAILER'] as const;
/** Which products carry a value: a brand name, a tag value, an attribute value (of attributeId) or a retailer name. */
export const productsV2AssociationsQuerySchema = z.object({
  elementType: z.enum(associationElementTypes),
  elementValue: singleLineText().min(1, 'elementValue is required').max(200),
  attributeId: idSchema.optional(),
});
export type ProductsV2AssociationsQuery = z.infer<typeof productsV2AssociationsQuerySchema>;
export const productsV2AssociationsSchema = z.object({
  elementType: z.enum(associationElementTypes),
  elementValue: z.string(),
  productIds: z.array(z.number().int()),
});

export const productsCountSchema = z.number().int().nonnegative();

export const productsSearchQuerySchema = z.object({
  search: searchText.default(''),
  limit: z.coerce.number({ message: 'limit must be a whole number' }).int().min(1).max(100).default(20),
});
/** products of spec 3 §3: the first GTIN and MPN stand for eanCode and mpnCode. */
export const catalogueProductSchema = z.object({
  id: z.number().int(),
  eanCode: z.string().nullable(),
  mpnCode: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  name: z.string(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** productFields of spec 3 §3: the columns of the products table; attribute columns have key attribute:<id>. */
export const productFieldSchema = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(['s', 'n', 'd', 'codes', 'tags', 'retailers', 'status']),
  name: z.string(),
  hide: z.boolean(),
});
export type ProductField = z.infer<typeof productFieldSchema>;

export const attributeDataTypeSchema = z.enum(['s', 'n', 'd']);
export const productAttributeColumnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dataType: attributeDataTypeSchema,
  /** Products with a value in this column. */
  productCount: z.number().int().nonnegative(),
});
export type ProductAttributeColumn = z.infer<typeof productAttributeColumnSchema>;
export const productAttributeColumnBodySchema = z.object({
  name: name('name'),
  dataType: attributeDataTypeSchema.default('s'),
});
export const attributeParamsSchema = z.object({ customerId: idSchema, attributeId: coercedId() });

/* GET tag-categories and GET tags are the metadata calls (widgetMetadataPaths, tagCategorySchema, tagSchema);
   this module adds their writes on the same collection paths. */
export const tagCategoryBodySchema = z.object({ name: name('name'), label: name('label') });
export const tagCategoryParamsSchema = z.object({ customerId: idSchema, categoryId: coercedId() });
export const tagBodySchema = z.object({ categoryId: idNumberSchema, value: name('value') });
export const tagUpdateSchema = z.object({ value: name('value') });
export const tagParamsSchema = z.object({ customerId: idSchema, tagId: coercedId() });
export const deletedSchema = z.object({ deleted: z.literal(true) });

export const productFinderQuerySchema = z.object({
  search: singleLineText().trim().min(2, 'search needs at least 2 characters').max(200),
  limit: z.coerce.number({ message: 'limit must be a whole number' }).int().min(1).max(200).default(50),
});
export type ProductFinderQuery = z.infer<typeof productFinderQuerySchema>;
/** A product page found at a retailer; matchedOn says which field the search hit. */
export const productFinderHitSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  brandName: z.string().nullable(),
  gtinCodes: z.array(z.string()),
  mpnCodes: z.array(z.string()),
  retailerId: z.number().int(),
  retailerName: z.string(),
  shopProductId: z.string(),
  pdpUrl: z.string(),
  imageUrl: productThumbnailSchema,
});
export type ProductFinderHit = z.infer<typeof productFinderHitSchema>;
export const productFinderAnswerSchema = z.array(productFinderHitSchema);
