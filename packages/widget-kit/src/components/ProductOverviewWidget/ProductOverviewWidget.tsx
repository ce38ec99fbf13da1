import type { ProductOverviewOutput } from '@shelfsight/contracts';
import { Empty, Flex, Spin, Typography } from 'antd';
import { ProductCard } from './ProductCard';

export interface ProductOverviewWidgetProps {
  output: ProductOverviewOutput;
  loading?: boolean;
  onProductDetails?: (productDummyId: string | number) => void;
}

export const NO_PRODUCTS_FOUND = 'No products found.';

/** PRODUCT_OVERVIEW widget: a grid of product cards; says how many matched when the answer holds only the top ones. */
export function ProductOverviewWidget({ output, loading = false, onProductDetails }: ProductOverviewWidgetProps) {
  const { products, totalProducts } = output;
  return (
    <Spin spinning={loading}>
      {products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_PRODUCTS_FOUND} />
      ) : (
        <Flex vertical gap={8}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}>
            {products.map((product, index) => (
              <ProductCard
                key={product.productDummyId ?? `product-${index}`}
                product={product}
                onProductDetails={onProductDetails}
              />
            ))}
          </div>
          {totalProducts > products.length ? (
            <Typography.Text type="secondary">
              Showing {products.length} of {totalProducts} products
            </Typography.Text>
          ) : null}
        </Flex>
      )}
    </Spin>
  );
}
