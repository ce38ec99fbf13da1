import { UPLOAD_LIMITS } from '@shelfsight/contracts';
import { sendAuthorized } from './authRetry';
import { authHeaders, http, readBody, resolvePath } from './http';
import { ApiRequestError } from './requestError';
import { boundSessionStore } from './session/activeStore';
import { tokenRefreshed } from './session/sessionSlice';

/** The upload messages of spec 1 §8, shown as they are. */
export const UPLOAD_MESSAGES = {
  incorrectParameters: 'Incorrect parameters',
  noFile: 'No data.file provided',
  notAFile: 'data.file is not of type "File"',
  unsupportedType: 'unsupported-filetype',
  emptyFile: 'empty-file',
  spreadsheetTooLarge: 'File size exceeded: please upload a file smaller than 5 MB.',
  imageTooLarge: 'File size exceeded: please upload a file smaller than 64 MB.',
  unknown: 'Something went wrong. Please try again or contact support.',
} as const;

const KNOWN_MESSAGES = new Set<string>(Object.values(UPLOAD_MESSAGES));

type FileKind = 'spreadsheet' | 'image';

const KIND_BY_EXTENSION: Record<string, FileKind> = { xlsx: 'spreadsheet', csv: 'spreadsheet', jpg: 'image', jpeg: 'image', png: 'image' };
const KIND_BY_MIME: Record<string, FileKind> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'text/csv': 'spreadsheet',
  'image/jpeg': 'image',
  'image/png': 'image',
};

function kindOf(file: File): FileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return KIND_BY_EXTENSION[extension] ?? KIND_BY_MIME[file.type];
}

/** The generic checks of spec 1 §5: the message of the first one that fails, or null. */
export function validateUploadFile(file: unknown): string | null {
  if (file === undefined || file === null) return UPLOAD_MESSAGES.noFile;
  if (!(file instanceof File)) return UPLOAD_MESSAGES.notAFile;
  const kind = kindOf(file);
  if (!kind) return UPLOAD_MESSAGES.unsupportedType;
  if (file.size < UPLOAD_LIMITS.minBytes) return UPLOAD_MESSAGES.emptyFile;
  if (kind === 'spreadsheet' && file.size > UPLOAD_LIMITS.spreadsheetMaxBytes) return UPLOAD_MESSAGES.spreadsheetTooLarge;
  if (kind === 'image' && file.size > UPLOAD_LIMITS.imageMaxBytes) return UPLOAD_MESSAGES.imageTooLarge;
  return null;
}

export interface UploadRequest {
  url: string;
  data: { file: File; [field: string]: unknown };
  customerScoped?: boolean;
}

function toFormData(data: UploadRequest['data']): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The server's message when it is one the user can act on, the generic one otherwise. */
function messageOf(body: unknown): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  return typeof message === 'string' && KNOWN_MESSAGES.has(message) ? message : UPLOAD_MESSAGES.unknown;
}

/**
 * Validates, then POSTs the file and extra fields as multipart. Rejects with an ApiRequestError whose
 * message is ready for the error flash.
 */
export async function uploadFile<T = unknown>(req: UploadRequest): Promise<T> {
  if (!req?.url || !req.data) throw new ApiRequestError(UPLOAD_MESSAGES.incorrectParameters, 'FETCH_ERROR', null);
  const invalid = validateUploadFile(req.data.file);
  if (invalid) throw new ApiRequestError(invalid, 'FETCH_ERROR', null);

  const store = boundSessionStore();
  const path = resolvePath(req.url, req.customerScoped, store.getState().session.activeCustomerId);
  let response: Response;
  try {
    response = await sendAuthorized(
      (token) => http().post(path, { headers: authHeaders(token), body: toFormData(req.data) }),
      {
        getToken: () => store.getState().session.token,
        onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
      },
    );
  } catch (error) {
    throw new ApiRequestError(UPLOAD_MESSAGES.unknown, 'FETCH_ERROR', error instanceof Error ? error.message : null);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiRequestError(messageOf(body), response.status, body);
  return body as T;
}
