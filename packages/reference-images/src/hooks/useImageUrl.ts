import { selectToken, useAppSelector } from '@shelfsight/api-client';
import { referenceImageByPathUrl } from '@shelfsight/contracts';
import { useEffect, useState } from 'react';

/**
 * A picture to show: a chosen file at once, or a stored reference image, fetched by its source through the path
 * call (spec 3 §7), which hands it out only with the session's token (so an <img> cannot load it by itself). null
 * until loaded, or when it cannot be.
 */
export function useImageUrl(file: File | null, src: string | null): string | null {
  const token = useAppSelector(selectToken);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    let made: string | null = null;
    let cancelled = false;
    const show = (blob: Blob) => {
      if (cancelled) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    };
    if (file) show(file);
    else if (src) {
      fetch(referenceImageByPathUrl(src), { headers: token ? { authorization: `Bearer ${token}` } : {} })
        .then((response) => (response.ok ? response.blob() : null))
        .then((blob) => blob && show(blob))
        // A picture that cannot load shows the placeholder.
        .catch(() => {});
    }
    return () => {
      cancelled = true;
      setUrl(null);
      if (made) URL.revokeObjectURL(made);
    };
  }, [file, src, token]);

  return url;
}
