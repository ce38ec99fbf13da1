import { InfoCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { HoverTooltip } from '../HoverTooltip';

export const VIEW_PRODUCT_DETAILS = 'View product details';

export interface ProductDetailsInfoButtonProps {
  productDummyId?: string | number | null;
  onClick: (productDummyId: string | number) => void;
}

/** Whether a row stands for a product with details to open (an empty dummy id does not). */
export const hasProductDummyId = (
  productDummyId: string | number | null | undefined,
): productDummyId is string | number =>
  productDummyId !== null && productDummyId !== undefined && productDummyId !== '';

/** Opens the product details dialog; rows without a product dummy id have no details to open. */
export function ProductDetailsInfoButton({ productDummyId, onClick }: ProductDetailsInfoButtonProps) {
  if (!hasProductDummyId(productDummyId)) return null;
  return (
    <HoverTooltip title={VIEW_PRODUCT_DETAILS}>
      <Button
        type="text"
        size="small"
        aria-label={VIEW_PRODUCT_DETAILS}
        icon={<InfoCircleOutlined />}
        onClick={(event) => {
          // Rows are often clickable themselves; the button must not also trigger the row.
          event.stopPropagation();
          onClick(productDummyId);
        }}
      />
    </HoverTooltip>
  );
}
