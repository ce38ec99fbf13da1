import { hasProductDummyId } from '@shelfsight/ui-kit';
import type { HTMLAttributes, Ref } from 'react';
import './productName.css';

export interface ProductNameProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  name: string;
  productDummyId?: string | number | null;
  /** Opens the product's details; without it (or without a dummy id) the name is plain text. */
  onProductDetails?: (productDummyId: string | number) => void;
  /** A tooltip around the name (HoverTooltip) hands its ref and pointer handlers to the element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A product's name in bold. With a details handler and a dummy id, the name itself opens the details: people
 * click a product's name, not only the small (i) beside it.
 */
export function ProductName({ name, productDummyId, onProductDetails, style, ref, ...rest }: ProductNameProps) {
  if (!onProductDetails || !hasProductDummyId(productDummyId)) {
    return (
      <strong ref={ref} style={{ fontWeight: 600, ...style }} {...rest}>
        {name}
      </strong>
    );
  }
  return (
    <button
      type="button"
      ref={ref as Ref<HTMLButtonElement>}
      style={style}
      {...rest}
      // A tooltip adds its own class (ant-tooltip-open) while open: both apply.
      className={rest.className ? `product-kit-name-button ${rest.className}` : 'product-kit-name-button'}
      onClick={(event) => {
        rest.onClick?.(event);
        // Rows are often clickable themselves; the name must not also trigger the row.
        event.stopPropagation();
        onProductDetails(productDummyId);
      }}
    >
      {name}
    </button>
  );
}
