import type { ProductDetails, ProductDetailsContext, RetailerDetail } from '@shelfsight/contracts';
import { formatCurrency } from '@shelfsight/ui-kit';
import { Flex, Table, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { detailsTablePagination } from '../../../details/detailsTable';
import { DccScoreDialog } from '../../DccScoreDialog';
import {
  CountryCode,
  dccScoreColumn,
  InStock,
  OpensDialog,
  pageLinkColumn,
  PriceFootnote,
  productCodeColumn,
  RetailerLogo,
  textOrDash,
} from '../../DetailsCells';
import { OffersDialog } from '../../OffersDialog';
import { ProductDetailsData } from '../../ProductDetailsData';

/** The title as the page shows it: the title with its subtitle, or the full title where they were not split. */
function TitleCell({ detail }: { detail: RetailerDetail }) {
  if (!detail.productTitle) return <>{textOrDash(detail.fullProductTitle)}</>;
  return (
    <Flex vertical>
      <span>{detail.productTitle}</span>
      {detail.productSubTitle ? <Typography.Text type="secondary">{detail.productSubTitle}</Typography.Text> : null}
    </Flex>
  );
}

/**
 * One row per retailer: where the product stands at a glance. The number of offers shows only when a retailer
 * has more than one (otherwise every row would say 1 or nothing).
 */
export function SummaryTable({ details }: { details: ProductDetails }) {
  const [dccOf, setDccOf] = useState<RetailerDetail | null>(null);
  const [offersOf, setOffersOf] = useState<RetailerDetail | null>(null);
  const rows = details.retailerDetails;
  const showsOffers = rows.some((detail) => detail.offerList.length > 1);
  const columns: TableColumnType<RetailerDetail>[] = [
    { title: 'Retailer', key: 'retailer', render: (_, detail) => <RetailerLogo detail={detail} /> },
    {
      title: 'Country',
      key: 'country',
      render: (_, detail) => <CountryCode code={detail.countryCode} name={detail.countryName} />,
    },
    { title: 'Title', key: 'title', render: (_, detail) => <TitleCell detail={detail} /> },
    productCodeColumn,
    dccScoreColumn(setDccOf),
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      render: (_, detail) => formatCurrency(detail.sellingPrice, detail.currency ?? undefined),
    },
    ...(showsOffers
      ? [
          {
            title: 'Number of offers',
            key: 'offers',
            align: 'right' as const,
            render: (_: unknown, detail: RetailerDetail) => (
              <OpensDialog
                value={detail.offerList.length || null}
                label={`Offers at ${detail.retailerName}`}
                onOpen={() => setOffersOf(detail)}
              />
            ),
          },
        ]
      : []),
    { title: 'In stock', key: 'inStock', render: (_, detail) => <InStock value={detail.inStockIndicator} /> },
    pageLinkColumn,
  ];
  return (
    <Flex vertical gap="small">
      <Table<RetailerDetail>
        size="small"
        rowKey="retailerId"
        dataSource={rows}
        columns={columns}
        pagination={detailsTablePagination(rows.length)}
      />
      <PriceFootnote priceType={details.priceType} />
      <DccScoreDialog detail={dccOf} pages={details.retailerDetails} onClose={() => setDccOf(null)} />
      <OffersDialog detail={offersOf} priceType={details.priceType} onClose={() => setOffersOf(null)} />
    </Flex>
  );
}

/** The Summary tab (a `productDetails.tabs` contribution). */
export default function SummaryTab(context: ProductDetailsContext) {
  return <ProductDetailsData context={context}>{(details) => <SummaryTable details={details} />}</ProductDetailsData>;
}
