import { MoreOutlined } from '@ant-design/icons';
import { SlotActionsMenu } from '@shelfsight/api-client';
import { productDetailsLimits, productDetailsMessages, type ProductDetails } from '@shelfsight/contracts';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Alert, Button, Empty, Flex, Modal, Spin, Tabs } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { ProductDetailsHeader } from '../ProductDetailsHeader';

/** The dialog's width (spec 3 §2.1). */
export const PRODUCT_DETAILS_WIDTH = productDetailsLimits.dialogWidth;

export const PRODUCT_DETAILS_TEXTS = {
  noTabs: 'No details are available for this product yet.',
  moreActions: 'More actions',
  title: (productDummyId: string) => `Product ${productDummyId}`,
} as const;

export interface ProductDetailsTab {
  /** The tab's `productTab` value in the address. */
  key: string;
  label: string;
  content: ReactNode;
}

export interface ProductDetailsDialogProps {
  productDummyId: string;
  tabs: readonly ProductDetailsTab[];
  /** The open tab's key; an unknown key opens the first tab. */
  activeTab: string | null;
  onTabChange: (key: string) => void;
  onClose: () => void;
  /** The product's details call: absent while it loads. */
  details?: ProductDetails | undefined;
  /** The details call failed: the dialog says so instead of the header and tabs. */
  failed?: boolean;
}

/**
 * The frame of a product's details: a wide dialog titled with the product, a header with its image and what
 * identifies it (a spinner while the details load; the warning of spec 3 §4.1 when the product's information is
 * unavailable; the error alone when the call fails), its tabs (antd draws a tab's content
 * when the tab is first chosen, so a tab loads only when selected) and, with no tab, a plain note saying so. The
 * actions other features offer on the product (the `product.actions` slot) sit at the tab bar's end, out of the
 * title that names the dialog; nothing shows there while none is contributed.
 */
export function ProductDetailsDialog({
  productDummyId,
  tabs,
  activeTab,
  onTabChange,
  onClose,
  details,
  failed = false,
}: ProductDetailsDialogProps) {
  const active = tabs.find((tab) => tab.key === activeTab) ?? tabs[0];
  // The button is named by its text alone, not by the icon's own label too.
  const actions = (
    <SlotActionsMenu slot="product.actions" props={{ productDummyId }}>
      <Button size="small" icon={<MoreOutlined />} aria-label={PRODUCT_DETAILS_TEXTS.moreActions}>
        {PRODUCT_DETAILS_TEXTS.moreActions}
      </Button>
    </SlotActionsMenu>
  );
  return (
    <Modal
      open
      title={details?.productName ?? PRODUCT_DETAILS_TEXTS.title(productDummyId)}
      width={PRODUCT_DETAILS_WIDTH}
      footer={null}
      onCancel={onClose}
    >
      {failed ? (
        <Alert type="error" showIcon message={productDetailsMessages.failed} />
      ) : (
        <>
          {details ? <ProductDetailsHeader details={details} /> : <DelayedSpin />}
          {details && !details.infoAvailable ? (
            <Alert type="warning" showIcon message={productDetailsMessages.unavailable} />
          ) : null}
        </>
      )}
      {failed ? null : active ? (
        <Tabs
          activeKey={active.key}
          onChange={onTabChange}
          tabBarExtraContent={actions}
          items={tabs.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: <Suspense fallback={<Spin />}>{tab.content}</Suspense>,
          }))}
        />
      ) : (
        <>
          <Flex justify="end">{actions}</Flex>
          <Empty description={PRODUCT_DETAILS_TEXTS.noTabs} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        </>
      )}
    </Modal>
  );
}
