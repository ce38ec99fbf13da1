/** Thrown by the promise-based helpers (download, upload) when the server answers with an error. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | 'FETCH_ERROR',
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
