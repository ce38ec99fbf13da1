/**
 * What the product pieces show of a product, whichever answer it came from (a widget's rows, a product list, the
 * catalogue): the widget answers name the product by its dummy id, the catalogue by its id.
 */
export interface ProductSummary {
  /** The id the product details dialog opens by; rows without one have no details to open. */
  productDummyId?: string | number | null;
  name: string;
  brand?: string | null;
  /** The product's GTIN (EAN), where the answer carries one. */
  gtin?: string | null;
  /** Image addresses, preferred first (the retailer's image, then the stored copy). */
  imageUrls?: readonly string[];
}

/** The second line of a product: brand and GTIN, whichever are known, joined by a middle dot. */
export function productDetailsLine(product: Pick<ProductSummary, 'brand' | 'gtin'>): string {
  return [product.brand, product.gtin].filter(Boolean).join(' · ');
}
