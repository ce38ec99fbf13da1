import { toUploadErrorMessage, UPLOAD_MESSAGES, validateUploadFile } from '@shelfsight/contracts';
import { sendAuthorized } from './authRetry';
import { authHeaders, http, readBody, resolvePath } from './http';
import { ApiRequestError } from './requestError';
import { boundSessionStore } from './session/activeStore';
import { tokenRefreshed } from './session/sessionSlice';

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
    throw new ApiRequestError(UPLOAD_MESSAGES.generic, 'FETCH_ERROR', error instanceof Error ? error.message : null);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiRequestError(toUploadErrorMessage(body), response.status, body);
  return body as T;
}
