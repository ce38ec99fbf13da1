import type { IntradayRecord, ProductDetails, ProductDetailsContext, RetailerDetail } from '@shelfsight/contracts';
import { EMPTY_VALUE, formatCurrency, toDateTime } from '@shelfsight/ui-kit';
import { Flex, Table } from 'antd';
import { detailsTablePagination } from '../../../details/detailsTable';
import {
  InStock,
  pageLinkColumn,
  PriceFootnote,
  productCodeColumn,
  retailerNameColumn,
  textOrDash,
} from '../../DetailsCells';
import { ProductDetailsData } from '../../ProductDetailsData';

/** The time of day a page was read, in the user's time zone. */
export const readTime = (value: string) => toDateTime(value)?.toFormat('HH:mm') ?? EMPTY_VALUE;

/** The day's reads of one page, in time order. */
function IntradayTable({ detail }: { detail: RetailerDetail }) {
  const currency = detail.currency ?? undefined;
  return (
    <Table<IntradayRecord>
      size="small"
      aria-label={`Reads of the day at ${detail.retailerName}`}
      rowKey="downloadDateTime"
      dataSource={detail.intraDayRecords}
      pagination={detailsTablePagination(detail.intraDayRecords.length)}
      columns={[
        { title: 'Read at', key: 'time', render: (_, record) => readTime(record.downloadDateTime) },
        { title: 'In stock', key: 'inStock', render: (_, record) => <InStock value={record.inStockIndicator} /> },
        {
          title: 'Original price',
          key: 'original',
          align: 'right',
          render: (_, record) => formatCurrency(record.originalPrice, currency),
        },
        {
          title: 'Price',
          key: 'price',
          align: 'right',
          render: (_, record) => formatCurrency(record.sellingPrice, currency),
        },
        { title: 'Stock text', key: 'stockText', render: (_, record) => textOrDash(record.stockText) },
      ]}
    />
  );
}

/** Price and stock per retailer on the last day; a retailer read several times that day expands to its reads. */
export function PriceAvailabilityTable({ details }: { details: ProductDetails }) {
  const rows = details.retailerDetails;
  return (
    <Flex vertical gap="small">
      <Table<RetailerDetail>
        size="small"
        rowKey="retailerId"
        dataSource={rows}
        pagination={detailsTablePagination(rows.length)}
        expandable={{
          // No blank column before the retailers when no page was read more than once that day.
          showExpandColumn: rows.some((detail) => detail.intraDayRecords.length > 0),
          rowExpandable: (detail) => detail.intraDayRecords.length > 0,
          expandedRowRender: (detail) => <IntradayTable detail={detail} />,
        }}
        columns={[
          retailerNameColumn,
          productCodeColumn,
          { title: 'In stock', key: 'inStock', render: (_, detail) => <InStock value={detail.inStockIndicator} /> },
          {
            title: 'Original price',
            key: 'original',
            align: 'right',
            render: (_, detail) => formatCurrency(detail.originalPrice, detail.currency ?? undefined),
          },
          {
            title: 'Price',
            key: 'price',
            align: 'right',
            render: (_, detail) => formatCurrency(detail.sellingPrice, detail.currency ?? undefined),
          },
          { title: 'Stock text', key: 'stockText', render: (_, detail) => textOrDash(detail.stockText) },
          { title: 'Delivery text', key: 'delivery', render: (_, detail) => textOrDash(detail.deliveryTimeText) },
          pageLinkColumn,
        ]}
      />
      <PriceFootnote priceType={details.priceType} />
    </Flex>
  );
}

/** The Price & Availability tab (a `productDetails.tabs` contribution). */
export default function PriceAvailabilityTab(context: ProductDetailsContext) {
  return (
    <ProductDetailsData context={context}>
      {(details) => <PriceAvailabilityTable details={details} />}
    </ProductDetailsData>
  );
}
