import { z } from 'zod';
import { UPLOAD_LIMITS } from './constants';
import { filePreviewSchema } from './fileLocale';
import type { UploadFileKind } from './upload';

/**
 * Bulk ingestion of market observations: one row = one product at one retailer on one day
 * (the grain of the fact store). Files are checked as a whole and stored all-or-nothing.
 */
export const ingestionPaths = {
  /** CSV (text/csv) or NDJSON (application/x-ndjson) as the request body. */
  ingest: '/api/customer/:customerId/ingest',
  ingestJob: '/api/customer/:customerId/ingest/:jobId',
  /** Multipart with one file (CSV or XLSX), for the /upload-data-set/ screen. */
  uploadDataSet: '/api/customer/:customerId/upload-data-set',
  /** Multipart with one file: its detected locale and first rows, before the upload; nothing is stored. */
  uploadDataSetPreview: '/api/customer/:customerId/upload-data-set/preview',
} as const;

export const INGEST_LIMITS = {
  /** Request bodies of the bulk API (about 10 million CSV rows); the upload screen keeps spec 1's 5 MB. */
  apiMaxBytes: 1024 * 1024 * 1024,
  uploadMaxBytes: UPLOAD_LIMITS.spreadsheetMaxBytes,
  /** Problems listed in a job; the count covers all of them. */
  problemsShown: 100,
  /** Guard for spreadsheets: a 5 MB .xlsx may unpack to far more, so rows and unpacked bytes are capped. */
  xlsxMaxRows: 200_000,
  xlsxMaxUnpackedBytes: 200 * 1024 * 1024,
} as const;

export const UPLOAD_DATA_SET_KINDS: readonly UploadFileKind[] = ['csv', 'xlsx'];

export type ObservationColumnType =
  'date' | 'timestamp' | 'integer' | 'decimal' | 'boolean' | 'text' | 'currency' | 'priceType';

export interface ObservationColumn {
  name: string;
  type: ObservationColumnType;
  required?: boolean;
  min?: number;
  max?: number;
  description: string;
  example: string;
}

const SMALL = 32_767;
const INT = 2_147_483_647;
const MONEY = 9_999_999_999.99;
const count = (name: string, description: string, example: string, max = SMALL): ObservationColumn => ({
  name,
  type: 'integer',
  min: 0,
  max,
  description,
  example,
});
const flag = (name: string, description: string, example: string): ObservationColumn => ({
  name,
  type: 'boolean',
  description,
  example,
});
const text = (name: string, description: string, example: string): ObservationColumn => ({
  name,
  type: 'text',
  max: 1000,
  description,
  example,
});

/** The columns of an observation row, in template order. Names match case-insensitively, ignoring spaces, _ and -. */
export const OBSERVATION_COLUMNS: readonly ObservationColumn[] = [
  {
    name: 'day',
    type: 'date',
    required: true,
    description: 'Collection day, YYYY-MM-DD, not in the future',
    example: '2026-03-01',
  },
  {
    name: 'retailerId',
    type: 'integer',
    min: 1,
    max: INT,
    description: 'Retailer id (give this or retailer)',
    example: '',
  },
  text('retailer', 'Retailer name as in the catalogue, e.g. amazon-de (give this or retailerId)', 'amazon-de'),
  {
    name: 'productId',
    type: 'integer',
    min: 1,
    max: INT,
    description: 'Product id (or give shopProductId or gtin)',
    example: '',
  },
  text('shopProductId', "The retailer's own id of the product", ''),
  text('gtin', 'A GTIN (EAN/UPC) of the product', '4006381333931'),
  { name: 'listed', type: 'boolean', required: true, description: 'Product page found that day', example: 'true' },
  flag('inStock', 'Available to buy; ignored when not listed', 'true'),
  {
    name: 'sellingPrice',
    type: 'decimal',
    min: 0,
    max: MONEY,
    description: 'Price paid that day, 2 decimals',
    example: '19.99',
  },
  {
    name: 'originalPrice',
    type: 'decimal',
    min: 0,
    max: MONEY,
    description: 'Struck-through "was" price',
    example: '24.99',
  },
  { name: 'currency', type: 'currency', description: 'ISO 4217 code; required with a price', example: 'EUR' },
  { name: 'priceType', type: 'priceType', description: 'INCL or EXCL (VAT)', example: 'INCL' },
  text('stockText', 'Stock text as shown', 'In stock'),
  text('deliveryText', 'Delivery text as shown', 'Delivered tomorrow'),
  count('reviewCount', 'Reviews shown on the page', '128', INT),
  { name: 'rating', type: 'decimal', min: 0, max: 5, description: 'Average rating, 0–5', example: '4.3' },
  count('imageCount', 'Carousel images', '6'),
  count('videoCount', 'Videos', '1'),
  count('titleWords', 'Words in the title', '9'),
  count('titleChars', 'Characters in the title', '58'),
  count('subtitleWords', 'Words in the subtitle', ''),
  count('subtitleChars', 'Characters in the subtitle', ''),
  count('descriptionWords', 'Words in the description', '140'),
  count('descriptionChars', 'Characters in the description', '910', INT),
  flag('descriptionPresent', 'A description is shown', 'true'),
  count('bulletCount', 'Bullet points', '5'),
  flag('bulletsPresent', 'Bullet points are shown', 'true'),
  count('specCount', 'Specification rows', '12'),
  flag('richContent', 'Rich (A+) content is shown', 'false'),
  text('pdpBrand', 'Brand as shown on the page', 'Acme'),
  text('pdpGtin', 'GTIN as shown on the page', ''),
  text('pdpMpn', 'MPN as shown on the page', ''),
  flag('promotion', 'A discount or promo label is shown (default false)', 'true'),
  count('promotionCount', 'Promotions shown (default 0)', '1'),
  count('awardCount', 'Awards shown (default 0)', '0'),
  count('offerCount', 'Seller offers (default 0)', '3'),
  flag('buyBoxOwned', 'The buy box belongs to the retailer or an authorised seller', 'true'),
  {
    name: 'observedAt',
    type: 'timestamp',
    description: 'When the page was read, ISO 8601',
    example: '2026-03-01T06:15:00Z',
  },
];

