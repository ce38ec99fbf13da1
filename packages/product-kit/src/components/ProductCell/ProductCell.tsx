import { ProductDetailsInfoButton } from '@shelfsight/ui-kit';
import { Flex, Typography } from 'antd';
import { productDetailsLine, type ProductSummary } from '../../productSummary';
import { ProductActions } from '../ProductActions';
import { ProductImage } from '../ProductImage';

export interface ProductCellProps {
  product: ProductSummary;
  /** Side of the square image in pixels. */
  imageSize?: number;
  /** Shows 'View product details' for a product with a dummy id. */
  onProductDetails?: (productDummyId: string | number) => void;
}

/**
 * A product in a table cell: its image, its name, brand and GTIN beneath, the details button and the actions
 * other features offer on it.
 */
export function ProductCell({ product, imageSize = 40, onProductDetails }: ProductCellProps) {
  const details = productDetailsLine(product);
  return (
    <Flex align="center" gap={8}>
      <ProductImage sources={product.imageUrls ?? []} alt={product.name} width={imageSize} height={imageSize} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>{product.name}</Typography.Text>
        {details ? <Typography.Text type="secondary">{details}</Typography.Text> : null}
      </Flex>
      {onProductDetails ? (
        <ProductDetailsInfoButton productDummyId={product.productDummyId} onClick={onProductDetails} />
      ) : null}
      <ProductActions productDummyId={product.productDummyId} productName={product.name} />
    </Flex>
  );
}
