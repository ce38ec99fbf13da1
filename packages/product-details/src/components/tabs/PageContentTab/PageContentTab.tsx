import type { ProductDetails, ProductDetailsContext, RetailerDetail } from '@shelfsight/contracts';
import { EMPTY_VALUE } from '@shelfsight/ui-kit';
import { Table } from 'antd';
import { useState } from 'react';
import { detailsTablePagination, yesNo } from '../../../details/detailsTable';
import { DccScoreDialog } from '../../DccScoreDialog';
import { dccScoreColumn, OpensDialog, retailerNameColumn, textOrDash } from '../../DetailsCells';
import { MediaDialog } from '../../MediaDialog';
import { ProductDetailsData } from '../../ProductDetailsData';

/** Whether the page has it, for a page the retailer did not list ('-', as nothing was read). */
const presence = (detail: RetailerDetail, present: boolean) => (detail.listed ? yesNo(present) : EMPTY_VALUE);

export interface PageContentTableProps {
  details: ProductDetails;
  productDummyId: string;
}

/** What each retailer's page shows of the product: the content the DCC score judges. */
export function PageContentTable({ details, productDummyId }: PageContentTableProps) {
  const [dccOf, setDccOf] = useState<RetailerDetail | null>(null);
  const [mediaOf, setMediaOf] = useState<RetailerDetail | null>(null);
  const rows = details.retailerDetails;
  return (
    <>
      <Table<RetailerDetail>
        size="small"
        rowKey="retailerId"
        dataSource={rows}
        pagination={detailsTablePagination(rows.length)}
        columns={[
          retailerNameColumn,
          dccScoreColumn(setDccOf),
          {
            title: 'Images',
            key: 'images',
            align: 'right',
            render: (_, detail) => (
              <OpensDialog
                value={detail.imageCount}
                label={`Images & videos at ${detail.retailerName}`}
                onOpen={() => setMediaOf(detail)}
              />
            ),
          },
          { title: 'Videos', key: 'videos', align: 'right', render: (_, detail) => detail.videoCount ?? EMPTY_VALUE },
          { title: 'Title', key: 'title', render: (_, detail) => textOrDash(detail.productTitle) },
          { title: 'Subtitle', key: 'subtitle', render: (_, detail) => textOrDash(detail.productSubTitle) },
          {
            title: 'Description',
            key: 'description',
            render: (_, detail) => presence(detail, detail.productDescriptionPresent),
          },
          {
            title: 'Bullet points',
            key: 'bullets',
            render: (_, detail) => presence(detail, detail.bulletpointsPresent),
          },
          { title: 'Brand', key: 'brand', render: (_, detail) => textOrDash(detail.pdpbrand) },
          { title: 'GTIN', key: 'gtin', render: (_, detail) => textOrDash(detail.pdpGtin) },
          { title: 'MPN', key: 'mpn', render: (_, detail) => textOrDash(detail.pdpMpnCode) },
        ]}
      />
      <DccScoreDialog detail={dccOf} pages={details.retailerDetails} onClose={() => setDccOf(null)} />
      <MediaDialog detail={mediaOf} productDummyId={productDummyId} onClose={() => setMediaOf(null)} />
    </>
  );
}

/** The Page Content tab (a `productDetails.tabs` contribution). */
export default function PageContentTab(context: ProductDetailsContext) {
  return (
    <ProductDetailsData context={context}>
      {(details) => <PageContentTable details={details} productDummyId={context.productDummyId} />}
    </ProductDetailsData>
  );
}
