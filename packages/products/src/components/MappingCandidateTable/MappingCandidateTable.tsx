import type { MappableRetailerProduct } from '@shelfsight/contracts';
import { Button, Table, Tag, Typography } from 'antd';

export interface MappingCandidateTableProps {
  /** The product being mapped. */
  productId: number;
  candidates: readonly MappableRetailerProduct[];
  onMap: (candidate: MappableRetailerProduct) => void;
  onUnmap: (candidate: MappableRetailerProduct) => void;
  readOnly?: boolean;
  /** The name of another product a candidate is mapped to. */
  productNameOf: (productId: number) => string;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Retailer products that could be the product, best suggestion first, with why they are suggested. */
export function MappingCandidateTable({
  productId,
  candidates,
  onMap,
  onUnmap,
  readOnly,
  productNameOf,
}: MappingCandidateTableProps) {
  return (
    <Table<MappableRetailerProduct>
      size="small"
      rowKey={(candidate) => `${candidate.retailerId}:${candidate.shopProductId}`}
      dataSource={[...candidates]}
      pagination={candidates.length > 10 ? { pageSize: 10 } : false}
      columns={[
        { title: 'Retailer', dataIndex: 'retailerName' },
        {
          title: 'Retailer product',
          render: (_, candidate) => (
            <>
              <div>{candidate.name}</div>
              <Typography.Text type="secondary">
                {[candidate.shopProductId, candidate.eanCode, candidate.mpnCode].filter(Boolean).join(' · ')}
              </Typography.Text>
            </>
          ),
        },
        {
          title: 'Suggestion',
          render: (_, { suggestion }) => (
            <>
              {suggestion.gtinMatch && <Tag color="green">GTIN</Tag>}
              {suggestion.mpnMatch && <Tag color="blue">MPN</Tag>}
              <Typography.Text type="secondary">name {percent(suggestion.nameSimilarity)}</Typography.Text>
            </>
          ),
        },
        {
          title: 'Mapped to',
          render: (_, candidate) =>
            candidate.productId === productId ? (
              <Tag color="green">this product</Tag>
            ) : candidate.productId === null ? (
              <Tag>unmapped</Tag>
            ) : (
              <Typography.Text>{productNameOf(candidate.productId)}</Typography.Text>
            ),
        },
        {
          title: '',
          align: 'right',
          render: (_, candidate) =>
            candidate.productId === productId ? (
              <Button
                size="small"
                disabled={readOnly}
                aria-label={`Unmap ${candidate.shopProductId} at ${candidate.retailerName}`}
                onClick={() => onUnmap(candidate)}
              >
                Unmap
              </Button>
            ) : (
              <Button
                size="small"
                type="primary"
                disabled={readOnly}
                aria-label={`Map ${candidate.shopProductId} at ${candidate.retailerName}`}
                onClick={() => onMap(candidate)}
              >
                Map
              </Button>
            ),
        },
      ]}
    />
  );
}
