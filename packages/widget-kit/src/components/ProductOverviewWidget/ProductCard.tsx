import type { ProductOverviewProduct } from '@shelfsight/contracts';
import { HoverTooltip, ImageWithFallback, ProductDetailsInfoButton, TrendBadge } from '@shelfsight/ui-kit';
import { Card, theme } from 'antd';
import { formatCellValue } from '../DataTableWidget';

export interface ProductCardProps {
  product: ProductOverviewProduct;
  onProductDetails?: (productDummyId: string | number) => void;
}

const retailerText = (count: number) => `Listed at ${count} ${count === 1 ? 'retailer' : 'retailers'}`;

/** One product of a product overview: image, name, brand, where it is listed and its key metrics. */
export function ProductCard({ product, onProductDetails }: ProductCardProps) {
  // Plain elements in the theme's colours (an overview holds many cards; antd's Typography, its ellipsis
  // measuring and Flex cost far more per card than they show); the name is cut by CSS, whole in its tooltip.
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary };
  return (
    <Card size="small" role="article" aria-label={product.name} style={{ height: '100%' }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <ImageWithFallback sources={product.imageUrls} alt={product.name} width={72} height={72} />
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 }}>
          <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 4 }}>
            <HoverTooltip title={product.name}>
              <strong style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {product.name}
              </strong>
            </HoverTooltip>
            {onProductDetails ? (
              <ProductDetailsInfoButton productDummyId={product.productDummyId} onClick={onProductDetails} />
            ) : null}
          </div>
          {product.brand ? <span style={secondary}>{product.brand}</span> : null}
          <span style={secondary}>{retailerText(product.retailerCount)}</span>
        </div>
      </div>
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
