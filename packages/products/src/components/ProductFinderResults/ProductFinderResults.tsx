import type { ProductFinderHit } from '@shelfsight/contracts';
import { ProductCell } from '@shelfsight/product-kit';
import { Table, Typography } from 'antd';
import { productSummaryOf } from '../../utils/productSummaryOf';

export interface ProductFinderResultsProps {
  hits: readonly ProductFinderHit[];
  loading?: boolean;
  onProductDetails?: (productId: string | number) => void;
}

/** Product pages found at retailers: the product, the retailer, its shop product id and a link to the page. */
export function ProductFinderResults({ hits, loading, onProductDetails }: ProductFinderResultsProps) {
  return (
    <Table<ProductFinderHit>
      rowKey={(hit) => `${hit.productId}:${hit.retailerId}`}
      size="small"
      loading={loading}
      dataSource={hits as ProductFinderHit[]}
      pagination={{ hideOnSinglePage: true, pageSize: 50 }}
      columns={[
        {
          key: 'product',
          title: 'Product',
          render: (_, hit) => (
            <ProductCell
              product={productSummaryOf({ ...hit, id: hit.productId, name: hit.productName })}
              onProductDetails={onProductDetails}
            />
          ),
        },
        { key: 'mpn', title: 'MPN', render: (_, hit) => hit.mpnCodes.join(', ') },
        { key: 'retailer', title: 'Retailer', dataIndex: 'retailerName' },
        { key: 'shopProductId', title: 'Shop product id', dataIndex: 'shopProductId' },
        {
          key: 'pdpUrl',
          title: 'Product page',
          render: (_, hit) => (
            <Typography.Link href={hit.pdpUrl} target="_blank" rel="noopener noreferrer">
              Open at {hit.retailerName}
            </Typography.Link>
          ),
        },
      ]}
    />
  );
}
