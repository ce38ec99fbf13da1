import type { ProductDetails, ProductDetailsContext, RetailerDetail } from '@shelfsight/contracts';
import { formatNumber } from '@shelfsight/ui-kit';
import { Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { detailsTablePagination, formatCount } from '../../../details/detailsTable';
import { OpensDialog, pageLinkColumn, productCodeColumn, retailerNameColumn } from '../../DetailsCells';
import { ProductDetailsData } from '../../ProductDetailsData';
import { ReviewsDialog } from '../../ReviewsDialog';

export const REVIEWS_FOOTNOTE = 'The table contains only customer reviews that are visible on the product detail page.';

/** Each retailer's review count and rating, and the reviews its page shows, which open in a table. */
export function ReviewsTable({ details }: { details: ProductDetails }) {
  const [reviewsOf, setReviewsOf] = useState<RetailerDetail | null>(null);
  const rows = details.retailerDetails;
  return (
    <Flex vertical gap="small">
      <Table<RetailerDetail>
        size="small"
        rowKey="retailerId"
        dataSource={rows}
        pagination={detailsTablePagination(rows.length)}
        columns={[
          retailerNameColumn,
          productCodeColumn,
          {
            title: 'Number of reviews',
            key: 'count',
            align: 'right',
            render: (_, detail) => formatCount(detail.reviewCount),
          },
          { title: 'Rating', key: 'rating', align: 'right', render: (_, detail) => formatNumber(detail.reviewRating) },
          {
            title: 'Available to view',
            key: 'visible',
            align: 'right',
            render: (_, detail) => (
              <OpensDialog
                value={detail.reviewList.length}
                label={`Customer reviews at ${detail.retailerName}`}
                onOpen={() => setReviewsOf(detail)}
              />
            ),
          },
          pageLinkColumn,
        ]}
      />
      <Typography.Text type="secondary">{REVIEWS_FOOTNOTE}</Typography.Text>
      <ReviewsDialog detail={reviewsOf} onClose={() => setReviewsOf(null)} />
    </Flex>
  );
}

/** The Customer reviews tab (a `productDetails.tabs` contribution). */
export default function ReviewsTab(context: ProductDetailsContext) {
  return <ProductDetailsData context={context}>{(details) => <ReviewsTable details={details} />}</ProductDetailsData>;
}
