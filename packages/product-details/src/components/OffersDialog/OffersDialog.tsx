import { productDetailsLimits, type Offer, type RetailerDetail } from '@shelfsight/contracts';
import { formatCurrency } from '@shelfsight/ui-kit';
import { Button, Flex, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { detailsTablePagination, yesNo } from '../../details/detailsTable';
import { InStock, PriceFootnote, textOrDash } from '../DetailsCells';
import { SellerDetailsDialog } from './SellerDetailsDialog';

export interface OffersDialogProps {
  /** The retailer whose offers are listed; null: closed. */
  detail: RetailerDetail | null;
  priceType: 'INCL' | 'EXCL' | null;
  onClose: () => void;
}

/** The sellers offering the product at one retailer, each opening its ratings. */
export function OffersDialog({ detail, priceType, onClose }: OffersDialogProps) {
  const [seller, setSeller] = useState<Offer['sellerDetails'] | null>(null);
  const offers = detail?.offerList ?? [];
  const currency = detail?.currency ?? undefined;
  return (
    <Modal
      open={detail !== null}
      title={detail ? `Offers at ${detail.retailerName}` : undefined}
      width="100%"
      style={{ maxWidth: productDetailsLimits.offersDialogMaxWidth }}
      footer={null}
      onCancel={onClose}
    >
      <Flex vertical gap="small">
        <Table<Offer>
          size="small"
          rowKey={(offer) => `${offer.sellerName}-${offer.offerCondition}-${offer.offerPrice ?? ''}`}
          dataSource={offers}
          pagination={detailsTablePagination(offers.length)}
          columns={[
            {
              title: 'Seller',
              key: 'seller',
              render: (_, offer) => (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSeller(offer.sellerDetails)}>
                  {offer.sellerName}
                </Button>
              ),
            },
            {
              title: 'Buy box',
              key: 'buyBox',
              render: (_, offer) => (offer.isBuyBox ? <Tag color="blue">Buy box</Tag> : null),
            },
            { title: 'Condition', dataIndex: 'offerCondition', key: 'condition' },
            {
              title: 'Price',
              key: 'price',
              align: 'right',
              render: (_, offer) => formatCurrency(offer.offerPrice, currency),
            },
            { title: 'In stock', key: 'inStock', render: (_, offer) => <InStock value={offer.offerInStock} /> },
            {
              title: 'Availability',
              key: 'availability',
              render: (_, offer) => textOrDash(offer.offerAvailabilityText),
            },
            { title: 'Buy button', key: 'buyButton', render: (_, offer) => yesNo(offer.sellerHasBuyButton) },
          ]}
        />
        <PriceFootnote priceType={priceType} />
      </Flex>
      <SellerDetailsDialog seller={seller} onClose={() => setSeller(null)} />
    </Modal>
  );
}
