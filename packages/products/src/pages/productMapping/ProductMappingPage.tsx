import { useIsReadOnly } from '@shelfsight/api-client';
import type { MappableRetailerProduct } from '@shelfsight/contracts';
import { ProductPicker, useProductChoices } from '@shelfsight/product-kit';
import { Alert, Card, Flex, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  useGetMappableProductsQuery,
  useMapRetailerProductMutation,
  useUnmapRetailerProductMutation,
} from '../../api/productMappingApi';
import { useGetSelectionTagsQuery } from '../../api/productSelectionApi';
import { MappingCandidateTable } from '../../components/MappingCandidateTable';

/**
 * /product-mapping/ (spec 3 §2.8): pick a product, optionally a tag limiting the candidates, and map or unmap the
 * retailer products suggested for it. Changes show at once and roll back when the server refuses.
 */
export function ProductMappingPage() {
  const products = useProductChoices();
  const tags = useGetSelectionTagsQuery();
  const readOnly = useIsReadOnly();
  const [productId, setProductId] = useState<number | null>(null);
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const args = productId === null ? null : { productId, ...(tagId === undefined ? {} : { tagId }) };
  const mappable = useGetMappableProductsQuery(args ?? { productId: 0 }, { skip: args === null });
  const [map, mapping] = useMapRetailerProductMutation();
  const [unmap, unmapping] = useUnmapRetailerProductMutation();
  const write = (change: typeof map) => (candidate: MappableRetailerProduct) => {
    if (args) void change({ ...args, retailerId: candidate.retailerId, shopProductId: candidate.shopProductId });
  };
  const failed = mapping.isError || unmapping.isError;

  return (
    <Card>
      <Flex vertical gap="middle">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Product mapping
        </Typography.Title>
        <Space wrap>
          <ProductPicker<number>
            aria-label="Product"
            placeholder="Choose a product"
            style={{ minWidth: 360 }}
            products={products.data ?? []}
            loading={products.isLoading}
            value={productId ?? undefined}
            onChange={(id) => setProductId(id)}
          />
          <Select<number>
            aria-label="Tag"
            placeholder="Any tag"
            allowClear
            style={{ minWidth: 200 }}
            value={tagId}
            onChange={(id) => setTagId(id ?? undefined)}
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.value }))}
          />
        </Space>
        {failed && <Alert type="error" showIcon title="The mapping was not saved; it is shown as before." />}
        {args === null ? (
          <Typography.Text type="secondary">
            Choose a product to see the retailer products that could be it.
          </Typography.Text>
        ) : (
          <MappingCandidateTable
            productId={args.productId}
            candidates={mappable.data?.retailerProducts ?? []}
            onMap={write(map)}
            onUnmap={write(unmap)}
            readOnly={readOnly}
            productNameOf={(id) => products.data?.find((product) => product.id === id)?.name}
          />
        )}
      </Flex>
    </Card>
  );
}

export { ProductMappingPage as Component };
