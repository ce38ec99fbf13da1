import { useCallback, useEffect, useRef, useState } from 'react';
import { toUploadErrorMessage } from '@shelfsight/contracts';
import type { UploadItem } from './uploadItems';

export interface UploadHelpers {
  /** Report upload progress in percent (0–100). */
  onProgress: (percent: number) => void;
}

export type UploadFn = (file: File, helpers: UploadHelpers) => Promise<void>;

interface Callbacks {
  onUpload: UploadFn;
  onSuccess?: (file: File) => void;
  onError?: (message: string, file: File | null) => void;
}

/**
 * Uploads pending items one at a time, in the order they were added, so a batch of large
 * images does not open many parallel connections to the server.
 */
export function useUploadQueue(callbacks: Callbacks) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  useEffect(() => {
    if (items.some((item) => item.status === 'uploading')) return;
    const next = items.find((item) => item.status === 'pending');
    if (!next) return;
    update(next.id, { status: 'uploading', progress: 0 });
    const onProgress = (percent: number) =>
      update(next.id, { progress: Math.round(Math.min(100, Math.max(0, percent))) });
    latest.current
      .onUpload(next.file, { onProgress })
      .then(() => {
        update(next.id, { status: 'success', progress: 100 });
        latest.current.onSuccess?.(next.file);
      })
      .catch((error: unknown) => {
        const message = toUploadErrorMessage(error);
        update(next.id, { status: 'error', error: message });
        latest.current.onError?.(message, next.file);
      });
  }, [items, update]);

  const add = useCallback((added: UploadItem[]) => setItems((current) => [...current, ...added]), []);
  const remove = useCallback(
    (id: string) => setItems((current) => current.filter((item) => item.id !== id || item.status === 'uploading')),
    [],
  );

  return { items, add, remove };
}
