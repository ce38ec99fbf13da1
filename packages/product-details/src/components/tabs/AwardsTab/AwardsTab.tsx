import type { ProductDetails, ProductDetailsContext, RetailerDetail } from '@shelfsight/contracts';
import { EMPTY_VALUE } from '@shelfsight/ui-kit';
import { Image, Space, Table, Typography } from 'antd';
import { detailsTablePagination } from '../../../details/detailsTable';
import { ExternalLink } from '../../DetailsCells';
import { ProductDetailsData } from '../../ProductDetailsData';

type Award = RetailerDetail['awardDetails'][number];

interface AwardRow {
  key: string;
  retailerName: string;
  award: Award;
}

/** One row per award a retailer's page shows; a retailer without awards has no row. */
export const awardRowsOf = (details: ProductDetails): AwardRow[] =>
  details.retailerDetails.flatMap((detail) =>
    detail.awardDetails.map((award, index) => ({
      key: `${detail.retailerId}-${index}`,
      retailerName: detail.retailerName,
      award,
    })),
  );

/** The award's address, with actions to open it and to copy it. */
function TargetUrl({ award }: { award: Award }) {
  if (!award.targetUrl) return <>{EMPTY_VALUE}</>;
  return (
    <Space>
      <Typography.Text
        ellipsis={{ tooltip: award.targetUrl }}
        style={{ maxWidth: 360 }}
        copyable={{ text: award.targetUrl, tooltips: ['Copy link', 'Copied'] }}
      >
        {award.targetUrl}
      </Typography.Text>
      <ExternalLink href={award.targetUrl} label={`Open ${award.label}`} />
    </Space>
  );
}

export function AwardsTable({ details }: { details: ProductDetails }) {
  const rows = awardRowsOf(details);
  return (
    <Table<AwardRow>
      size="small"
      rowKey="key"
      dataSource={rows}
      pagination={detailsTablePagination(rows.length)}
      locale={{ emptyText: 'No retailer shows an award for this product.' }}
      columns={[
        { title: 'Retailer', key: 'retailer', render: (_, row) => row.retailerName },
        { title: 'Label', key: 'label', render: (_, row) => row.award.label },
        {
          title: 'Image',
          key: 'image',
          render: (_, row) =>
            row.award.imageUrl ? (
              <Image src={row.award.imageUrl} alt={row.award.label} width={48} height={48} />
            ) : (
              EMPTY_VALUE
            ),
        },
        { title: 'Target URL', key: 'target', render: (_, row) => <TargetUrl award={row.award} /> },
      ]}
    />
  );
}

/** The Awards tab (a `productDetails.tabs` contribution). */
export default function AwardsTab(context: ProductDetailsContext) {
  return <ProductDetailsData context={context}>{(details) => <AwardsTable details={details} />}</ProductDetailsData>;
}
