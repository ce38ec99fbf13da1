export type UploadItemStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadItemStatus;
  /** 0–100 while uploading, when the caller reports progress. */
  progress?: number;
  error?: string;
}

/** Spec 3 §2.4: each item is 85 px high; the list stops growing at 340 px (four items) and scrolls. */
export const UPLOAD_ITEM_HEIGHT = 85;
export const UPLOAD_LIST_MAX_HEIGHT = 340;

export function uploadListHeight(count: number): number {
  return Math.min(Math.max(count, 0) * UPLOAD_ITEM_HEIGHT, UPLOAD_LIST_MAX_HEIGHT);
}

/** '512 B', '48.2 KB', '3.4 MB' — binary units, as the size limits are. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

let counter = 0;
export function nextUploadId(): string {
  counter += 1;
  return `upload-${counter}`;
}
