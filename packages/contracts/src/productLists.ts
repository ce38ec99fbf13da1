import { z } from 'zod';
import { type FilePreview, filePreviewSchema, fileLocaleSchema } from './fileLocale';
import { coercedId, idNumber, singleLineText } from './primitives';

// Re-exported where product lists have always named them.
export { FILE_SEPARATORS, type FileLocale, fileLocaleSchema } from './fileLocale';

/** Server paths of product lists (spec 3 §7); all customer-scoped. */
export const productListPaths = {
  productLists: '/api/customer/:customerId/product-lists',
  productList: '/api/customer/:customerId/product-lists/:id',
  create: '/api/customer/:customerId/product-lists/create',
  /** PATCH to change, DELETE to delete (the spec's singular path). */
  change: '/api/customer/:customerId/product-list/:id',
  upload: '/api/customer/:customerId/product-lists/:id/upload',
  uploadPreview: '/api/customer/:customerId/product-lists/:id/upload/preview',
  template: '/api/customer/:customerId/product-lists/:id/template',
  addProduct: '/api/customer/:customerId/product-lists/:id/add-product',
  removeProduct: '/api/customer/:customerId/product-lists/:id/remove-product',
  updateProducts: '/api/customer/:customerId/product-lists/:id/update-products',
  status: '/api/customer/:customerId/products-v2/status',
} as const;

export const PRODUCT_LIST_TYPES = ['Standard', 'ASSORTMENT'] as const;
export type ProductListType = (typeof PRODUCT_LIST_TYPES)[number];

/** MERGE adds the file's products to the list; REPLACE makes the list exactly the file's products. */
export const PROCESSING_MODES = ['MERGE', 'REPLACE'] as const;
export type ProcessingMode = (typeof PROCESSING_MODES)[number];

/** productListUsers.accessLevel: O owner (everything), W write (edit, upload, products), R read. */
export const ACCESS_LEVELS = ['O', 'W', 'R'] as const;
export type ProductListAccessLevel = (typeof ACCESS_LEVELS)[number];

/** Upload statuses of spec 3 §4.2 with the text shown for each; unknown statuses are shown as is. */
export const PRODUCT_LIST_STATUS_TEXTS: Record<string, string> = {
  VALIDATION_SUCCESS: 'Successfully uploaded and validated',
  PROCESSING_PENDING: 'File waiting for validation',
  UPLOAD_FAILED: 'File uploaded failed',
  PROCESSING_SUCCESS: 'Successfully processed',
  PROCESSING_FAILED: 'Processing failed',
  FILE_RETRIEVAL_FAILED: 'File validation failed',
  INVALID_FILETYPE: 'File has invalid file format',
  FILE_READ_FAILED: 'File is corrupted and cannot be opened',
  INVALID_HEADER_ROW: 'Invalid header row used in file',
  INVALID_DATA_ROWS: 'Invalid data found',
};
export const NEW_UPLOAD_TEXT = 'File upload pending';

/** The text of a status for the table: a new upload (null) is pending, an unknown status is shown as is. */
export const productListStatusText = (status: string | null) =>
  status === null ? NEW_UPLOAD_TEXT : (PRODUCT_LIST_STATUS_TEXTS[status] ?? status);

/** What products-v2/status answers while the latest upload waits or runs (spec 3 §4.3). */
export const PROCESSING = 'PROCESSING';
export const RUNNING_UPLOAD_STATUSES = ['PROCESSING_PENDING'] as const;

/** Spec 3 §4.3: the outcome of a finished processing and the dialog's title and text (§2.4, §8). */
export function processingOutcome(status: string | null): 'success' | 'aborted' | 'failed' {
  if (status === 'VALIDATION_SUCCESS' || status === 'PROCESSING_SUCCESS') return 'success';
  if (status === 'PROCESSING_ABORTED') return 'aborted';
  return 'failed';
}
export const PROCESSING_DIALOG = {
  success: {
    title: 'Products processing success',
    text: 'The products have been processed successfully.',
  },
  aborted: {
    title: 'Products processing aborted',
    text: 'Something went wrong while uploading your product list... try again in a moment. If the problem persists, contact support',
  },
  failed: {
    title: 'Products processing failed',
    text: 'We have detected some issues, please go to the products page to check what went wrong.',
  },
  goToProducts: 'Go to products',
} as const;
export const PROCESSING_POLL_MS = 10_000;

export const productListMessages = {
  invalidPayload: 'Invalid payload',
  unknownList: 'This product list does not exist or is not shared with you.',
  ownerOnly: 'Only the owner of this product list may delete it or change its sharing.',
  readOnly: 'This product list is shared with you to read only.',
  unknownUser: 'This user is not a member of this customer.',
  unknownProduct: 'Unknown product for this customer.',
} as const;

/** The columns of a product list file (header names, case-insensitive). */
export const PRODUCT_FILE_COLUMNS = {
  brand: 'Brand',
  name: 'Product name',
  gtin: 'GTIN',
  mpn: 'MPN',
  otherCodes: 'Other codes',
  retailer: 'Retailer',
  shopProductId: 'Shop product id',
  pdpUrl: 'PDP URL',
} as const;
export const TAG_COLUMN_PREFIX = 'Tag: ';
export const ATTRIBUTE_COLUMN_PREFIX = 'Attribute: ';
/** Several codes in one cell are separated by this mark. */
export const CODE_SEPARATOR = '|';

