import { HoverTooltip, ProductDetailsInfoButton } from '@shelfsight/ui-kit';
import { Card, theme } from 'antd';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../../productSummary';
import { ProductActions } from '../ProductActions';
import { ProductImage } from '../ProductImage';
import { ProductName } from '../ProductName';

export interface ProductCardProps {
  product: ProductSummary & {
    /** Retailers where the product is listed; left out, the card does not say. */
    retailerCount?: number;
  };
  /** Shows 'View product details' for a product with a dummy id. */
  onProductDetails?: (productDummyId: string | number) => void;
  /** Beneath the product: what the screen tells of it (a widget's key metrics, say). */
  children?: ReactNode;
}

export const retailerCountText = (count: number) => `Listed at ${count} ${count === 1 ? 'retailer' : 'retailers'}`;

/**
 * A product as a card: image, name, brand, where it is listed, what the screen adds beneath, and the actions
 * other features offer on it.
 */
export function ProductCard({ product, onProductDetails, children }: ProductCardProps) {
  // Plain elements in the theme's colours (an overview holds many cards; antd's Typography, its ellipsis
  // measuring and Flex cost far more per card than they show); the name is cut by CSS, whole in its tooltip.
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary };
  return (
    <Card size="small" role="article" aria-label={product.name} style={{ height: '100%' }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <ProductImage sources={product.imageUrls ?? []} alt={product.name} width={72} height={72} />
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 }}>
          <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 4 }}>
            <HoverTooltip title={product.name}>
              <ProductName
                name={product.name}
                productDummyId={product.productDummyId}
                onProductDetails={onProductDetails}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              />
            </HoverTooltip>
            {onProductDetails ? (
              <ProductDetailsInfoButton productDummyId={product.productDummyId} onClick={onProductDetails} />
            ) : null}
            <ProductActions productDummyId={product.productDummyId} productName={product.name} />
          </div>
          {product.brand ? <span style={secondary}>{product.brand}</span> : null}
          {product.gtin ? <span style={secondary}>GTIN {product.gtin}</span> : null}
          {product.retailerCount === undefined ? null : (
            <span style={secondary}>{retailerCountText(product.retailerCount)}</span>
          )}
        </div>
      </div>
      {children}
    </Card>
  );
}
