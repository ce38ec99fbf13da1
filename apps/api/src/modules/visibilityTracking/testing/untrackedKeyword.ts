import type { Db } from '../../../db/database';
import { productCategories } from '../../../seed/market/catalogueData';
import { loadMarketCatalogue } from '../../../seed/market/marketCatalogue';

/** A retailer that tracks keywords and a keyword of a category it lists products of, which it does not track yet. */
export async function untrackedKeyword(db: Db, customerId: number): Promise<{ retailerId: number; name: string }> {
  const catalogue = await loadMarketCatalogue(db, customerId);
  const categoryOf = new Map(catalogue.products.map((product) => [product.id, product.category]));
  for (const retailerId of new Set(catalogue.keywords.map((keyword) => keyword.retailerId))) {
    const tracked = new Set(catalogue.keywords.filter((k) => k.retailerId === retailerId).map((k) => k.name));
    const listed = new Set(
      catalogue.pairs
        .filter((pair) => pair.retailerId === retailerId && pair.hasPdp)
        .map((pair) => categoryOf.get(pair.productId)),
    );
    for (const index of listed) {
      const name = productCategories[index!]?.keywords.find((keyword) => !tracked.has(keyword));
      if (name) return { retailerId, name };
    }
  }
  throw new Error('the small catalogue has no untracked keyword of a listed category');
}
