import type { ProductOverviewProduct } from '@shelfsight/contracts';
import { ImageWithFallback, ProductDetailsInfoButton, TrendBadge } from '@shelfsight/ui-kit';
import { Card, Flex, Typography } from 'antd';
import { formatCellValue } from '../DataTableWidget';

export interface ProductCardProps {
  product: ProductOverviewProduct;
  onProductDetails?: (productDummyId: string | number) => void;
}

const retailerText = (count: number) => `Listed at ${count} ${count === 1 ? 'retailer' : 'retailers'}`;

/** One product of a product overview: image, name, brand, where it is listed and its key metrics. */
export function ProductCard({ product, onProductDetails }: ProductCardProps) {
  return (
    <Card size="small" role="article" aria-label={product.name} style={{ height: '100%' }}>
      <Flex gap={12}>
        <ImageWithFallback sources={product.imageUrls} alt={product.name} width={72} height={72} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Flex align="start" justify="space-between" gap={4}>
            <Typography.Text strong ellipsis={{ tooltip: product.name }}>
              {product.name}
            </Typography.Text>
            {onProductDetails ? (
              <ProductDetailsInfoButton productDummyId={product.productDummyId} onClick={onProductDetails} />
            ) : null}
          </Flex>
          {product.brand ? <Typography.Text type="secondary">{product.brand}</Typography.Text> : null}
          <Typography.Text type="secondary">{retailerText(product.retailerCount)}</Typography.Text>
        </Flex>
      </Flex>
      <dl
        style={{
          margin: '12px 0 0',
          display: 'grid',
          gridTemplateColumns: '1fr auto auto',
          gap: '4px 8px',
          alignItems: 'center',
        }}
      >
        {product.metrics.map((metric) => (
          <div key={metric.key} style={{ display: 'contents' }}>
            <dt>{metric.name}</dt>
            <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>
              {formatCellValue(metric.value, metric.format, metric.currency)}
            </dd>
            <dd style={{ margin: 0 }}>
              {metric.trend === null ? null : <TrendBadge value={metric.trend} invertColors={metric.lowerIsBetter} />}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
