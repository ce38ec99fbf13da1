import { UPLOAD_LIMITS } from './constants';
import { PRODUCT_LIST_STATUS_TEXTS } from './productLists';

/** The upload messages of spec 1 §8, word for word. */
export const UPLOAD_MESSAGES = {
  incorrectParameters: 'Incorrect parameters',
  noFile: 'No data.file provided',
  notAFile: 'data.file is not of type "File"',
  unsupportedType: 'unsupported-filetype',
  emptyFile: 'empty-file',
  spreadsheetTooLarge: 'File size exceeded: please upload a file smaller than 5 MB.',
  imageTooLarge: 'File size exceeded: please upload a file smaller than 64 MB.',
  onlyOneFile: 'Only one file can be uploaded at a time..',
  generic: 'Something went wrong. Please try again or contact support.',
} as const;

export type UploadFileKind = 'xlsx' | 'csv' | 'jpeg' | 'png';

export const ALL_UPLOAD_KINDS: readonly UploadFileKind[] = ['xlsx', 'csv', 'jpeg', 'png'];

const KIND_BY_MIME: Record<string, UploadFileKind> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
  'application/csv': 'csv',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

const KIND_BY_EXTENSION: Record<string, UploadFileKind> = {
  xlsx: 'xlsx',
  csv: 'csv',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

/** For the file input's accept attribute, so the picker offers only what will pass. */
export const ACCEPT_ATTRIBUTE: Record<UploadFileKind, string> = {
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: '.csv,text/csv',
  jpeg: '.jpg,.jpeg,image/jpeg',
  png: '.png,image/png',
};

/**
 * The kind of a file. Browsers report CSV inconsistently (often as an Excel MIME type on Windows,
 * or empty), so the extension decides when the MIME type is unknown.
 */
export function detectUploadKind(file: Pick<File, 'name' | 'type'>): UploadFileKind | null {
  const byMime = KIND_BY_MIME[file.type.toLowerCase()];
  if (byMime) return byMime;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') ? (KIND_BY_EXTENSION[extension] ?? null) : null;
}

export function maxBytesFor(kind: UploadFileKind): number {
  return kind === 'jpeg' || kind === 'png' ? UPLOAD_LIMITS.imageMaxBytes : UPLOAD_LIMITS.spreadsheetMaxBytes;
}

export interface UploadValidationOptions {
  /** Kinds this upload takes; defaults to every kind the spec allows. */
  accept?: readonly UploadFileKind[];
}

/**
 * Checks one file against spec 1 §5 in the order the server does:
 * presence, File-ness, type, emptiness (< 100 bytes), then the size limit of its kind.
 * Returns the §8 message, or null when the file may be uploaded.
 */
export function validateUploadFile(file: unknown, { accept = ALL_UPLOAD_KINDS }: UploadValidationOptions = {}) {
  if (file === null || file === undefined) return UPLOAD_MESSAGES.noFile;
  if (typeof File === 'undefined' || !(file instanceof File)) return UPLOAD_MESSAGES.notAFile;
  const kind = detectUploadKind(file);
  if (!kind || !accept.includes(kind)) return UPLOAD_MESSAGES.unsupportedType;
  if (file.size < UPLOAD_LIMITS.minBytes) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > maxBytesFor(kind)) {
    return kind === 'jpeg' || kind === 'png' ? UPLOAD_MESSAGES.imageTooLarge : UPLOAD_MESSAGES.spreadsheetTooLarge;
  }
  return null;
}

// The spec 3 §4.2 texts a server answers for a file it refuses ('File is corrupted and cannot be opened') are as
// plain to the user as spec 1 §8's.
const KNOWN_MESSAGES = new Set<string>([
  ...Object.values(UPLOAD_MESSAGES),
  ...Object.values(PRODUCT_LIST_STATUS_TEXTS),
]);

/** Failures show known messages as they are; anything else becomes the generic support message. */
export function toUploadErrorMessage(error: unknown): string {
  const message =
    typeof error === 'string'
      ? error
      : error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
        ? error.message
        : '';
  return KNOWN_MESSAGES.has(message) ? message : UPLOAD_MESSAGES.generic;
}
