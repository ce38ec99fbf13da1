import { accessToolPaths } from '@shelfsight/contracts';

/** Server-side fetcher for images that browsers cannot load directly (hotlink blocks, mixed content). */
export const IMAGE_PROXY_PATH = accessToolPaths.rerouteCurl;

export function proxiedImageUrl(original: string): string {
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(original)}`;
}

/**
 * The URLs to try, in order: every distinct non-empty source, then the first (original) source
 * through the proxy. Only absolute http(s) URLs are proxied; the proxy cannot fetch anything else.
 */
export function imageCandidates(sources: readonly (string | null | undefined)[]): string[] {
  const distinct = [...new Set(sources.map((source) => source?.trim()).filter((source): source is string => !!source))];
  const original = distinct[0];
  if (original && /^https?:\/\//i.test(original)) distinct.push(proxiedImageUrl(original));
  return distinct;
}