/** Lower case without spaces, _ or -: how headers are matched to column names. */
export const normaliseColumnName = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** A CSV template with the header and one example row. */
export function observationCsvTemplate(): string {
  const header = OBSERVATION_COLUMNS.map((column) => column.name).join(',');
  const example = OBSERVATION_COLUMNS.map((column) => column.example).join(',');
  return `${header}\n${example}\n`;
}

export const INGEST_MESSAGES = {
  required: 'Required',
  retailerRequired: 'Required: give retailer or retailerId',
  productRequired: 'Required: give productId, shopProductId or gtin',
  missingColumn: 'Missing column',
  unknownColumn: 'Unknown column',
  duplicateColumn: 'Column given twice',
  notADate: 'Not a date: use YYYY-MM-DD',
  futureDay: 'Must not be in the future',
  notATimestamp: 'Not a date and time: use ISO 8601, e.g. 2026-03-01T06:15:00Z',
  notAWholeNumber: 'Not a whole number',
  notANumber: 'Not a number: use a point for decimals, e.g. 19.99',
  tooManyDecimals: 'At most 2 decimals',
  notABoolean: 'Use true or false',
  notACurrency: 'Use a 3-letter currency code such as EUR',
  currencyNeeded: 'Required when a price is given',
  notAPriceType: 'Use INCL or EXCL',
  tooLong: 'Longer than 1000 characters',
  notAValue: 'Use a text, number or true/false',
  notAnObject: 'Each line must be one JSON object',
  unknownRetailer: 'Unknown retailer: not tracked by this customer',
  noRetailerAccess: 'You have no access to this retailer',
  unknownProduct: 'Unknown product',
  ambiguousGtin: 'This GTIN belongs to several products: give productId',
  noRows: 'The file has no data rows',
  tooManyRows: `Too many rows: a spreadsheet may hold at most ${INGEST_LIMITS.xlsxMaxRows.toLocaleString('en')}`,
  unreadableSpreadsheet: 'The spreadsheet could not be read',
  unsupportedBody: 'Send text/csv or application/x-ndjson',
  bodyTooLarge: 'The file is larger than 1 GB: split it',
  jobNotFound: 'Ingestion job not found',
  badJobId: 'Not an ingestion job id',
} as const;

export const mustBeBetween = (min: number, max: number) => `Must be between ${min} and ${max}`;

export const ingestProblemSchema = z.object({
  /** CSV and XLSX: the row as a spreadsheet shows it (header = 1); NDJSON: the line. */
  row: z.number().int(),
  /** The column name of this API, or null for a problem with the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});
export type IngestProblem = z.infer<typeof ingestProblemSchema>;

export const ingestFormatSchema = z.enum(['csv', 'ndjson', 'xlsx']);
export type IngestFormat = z.infer<typeof ingestFormatSchema>;

/** queued → reading → validating → storing → done; or rejected (problems, nothing stored) or failed. */
export const ingestJobStateSchema = z.enum([
  'queued',
  'reading',
  'validating',
  'storing',
  'done',
  'rejected',
  'failed',
]);
export type IngestJobState = z.infer<typeof ingestJobStateSchema>;
export const FINISHED_INGEST_STATES: readonly IngestJobState[] = ['done', 'rejected', 'failed'];

export const ingestJobSchema = z.object({
  id: z.string(),
  state: ingestJobStateSchema,
  format: ingestFormatSchema,
  fileName: z.string().nullable(),
  rowsRead: z.number().int(),
  rowsValid: z.number().int(),
  /** Observations written; a row repeating an earlier row's key in the same file counts once. */
  rowsStored: z.number().int(),
  /** Of those, how many replaced an observation already stored (same retailer, product and day). */
  rowsReplaced: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(ingestProblemSchema),
  /** Why a job failed, or null. */
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type IngestJob = z.infer<typeof ingestJobSchema>;

export const ingestJobParamsSchema = z.object({
  customerId: z.string(),
  /** The id the 202 answered (a UUID). */
  jobId: z.uuid({ error: INGEST_MESSAGES.badJobId }),
});
export const ingestQuerySchema = z.object({
  /** Answer only when the job has finished (200) instead of at once (202). */
  wait: z.enum(['true', 'false']).default('false'),
});

/** Answer of upload-data-set/preview: the detected locale (CSV only; XLSX answers the spreadsheet locale) and the first rows. */
export const uploadDataSetPreviewSchema = filePreviewSchema;
