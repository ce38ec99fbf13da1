import { useIsReadOnly } from '@shelfsight/api-client';
import type { MappableRetailerProduct } from '@shelfsight/contracts';
import { ProductPicker, productNameIn, useProductChoices } from '@shelfsight/product-kit';
import { recordIdOf, useConfirm } from '@shelfsight/ui-kit';
import { Alert, Card, Flex, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useGetMappableProductsQuery,
  useMapRetailerProductMutation,
  useUnmapRetailerProductMutation,
} from '../../api/productMappingApi';
import { useGetSelectionTagsQuery } from '../../api/productSelectionApi';
import { MappingCandidateTable } from '../../components/MappingCandidateTable';

export const MAPPING_TEXTS = {
  moveTitle: 'Map it to this product?',
  moveQuestion: (candidate: MappableRetailerProduct, currentName: string) =>
    `${candidate.retailerName}'s ${candidate.shopProductId} is mapped to ${currentName}. Mapping it here takes it and its price, stock and content history away from that product.`,
  move: 'Map here',
} as const;

/**
 * /product-mapping/ (spec 3 §2.8): pick a product, optionally a tag limiting the candidates, and map or unmap the
 * retailer products suggested for it. Changes show at once and roll back when the server refuses.
 */
export function ProductMappingPage() {
  const products = useProductChoices();
  const tags = useGetSelectionTagsQuery();
  const readOnly = useIsReadOnly();
  // The product in the address (?id=), so a reload or a shared link opens the same candidates.
  const [params, setParams] = useSearchParams();
  const productId = recordIdOf(params.get('id')).id;
  const setProductId = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: true },
    );
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const args = productId === null ? null : { productId, ...(tagId === undefined ? {} : { tagId }) };
  const mappable = useGetMappableProductsQuery(args ?? { productId: 0 }, { skip: args === null });
  const [map, mapping] = useMapRetailerProductMutation();
  const [unmap, unmapping] = useUnmapRetailerProductMutation();
  const confirm = useConfirm();
  const nameOf = (id: number) => productNameIn(products.data, id);
  const write = (change: typeof map) => (candidate: MappableRetailerProduct) => {
    if (args) void change({ ...args, retailerId: candidate.retailerId, shopProductId: candidate.shopProductId });
  };
  // Taking a retailer product from another product moves its history with it: asked first.
  const mapCandidate = async (candidate: MappableRetailerProduct) => {
    const current = candidate.productId;
    if (current !== null && current !== productId) {
      const moved = await confirm({
        title: MAPPING_TEXTS.moveTitle,
        content: MAPPING_TEXTS.moveQuestion(candidate, nameOf(current)),
        confirmText: MAPPING_TEXTS.move,
      });
      if (!moved) return;
    }
    write(map)(candidate);
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
            onChange={(id) => setProductId(id ?? null)}
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
            onMap={(candidate) => void mapCandidate(candidate)}
            onUnmap={write(unmap)}
            readOnly={readOnly}
            productNameOf={nameOf}
          />
        )}
      </Flex>
    </Card>
  );
}

export { ProductMappingPage as Component };
