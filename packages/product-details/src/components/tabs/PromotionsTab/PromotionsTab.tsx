import type { ProductDetails, ProductDetailsContext, RetailerDetail } from '@shelfsight/contracts';
import { EMPTY_VALUE } from '@shelfsight/ui-kit';
import { Image, Table } from 'antd';
import { detailsTablePagination } from '../../../details/detailsTable';
import { ExternalLink, textOrDash } from '../../DetailsCells';
import { ProductDetailsData } from '../../ProductDetailsData';

type Promotion = RetailerDetail['promotionDetails'][number];

export interface PromotionRow {
  key: string;
  detail: RetailerDetail;
  /** Null: the retailer's one empty row, as it shows no promotion. */
  promotion: Promotion | null;
}

/**
 * One row per promotion, and one empty row for a retailer without any so every retailer is listed; rows with a
 * promotion come first, each group keeping the retailers' order.
 */
export function promotionRowsOf(details: ProductDetails): PromotionRow[] {
  const rows = details.retailerDetails.flatMap((detail): PromotionRow[] =>
    detail.promotionDetails.length === 0
      ? [{ key: `${detail.retailerId}`, detail, promotion: null }]
      : detail.promotionDetails.map((promotion, index) => ({
          key: `${detail.retailerId}-${index}`,
          detail,
          promotion,
        })),
  );
  return [...rows.filter((row) => row.promotion), ...rows.filter((row) => !row.promotion)];
}

export function PromotionsTable({ details }: { details: ProductDetails }) {
  const rows = promotionRowsOf(details);
  return (
    <Table<PromotionRow>
      size="small"
      rowKey="key"
      dataSource={rows}
      pagination={detailsTablePagination(rows.length)}
      columns={[
        { title: 'Retailer', key: 'retailer', render: (_, row) => row.detail.retailerName },
        { title: 'Product code', key: 'productCode', render: (_, row) => textOrDash(row.detail.shopProductId) },
        { title: 'Title', key: 'title', render: (_, row) => textOrDash(row.promotion?.title) },
        {
          title: 'Image',
          key: 'image',
          render: (_, row) =>
            row.promotion?.imageUrl ? (
              <Image src={row.promotion.imageUrl} alt={row.promotion.title} width={48} height={48} />
            ) : (
              EMPTY_VALUE
            ),
        },
        { title: 'Additional text', key: 'text', render: (_, row) => textOrDash(row.promotion?.text) },
        {
          title: 'Link',
          key: 'link',
          width: 56,
          align: 'center',
          render: (_, row) =>
            row.promotion ? (
              <ExternalLink href={row.promotion.link} label={`Open the promotion ${row.promotion.title}`} />
            ) : (
              EMPTY_VALUE
            ),
        },
      ]}
    />
  );
}

/** The Promotions tab (a `productDetails.tabs` contribution). */
export default function PromotionsTab(context: ProductDetailsContext) {
  return (
    <ProductDetailsData context={context}>{(details) => <PromotionsTable details={details} />}</ProductDetailsData>
  );
}
