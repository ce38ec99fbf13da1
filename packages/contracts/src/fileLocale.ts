import { z } from 'zod';

/**
 * The locale a CSV file was written in, shared by every upload that reads CSV (product lists, market
 * data): the separator, the decimal mark (a comma also means dots group thousands: 1.234,56) and the
 * order of day, month and year in numeric dates. Spreadsheets (XLSX) carry typed numbers and dates, so
 * a locale only matters for CSV.
 */
export const FILE_SEPARATORS = [',', ';', '\t', '|'] as const;
export const fileLocaleSchema = z.object({
  separator: z.enum(FILE_SEPARATORS),
  decimalMark: z.enum(['.', ',']),
  /** DMY: 31.12.2026 or 31/12/2026; MDY: 12/31/2026; YMD: 2026-12-31. */
  dateOrder: z.enum(['DMY', 'MDY', 'YMD']),
});
export type FileLocale = z.infer<typeof fileLocaleSchema>;

/** The multipart fields that carry a user's locale choice, named as in FileLocale. */
export const FILE_LOCALE_FIELDS = ['separator', 'decimalMark', 'dateOrder'] as const;

/** The preview's answer (422) to a file it cannot open. */
export const UNREADABLE_FILE_MESSAGE = 'File is corrupted and cannot be opened';

/** Answer of an upload preview: the detected locale and the first rows as text; nothing is stored. */
export const filePreviewSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  detected: fileLocaleSchema,
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type FilePreview = z.infer<typeof filePreviewSchema>;
