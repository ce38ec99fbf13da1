import { z } from 'zod';
import { retailerModuleSchema } from './catalogue';
import { idNumberSchema, idSchema } from './primitives';
import { imageSimilarityResultSchema } from './widgets/tableOutputs';

/**
 * Reference images (spec 3 §2.2, §2.3, §7): the customer's own pictures of a product, per image position and
 * per set of retailers, which retailers' images are compared with. Sets group retailers; the default set comes
 * first, holds the retailers no other set has and cannot be deleted. A retailer belongs to one set at most.
 */
export const referenceImagePaths = {
  customerSets: '/api/customer/:customerId/reference-image/customer-sets',
  createSet: '/api/customer/:customerId/reference-image/set',
  set: '/api/customer/:customerId/reference-image/set/:setId',
  retailers: '/api/customer/:customerId/reference-image/retailers',
  products: '/api/customer/:customerId/product-reference-image/products',
  productImages: '/api/customer/:customerId/product-reference-image',
  imageFile: '/api/customer/:customerId/product-reference-image/:imageId/file',
  /** The image-similarity grid of one product (spec 3 §2.2, §7 `GET sets`). */
  gridSets: '/api/customer/:customerId/reference-image/sets',
  removeFromSet: '/api/customer/:customerId/reference-image/remove-from-set',
  updateGrid: '/api/customer/:customerId/reference-image/update-grid',
  gridUpload: '/api/customer/:customerId/reference-image/upload',
  /** A stored picture by its source (spec 3 §7); the customer is read from the source, then checked. */
  imageByPath: '/api/get-product-reference-image',
} as const;

/** Spec 3 §5 and §8, word for word. */
export const referenceImageMessages = {
  nameRequired: 'Name is required',
  retailerRequired: 'Select at least 1 retailer',
  retailerInOtherSet: 'Retailer already used by another set',
  defaultSetNotDeletable: 'The default set cannot be deleted',
  setNotFound: 'Reference image set not found',
  moduleNotEnabled: 'Module not enabled. The image similarity module has not been enabled.',
  retailerModuleMissing: 'ISM module has not been enabled for this retailer',
  productNotFound: 'Product not found. The requested product has not been found. Please try again or contact support.',
  imageNotFound: 'Reference image not found',
  tooLarge: 'image exceeds 5MB',
  invalidType: (type: string) => `${type} invalid image type`,
  badDimensions: 'image must be between 50 × 50 and 10000 × 10000 pixels',
  onlyOneFile: 'Only one file can be uploaded at a time..',
  fileMissing: 'file-could-not-be-uploaded',
  sameRetailersAndSequence:
    'Cannot add 2 reference images with the same set of retailers and the same type (e.g. "Main image")',
  retailerUsedByOtherImage: 'Retailer already applies a different reference image',
  invalidPayload: 'Invalid payload',
} as const;

/** Where a product's images of one set clash (spec 3 §4.4, §5); see `referenceImageClash`. */
export type ReferenceImageClash = { kind: 'sameRetailers' } | { kind: 'sharedRetailers'; retailerIds: number[] } | null;

/**
 * The first clash among the images of one set a product holds: two images at one position for the same retailers,
 * or a retailer in two images at one position. An image without retailers applies to every retailer of the set, so
 * it shares all of another image's retailers. The server refuses a save that would hold one; the editor shows it
 * before sending.
 */
export function referenceImageClash(
  images: readonly { imageSequence: number; retailerIds: readonly number[] }[],
): ReferenceImageClash {
  const sameIds = (a: readonly number[], b: readonly number[]) =>
    new Set(a).size === new Set(b).size && a.every((id) => b.includes(id));
  for (const [index, image] of images.entries())
    for (const other of images.slice(index + 1)) {
      if (other.imageSequence !== image.imageSequence) continue;
      if (sameIds(image.retailerIds, other.retailerIds)) return { kind: 'sameRetailers' };
      const shared =
        image.retailerIds.length === 0
          ? [...other.retailerIds]
          : other.retailerIds.length === 0
            ? [...image.retailerIds]
            : image.retailerIds.filter((id) => other.retailerIds.includes(id));
      if (shared.length > 0) return { kind: 'sharedRetailers', retailerIds: shared };
    }
  return null;
}

