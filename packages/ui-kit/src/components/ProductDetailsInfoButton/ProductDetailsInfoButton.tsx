import { InfoCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { HoverTooltip } from '../HoverTooltip';

export const VIEW_PRODUCT_DETAILS = 'View product details';

export interface ProductDetailsInfoButtonProps {
  productDummyId?: string | number | null;
  onClick: (productDummyId: string | number) => void;
}

/** Opens the product details dialog; rows without a product dummy id have no details to open. */
export function ProductDetailsInfoButton({ productDummyId, onClick }: ProductDetailsInfoButtonProps) {
  if (productDummyId === null || productDummyId === undefined || productDummyId === '') return null;
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
