import type { ProductDetails } from '@shelfsight/contracts';
import { ProductImage } from '@shelfsight/product-kit';
import { EMPTY_VALUE, formatCurrency } from '@shelfsight/ui-kit';
import { Descriptions, Flex, Typography } from 'antd';

/** The lowest to the highest price in the summary's currency; one price when they agree. */
export function priceRange({ minPrice, maxPrice, currency }: ProductDetails['summary']): string {
  const unit = currency ?? undefined;
  if (minPrice === null && maxPrice === null) return EMPTY_VALUE;
  if (minPrice === null || maxPrice === null || minPrice === maxPrice) {
    return formatCurrency(minPrice ?? maxPrice, unit);
  }
  return `${formatCurrency(minPrice, unit)} – ${formatCurrency(maxPrice, unit)}`;
}

/** The currencies other than the summary's that some retailer prices the product in: the range leaves them out. */
export function otherCurrencies({ summary, retailerDetails }: ProductDetails): string[] {
  const others = new Set<string>();
  for (const detail of retailerDetails) {
    if (detail.sellingPrice !== null && detail.currency !== null && detail.currency !== summary.currency)
      others.add(detail.currency);
  }
  return [...others].sort();
}

export const alsoPricedIn = (currencies: readonly string[]) => `also priced in ${currencies.join(', ')}`;

/** Percentages show whole (spec 3 §9). */
export const availabilityRate = (rate: number | null) => (rate === null ? EMPTY_VALUE : `${Math.round(rate)}%`);

/** The product's image and what identifies it across retailers, above the tabs (the dialog's title names it). */
export function ProductDetailsHeader({ details }: { details: ProductDetails }) {
  const { summary } = details;
  const others = otherCurrencies(details);
  return (
    <Flex gap="large" align="start" style={{ marginBottom: 16 }}>
      <ProductImage
        sources={[details.imageUrl, details.thumbnailUrl]}
        alt={details.productName}
        width={96}
        height={96}
      />
      <Flex vertical flex={1}>
        <Descriptions
          size="small"
          column={5}
          items={[
            { key: 'brand', label: 'Brand', children: summary.brandName ?? EMPTY_VALUE },
            { key: 'gtin', label: 'GTIN', children: summary.eanCode ?? EMPTY_VALUE },
            { key: 'mpn', label: 'MPN', children: summary.manufacturerCode ?? EMPTY_VALUE },
            {
              key: 'price',
              label: 'Price range',
              children: (
                <Flex vertical>
                  {priceRange(summary)}
                  {others.length > 0 ? (
                    <Typography.Text type="secondary">{alsoPricedIn(others)}</Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            { key: 'availability', label: 'Availability rate', children: availabilityRate(summary.availabilityRate) },
          ]}
        />
      </Flex>
    </Flex>
  );
}