/** Spec 3 §9: one file at a time, at most 5 MB, these types (read from the content, not the name). */
export const REFERENCE_IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  minEdge: 50,
  maxEdge: 10_000,
  types: ['jpeg', 'png', 'gif', 'webp', 'tiff'] as const,
  /** Image positions: 1 is the main image. */
  maxSequence: 20,
} as const;

export const referenceImageSetRetailerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  module: retailerModuleSchema,
});

export const referenceImageSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  retailers: z.array(referenceImageSetRetailerSchema),
});
export type ReferenceImageSet = z.infer<typeof referenceImageSetSchema>;

export const referenceImageSetListSchema = z.object({ sets: z.array(referenceImageSetSchema) });
export type ReferenceImageSetList = z.infer<typeof referenceImageSetListSchema>;

const setName = z
  .string({ message: referenceImageMessages.nameRequired })
  .trim()
  .min(1, referenceImageMessages.nameRequired)
  .max(100, 'Name must be at most 100 characters');
const setRetailerIds = z
  .array(idNumberSchema, { message: referenceImageMessages.retailerRequired })
  .min(1, referenceImageMessages.retailerRequired)
  .max(500);

export const createReferenceImageSetSchema = z.object({ name: setName, retailerIds: setRetailerIds });
export type CreateReferenceImageSet = z.infer<typeof createReferenceImageSetSchema>;

export const updateReferenceImageSetSchema = z
  .object({ name: setName.optional(), retailerIds: setRetailerIds.optional() })
  .refine((body) => body.name !== undefined || body.retailerIds !== undefined, {
    message: 'name or retailerIds is required',
  });
export type UpdateReferenceImageSet = z.infer<typeof updateReferenceImageSetSchema>;

export const referenceImageSetParamsSchema = z.object({ customerId: idSchema, setId: idSchema });

/** The customer's tracked retailers as the set dialog shows them: a retailer in another set is disabled there. */
export const referenceImageRetailerListSchema = z.object({
  retailers: z.array(referenceImageSetRetailerSchema.extend({ setId: z.number().int().nullable() })),
});

export const referenceImageRetailerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  referenceImageId: z.number().int(),
  added: z.string().datetime({ offset: true }),
});

export const referenceImageSchema = z.object({
  id: z.number().int(),
  setId: z.number().int(),
  /** Image position; 1 is the main image. */
  imageSequence: z.number().int(),
  filename: z.string(),
  /** The stored picture, customer-scoped (bearer token). */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  creating: z.string().datetime({ offset: true }),
  /** Empty: the image applies to every retailer of its set that has the module. */
  retailers: z.array(referenceImageRetailerSchema),
  /**
   * The computed similarity of each retailer's image at this position: 'in_progress' while the check is queued,
   * then a label of `imageSimilarityStates` with the score (0–100) and the checked-on and next-check-on dates.
   */
  checks: z.array(imageSimilarityResultSchema),
});
export type ReferenceImage = z.infer<typeof referenceImageSchema>;

export const productReferenceImagesSchema = z.object({
  productId: z.number().int(),
  referenceImages: z.array(referenceImageSchema),
});
export type ProductReferenceImages = z.infer<typeof productReferenceImagesSchema>;

export const productReferenceImagesListSchema = z.object({ products: z.array(productReferenceImagesSchema) });

const idList = z
  .string({ message: 'productIds is required' })
  .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'productIds must be up to 100 comma-separated ids')
  .transform((text) => [...new Set(text.split(',').map(Number))]);

export const productReferenceImagesQuerySchema = z.object({ productIds: idList });

/**
 * The JSON text of the multipart field `productReferenceImagesObject`. Each image either names a stored image
 * (a number: its sequence or retailers change) or a new one (a text key, the name of its file part).
 */
