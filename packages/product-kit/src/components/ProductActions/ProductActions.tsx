import { MoreOutlined } from '@ant-design/icons';
import { SlotActionsMenu } from '@shelfsight/api-client';
import { hasProductDummyId } from '@shelfsight/ui-kit';
import { Button } from 'antd';

export const PRODUCT_ACTIONS_TEXTS = {
  more: (productName: string) => `More actions for ${productName}`,
} as const;

export interface ProductActionsProps {
  /** The product the actions are for; without a dummy id there is nothing to act on, and nothing shows. */
  productDummyId?: string | number | null;
  /** Names the menu's button for assistive technology. */
  productName: string;
}

/**
 * The actions other features offer on a product (the `product.actions` slot) as a small "more" menu; nothing
 * shows while no feature contributes one, or without the app's slots bound (Storybook, a screen in a test).
 */
export function ProductActions({ productDummyId, productName }: ProductActionsProps) {
  if (!hasProductDummyId(productDummyId)) return null;
  return (
    <SlotActionsMenu slot="product.actions" props={{ productDummyId: String(productDummyId) }}>
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={PRODUCT_ACTIONS_TEXTS.more(productName)} />
    </SlotActionsMenu>
  );
}