/** A GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14), as product files and the products admin both take it. */
export const GTIN_PATTERN = /^(\d{8}|\d{12}|\d{13}|\d{14})$/;
/** Why a code is not a GTIN, or null when it is one. */
export const gtinProblem = (code: string): string | null =>
  GTIN_PATTERN.test(code) ? null : `${code} is not a GTIN: use 8, 12, 13 or 14 digits`;

/**
 * Spec 3 states no limit; 200 is what other names (saved filters, dashboards) allow, and longer names would
 * crowd the list table.
 */
export const PRODUCT_LIST_NAME_MAX = 200;
export const PRODUCT_LIST_NAME_TOO_LONG = `Use at most ${PRODUCT_LIST_NAME_MAX} characters.`;
const listName = () =>
  singleLineText().trim().min(1, 'Enter a name.').max(PRODUCT_LIST_NAME_MAX, PRODUCT_LIST_NAME_TOO_LONG);

const sharedWithSchema = z
  .array(
    z.object({
      userId: idNumber('Use user ids.'),
      accessLevel: z.enum(['W', 'R'], { message: 'Use W (write) or R (read).' }),
    }),
  )
  .max(1000);

/** Body of product-lists/create (spec 3 §5: name is required). */
export const productListInputSchema = z.object({
  name: listName(),
  type: z.enum(PRODUCT_LIST_TYPES).default('Standard'),
  processingMode: z.enum(PROCESSING_MODES).default('MERGE'),
  isActive: z.boolean().default(true),
  sharedWith: sharedWithSchema.default([]),
});
export type ProductListInput = z.input<typeof productListInputSchema>;
/** Body of PATCH product-list/{id}: any of the create fields. */
export const productListPatchSchema = z.object({
  name: listName().optional(),
  type: z.enum(PRODUCT_LIST_TYPES).optional(),
  processingMode: z.enum(PROCESSING_MODES).optional(),
  isActive: z.boolean().optional(),
  sharedWith: sharedWithSchema.optional(),
});
export type ProductListPatch = z.input<typeof productListPatchSchema>;

export const productListParamsSchema = z.object({ id: coercedId('Use a product list id.') });
export const productIdsBodySchema = z.object({
  productIds: z.array(idNumber('Use product ids.')).min(1, 'Name at least one product.').max(100_000),
});

export const productListSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  type: z.string(),
  processingMode: z.string(),
  isActive: z.boolean(),
  loadingIsActive: z.boolean(),
  processedDate: z.string().nullable(),
  productCount: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  uploaderId: z.number().int().nullable(),
  uploaderName: z.string().nullable(),
  fileUploadStatus: z.string().nullable(),
  fileUploadMessage: z.string().nullable(),
  owned: z.boolean(),
  shared: z.boolean(),
  sharedToMe: z.boolean(),
  accessLevel: z.enum(ACCESS_LEVELS),
  sharedWith: z.array(z.object({ userId: z.number().int(), accessLevel: z.string() })),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productListProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brandName: z.string().nullable(),
  gtinCodes: z.array(z.string()),
  mpnCodes: z.array(z.string()),
  otherCodes: z.array(z.string()),
  /** The product's main image as a thumbnail, at an address signed for <img>; null without one (not in spec 3). */
  imageUrl: z.string().nullable(),
});
export type ProductListProduct = z.infer<typeof productListProductSchema>;

export const productListDetailSchema = productListSchema.extend({
  products: z.array(productListProductSchema),
  /** The columns of this list's file: the template's header row. */
  headers: z.array(z.string()),
  /** How many tag categories and attributes the customer has (the custom columns). */
  customFields: z.object({ tags: z.number().int(), attributes: z.number().int() }),
});
export type ProductListDetail = z.infer<typeof productListDetailSchema>;

export const uploadProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type UploadProblem = z.infer<typeof uploadProblemSchema>;

export const productListUploadSchema = z.object({
  id: z.number().int(),
  productListId: z.number().int(),
  status: z.string(),
  message: z.string().nullable(),
  fileName: z.string(),
  rowsTotal: z.number().int().nullable(),
  problems: z.array(uploadProblemSchema),
  locale: fileLocaleSchema.nullable(),
});
export type ProductListUpload = z.infer<typeof productListUploadSchema>;

/** The product-list preview answers the shared file preview. */
export const uploadPreviewSchema = filePreviewSchema;
export type UploadPreview = FilePreview;

export const processingStatusSchema = z.object({
  data: z.object({
    /** PROCESSING while the latest upload waits or runs, then its final status; null with no upload. */
    status: z.string().nullable(),
    fileUploadStatus: z.string().nullable(),
    productListId: z.number().int().nullable(),
    message: z.string().nullable(),
    /** The rows and columns of INVALID_HEADER_ROW and INVALID_DATA_ROWS (at most 100). */
    problems: z.array(uploadProblemSchema),
  }),
});
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

export const productListDeletedSchema = z.object({ id: z.number().int() });
export const productListProductsChangedSchema = z.object({ id: z.number().int(), productCount: z.number().int() });
