import type { RetailerDetail, Review } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import { Modal, Rate, Table, Typography } from 'antd';
import { detailsTablePagination } from '../../details/detailsTable';
import { textOrDash } from '../DetailsCells';

export interface ReviewsDialogProps {
  /** The retailer whose visible reviews are listed; null: closed. */
  detail: RetailerDetail | null;
  onClose: () => void;
}

/**
 * The customer reviews visible on the retailer's product page, newest first. Seven columns: the review's own
 * five fields, with the retailer and its product code so a row read alone (or copied out) still says where the
 * review stands.
 */
export function ReviewsDialog({ detail, onClose }: ReviewsDialogProps) {
  const reviews = detail?.reviewList ?? [];
  return (
    <Modal
      open={detail !== null}
      title={detail ? `Customer reviews at ${detail.retailerName}` : undefined}
      width={1200}
      footer={null}
      onCancel={onClose}
    >
      <Table<Review>
        size="small"
        rowKey={(review) => `${review.datePublished}-${review.title ?? ''}-${review.body ?? ''}`}
        dataSource={reviews}
        pagination={detailsTablePagination(reviews.length)}
        columns={[
          {
            title: 'Date',
            key: 'date',
            width: 110,
            render: (_, review) => formatPrettyDate(review.datePublished),
          },
          {
            title: 'Score',
            key: 'score',
            width: 150,
            render: (_, review) => <Rate disabled value={review.score} aria-label={`${review.score} of 5`} />,
          },
          { title: 'Title', key: 'title', render: (_, review) => textOrDash(review.title) },
          {
            title: 'Review',
            key: 'body',
            render: (_, review) => (
              <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ marginBottom: 0 }}>
                {textOrDash(review.body)}
              </Typography.Paragraph>
            ),
          },
          { title: 'Country', key: 'country', width: 80, render: (_, review) => textOrDash(review.country) },
          { title: 'Retailer', key: 'retailer', render: () => detail?.retailerName },
          { title: 'Product code', key: 'code', render: () => textOrDash(detail?.shopProductId) },
        ]}
      />
    </Modal>
  );
}
