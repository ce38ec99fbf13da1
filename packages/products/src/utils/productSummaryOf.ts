import type { ProductSummary } from '@shelfsight/product-kit';

/** A catalogue product as the product cell shows it: its picture when it has one, its first GTIN. */
export function productSummaryOf(product: {
  id: number;
  name: string;
  brandName: string | null;
  gtinCodes: string[];
  imageUrl: string | null;
}): ProductSummary {
  return {
    productDummyId: product.id,
    name: product.name,
    brand: product.brandName,
    gtin: product.gtinCodes[0] ?? null,
    imageUrls: product.imageUrl ? [product.imageUrl] : [],
  };
}
