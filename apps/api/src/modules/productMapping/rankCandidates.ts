import type { MappableProducts, MappableRetailerProduct } from '@shelfsight/contracts';
import Fuse from 'fuse.js';

type Candidate = Omit<MappableRetailerProduct, 'suggestion'>;

const normalised = (code: string | null) => (code ?? '').replace(/[\s-]/g, '').toUpperCase();

/**
 * Ranks retailer products as the product: a shared GTIN (4) outranks a shared MPN (2), which outranks the
 * name's likeness alone (0–1, Fuse's score turned round, every word anywhere in the name).
 */
export function rankCandidates(
  product: MappableProducts['product'],
  candidates: Candidate[],
): MappableRetailerProduct[] {
  const fuse = new Fuse(candidates, {
    keys: ['name'],
    includeScore: true,
    ignoreLocation: true,
    threshold: 1,
    useExtendedSearch: false,
  });
  const similarity = new Map<number, number>();
  for (const hit of fuse.search(product.name)) similarity.set(hit.refIndex, 1 - (hit.score ?? 1));
  const gtins = new Set(product.gtinCodes.map(normalised));
  const mpns = new Set(product.mpnCodes.map(normalised));
  return candidates
    .map((candidate, index) => {
      const gtinMatch = candidate.eanCode !== null && gtins.has(normalised(candidate.eanCode));
      const mpnMatch = candidate.mpnCode !== null && mpns.has(normalised(candidate.mpnCode));
      const nameSimilarity = Math.round((similarity.get(index) ?? 0) * 1000) / 1000;
      const score = (gtinMatch ? 4 : 0) + (mpnMatch ? 2 : 0) + nameSimilarity;
      return { ...candidate, suggestion: { gtinMatch, mpnMatch, nameSimilarity, score } };
    })
    .sort((a, b) => b.suggestion.score - a.suggestion.score || a.retailerName.localeCompare(b.retailerName));
}