export const productReferenceImagesObjectSchema = z.object({
  productId: idNumberSchema,
  setId: idNumberSchema.optional(),
  referenceImages: z
    .array(
      z.object({
        id: z.union([idNumberSchema, z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be a number or a file key')]),
        imageSequence: z.number().int().min(1).max(REFERENCE_IMAGE_LIMITS.maxSequence),
        retailerIds: z.array(idNumberSchema).max(500).default([]),
      }),
    )
    .min(1, 'referenceImages must list at least one image')
    .max(REFERENCE_IMAGE_LIMITS.maxSequence),
});
export type ProductReferenceImagesObject = z.infer<typeof productReferenceImagesObjectSchema>;

export const deleteProductReferenceImageQuerySchema = z.object({
  productId: idSchema,
  /** The image to remove is the product's image applied to exactly these retailers; none: the image for all. */
  retailerIds: z
    .string()
    .regex(/^(\d{1,9}(,\d{1,9}){0,499})?$/, 'retailerIds must be comma-separated ids')
    .default('')
    .transform((text) => (text ? [...new Set(text.split(',').map(Number))].sort((a, b) => a - b) : [])),
  imageSequence: z.coerce.number().int().min(1).max(REFERENCE_IMAGE_LIMITS.maxSequence).default(1),
  setId: idSchema.optional(),
});

export const referenceImageFileParamsSchema = z.object({ customerId: idSchema, imageId: idSchema });

/** A reference image's `src` as the API hands it out: the customer and the image it names. */
const REFERENCE_IMAGE_SOURCE = /^\/api\/customer\/(\d{1,9})\/product-reference-image\/(\d{1,9})\/file$/;

/**
 * `GET get-product-reference-image?path`: the picture of a reference image by its `src`. A browser's blob address
 * stays in the browser, so only stored sources are served.
 */
export const referenceImageByPathQuerySchema = z.object({
  path: z
    .string({ message: 'path is required' })
    .regex(REFERENCE_IMAGE_SOURCE, 'path must be the src of a stored reference image')
    .transform((path) => {
      const [, customerId, imageId] = REFERENCE_IMAGE_SOURCE.exec(path)!;
      return { customerId: Number(customerId), imageId: Number(imageId) };
    }),
});

/** Where the web app fetches a stored picture: the path call of spec 3 §7 with the image's `src`. */
export const referenceImageByPathUrl = (src: string): string =>
  `${referenceImagePaths.imageByPath}?${new URLSearchParams({ path: src }).toString()}`;

/** `GET sets`: the grid of one product, all its sets or the one of setId. */
export const referenceImageGridQuerySchema = z.object({ productId: idSchema, setId: idSchema.optional() });

/** A grid cell's image (spec 3 §3: src, product_id, position). */
export const referenceImageGridImageSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  position: z.number().int(),
  src: z.string(),
});

/** A grid row: a set as the product work carries it (id, name, retailerIds) with the product's images in it. */
export const referenceImageGridSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  retailerIds: z.array(z.number().int()),
  images: z.array(referenceImageGridImageSchema),
});
export const referenceImageGridSchema = z.object({ sets: z.array(referenceImageGridSetSchema) });
export type ReferenceImageGrid = z.infer<typeof referenceImageGridSchema>;

/** `DELETE remove-from-set`: one image of a product taken out of a set's grid row. */
export const removeFromSetQuerySchema = z.object({ productId: idSchema, setId: idSchema, imageId: idSchema });

/**
 * `POST update-grid`: a list of grid changes (spec 3 §3). `add` copies the product's image `image_id` into the cell
 * of `set_id` at `position` (a drag with Ctrl or Cmd; a move also removes it from its cell), `remove` takes it out
 * of that cell. Removals apply first; all or nothing.
 */
export const referenceImageGridChangeSchema = z.object({
  set_id: idNumberSchema,
  image_id: idNumberSchema,
  position: z.number().int().min(1).max(REFERENCE_IMAGE_LIMITS.maxSequence),
  operation: z.enum(['add', 'remove']),
  product_id: idNumberSchema,
});
export const updateReferenceImageGridSchema = z
  .array(referenceImageGridChangeSchema)
  .min(1, 'at least one change is required')
  .max(100);
export type ReferenceImageGridChange = z.infer<typeof referenceImageGridChangeSchema>;

/** The grids of the products the changes touched. */
export const referenceImageGridsSchema = z.object({
  products: z.array(z.object({ productId: z.number().int(), sets: z.array(referenceImageGridSetSchema) })),
});

/** `POST upload`: the multipart field holding the object, and the one file part's name. */
export const REFERENCE_IMAGE_UPLOAD_FIELDS = { object: 'object', file: 'file' } as const;

/** The upload object of spec 3 §3: the grid cell (set, position) of a product the file goes to. */
export const referenceImageUploadObjectSchema = z.object({
  set_id: idNumberSchema,
  sequence: z.number().int().min(1).max(REFERENCE_IMAGE_LIMITS.maxSequence),
  product_id: idNumberSchema,
});
