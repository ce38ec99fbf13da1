import type { Offer } from '@shelfsight/contracts';
import { formatNumber } from '@shelfsight/ui-kit';
import { Descriptions, Modal } from 'antd';
import { formatCount } from '../../details/detailsTable';

type SellerDetails = Offer['sellerDetails'];

/** The seller's ratings as the retailer shows them, in the order of spec 3 §3. */
export const sellerRatings: { key: keyof SellerDetails; label: string }[] = [
  { key: 'ratingOverall', label: 'Overall rating' },
  { key: 'ratingProduct_Information', label: 'Product information' },
  { key: 'ratingDelivery_Time', label: 'Delivery time' },
  { key: 'ratingShipping', label: 'Shipping' },
  { key: 'ratingService', label: 'Service' },
];

export interface SellerDetailsDialogProps {
  seller: SellerDetails | null;
  onClose: () => void;
}

/** A seller's ratings and how many reviews it received lately. */
export function SellerDetailsDialog({ seller, onClose }: SellerDetailsDialogProps) {
  return (
    <Modal open={seller !== null} title={seller?.displayName} footer={null} onCancel={onClose}>
      {seller ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            ...sellerRatings.map(({ key, label }) => ({
              key,
              label,
              children: formatNumber(seller[key] as number | null),
            })),
            { key: 'recent', label: 'Recent reviews', children: formatCount(seller.recentReviewCount) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
