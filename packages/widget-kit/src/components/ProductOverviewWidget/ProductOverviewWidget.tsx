import type { ProductOverviewOutput } from '@shelfsight/contracts';
import { ProductCard } from '@shelfsight/product-kit';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { ProductMetricList } from './ProductMetricList';

export interface ProductOverviewWidgetProps {
  output: ProductOverviewOutput;
  loading?: boolean;
  onProductDetails?: (productDummyId: string | number) => void;
  /** Laid out for print: the first cards only, with no button to show more. */
  printed?: boolean;
}

export const NO_PRODUCTS_FOUND = 'No products found.';
export const SHOW_MORE_PRODUCTS = 'Show more products';

/**
 * Cards shown at first and added by each "Show more": three rows of four on a full-width card. An answer holds
 * up to 50 products, whose cards were half of the elements of a 12-widget dashboard's page.
 */
export const PRODUCT_CARDS_STEP = 12;

/**
 * PRODUCT_OVERVIEW widget: a grid of product cards, best first, twelve at a time; says how many matched when fewer
 * are shown.
 */
export function ProductOverviewWidget({
  output,
  loading = false,
  onProductDetails,
  printed = false,
}: ProductOverviewWidgetProps) {
  const { products, totalProducts } = output;
  const [shownCount, setShownCount] = useState(PRODUCT_CARDS_STEP);
  const shown = products.slice(0, shownCount);
  return (
    <Spin spinning={loading}>
      {products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_PRODUCTS_FOUND} />
      ) : (
        <Flex vertical gap={8}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}>
            {shown.map((product, index) => (
              <ProductCard
                key={product.productDummyId ?? `product-${index}`}
                product={product}
                onProductDetails={onProductDetails}
              >
                <ProductMetricList metrics={product.metrics} />
              </ProductCard>
            ))}
          </div>
          {totalProducts > shown.length ? (
            <Flex gap="small" align="center" wrap>
              <Typography.Text type="secondary">
                Showing {shown.length} of {totalProducts.toLocaleString('en-US')} products
              </Typography.Text>
              {!printed && shown.length < products.length ? (
                <Button size="small" onClick={() => setShownCount((count) => count + PRODUCT_CARDS_STEP)}>
                  {SHOW_MORE_PRODUCTS}
                </Button>
              ) : null}
            </Flex>
          ) : null}
        </Flex>
      )}
    </Spin>
  );
}
