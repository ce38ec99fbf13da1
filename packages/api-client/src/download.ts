import { DEFAULT_DOWNLOAD_NAME } from '@shelfsight/contracts';
import { sendAuthorized } from './authRetry';
import { authHeaders, http, readBody, resolvePath, toBody, toSearchParams, type ApiRequest } from './http';
import { ApiRequestError } from './requestError';
import { boundSessionStore } from './session/activeStore';
import { tokenRefreshed } from './session/sessionSlice';

export type DownloadRequest = Omit<ApiRequest, 'cancelPrevious'>;

// A name from the server must not smuggle a directory into the save dialog.
const safeName = (name: string): string => name.trim().replace(/[\\/]/g, '_');

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded-value
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim().replace(/^"(.*)"$/, '$1'));
  if (!match) return null;
  try {
    return decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
}

/** The file name of a content-disposition header: filename* (RFC 5987) first, then filename. */
export function fileNameFromContentDisposition(header: string | null, fallback = DEFAULT_DOWNLOAD_NAME): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  const decoded = extended ? decodeExtended(extended[1]!) : null;
  if (decoded && safeName(decoded)) return safeName(decoded);
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? '') : '';
  return safeName(name) || fallback;
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * Fetches a file with the session's token (GET, or POST with a payload) and hands it to the browser's
 * download. Resolves with the file name; rejects with ApiRequestError on an error answer.
 */
export async function downloadFile(req: DownloadRequest): Promise<string> {
  const store = boundSessionStore();
  const path = resolvePath(req.url, req.customerScoped, store.getState().session.activeCustomerId);
  const response = await sendAuthorized(
    (token) =>
      http()(path, {
        method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
        headers: authHeaders(token),
        searchParams: toSearchParams(req.params),
        ...toBody(req.body),
      }),
    {
      getToken: () => store.getState().session.token,
      onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
    },
  );
  if (!response.ok) {
    throw new ApiRequestError(
      `Download failed with status ${response.status}`,
      response.status,
      await readBody(response),
    );
  }
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), fileName);
  return fileName;
}
