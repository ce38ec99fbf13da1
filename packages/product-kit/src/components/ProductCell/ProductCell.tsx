import { ProductDetailsInfoButton } from '@shelfsight/ui-kit';
import { productDetailsLine, type ProductSummary } from '../../productSummary';
import { ProductActions } from '../ProductActions';
import { ProductImage } from '../ProductImage';
import { ProductName } from '../ProductName';

export interface ProductCellProps {
  product: ProductSummary;
  /** Side of the square image in pixels. */
  imageSize?: number;
  /** Shows 'View product details' for a product with a dummy id. */
  onProductDetails?: (productDummyId: string | number) => void;
  /** Laid out for print: paper has no one to click, so neither the details button nor the actions show. */
  printed?: boolean;
}

/**
 * A product in a table cell: its image, its name, brand and GTIN beneath, the details button and the actions
 * other features offer on it. Plain elements in the theme's colours: a table holds a cell per row (a printed
 * image-similarity overview a thousand), and antd's Typography and Flex cost far more per cell than they show.
 */
export function ProductCell({ product, imageSize = 40, onProductDetails, printed = false }: ProductCellProps) {
  const details = productDetailsLine(product);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <ProductImage sources={product.imageUrls ?? []} alt={product.name} width={imageSize} height={imageSize} />
      <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <ProductName
          name={product.name}
          productDummyId={product.productDummyId}
          onProductDetails={printed ? undefined : onProductDetails}
        />
        {details ? <span style={{ color: 'var(--ant-color-text-secondary)' }}>{details}</span> : null}
      </div>
      {onProductDetails && !printed ? (
        <ProductDetailsInfoButton productDummyId={product.productDummyId} onClick={onProductDetails} />
      ) : null}
      {printed ? null : <ProductActions productDummyId={product.productDummyId} productName={product.name} />}
    </div>
  );
}
