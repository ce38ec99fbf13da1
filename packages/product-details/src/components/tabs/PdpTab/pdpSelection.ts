import { productDetailsLimits, type RetailerDetail } from '@shelfsight/contracts';

const maxRetailers = productDetailsLimits.pdpMaxRetailers;

/** The retailers compared when the tab opens: the first four of the details' order. */
export const defaultRetailerIds = (retailers: readonly RetailerDetail[]): number[] =>
  retailers.slice(0, maxRetailers).map((retailer) => retailer.retailerId);

/**
 * The selection after the user ticked or unticked a retailer. `selected` is kept in the order of choosing, so a
 * fifth choice drops the one chosen longest ago (spec 3 §5).
 */
export function toggleRetailer(selected: readonly number[], retailerId: number): number[] {
  if (selected.includes(retailerId)) return selected.filter((id) => id !== retailerId);
  return [...selected, retailerId].slice(-maxRetailers);
}

/** The words of a text as a reader counts them: runs of non-space characters. */
export const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** The text's first `limit` words, and whether anything was cut. */
export function previewOf(text: string, limit: number = productDetailsLimits.descriptionPreviewWords) {
  const words = wordsOf(text);
  if (words.length <= limit) return { preview: text, truncated: false };
  return { preview: `${words.slice(0, limit).join(' ')}…`, truncated: true };
}

/**
 * Word and character counts of a text as shown. Counted here rather than taken from the page's reported counts so
 * the numbers always describe the text beside them.
 */
export function countsOf(text: string | null) {
  if (text === null) return null;
  return { words: wordsOf(text).length, characters: Array.from(text).length };
}
