import { theme } from 'antd';
import { productDetailsLine, type ProductSummary } from '../../productSummary';

export interface ProductRowProps {
  product: Pick<ProductSummary, 'name' | 'brand' | 'gtin'>;
}

/**
 * A product on one line: its name, then brand and GTIN in the secondary colour, cut with an ellipsis when the line
 * is too short (whole in the title). For option lists and dense lists, where an image per product would crowd.
 */
export function ProductRow({ product }: ProductRowProps) {
  const { token } = theme.useToken();
  const details = productDetailsLine(product);
  const whole = details ? `${product.name} · ${details}` : product.name;
  return (
    <span
      title={whole}
      style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
    >
      <span>{product.name}</span>
      {details ? <span style={{ color: token.colorTextSecondary, marginInlineStart: 8 }}>{details}</span> : null}
    </span>
  );
}
