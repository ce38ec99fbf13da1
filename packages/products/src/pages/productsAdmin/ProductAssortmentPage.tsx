import { useIsReadOnly } from '@shelfsight/api-client';
import type { ProductV2 } from '@shelfsight/contracts';
import { useRetailerChoices } from '@shelfsight/product-kit';
import { App, Card, Flex, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useGetProductsPageQuery, useSetAssortmentsMutation } from '../../api/productsAdminApi';
import { MatchStatusTag } from '../../components/MatchStatusTag';
import { ProductsAdminLinks } from './ProductsAdminPage';

/** /admin/products/assortment/: which tracked retailers each product is expected at (the coverage denominator). */
export function ProductAssortmentPage() {
  const { message } = App.useApp();
  const readOnly = useIsReadOnly();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 50 });
  const products = useGetProductsPageQuery({ ...paging, ...(search ? { search } : {}), filterSets: [] });
  const retailers = useRetailerChoices('all');
  const [setAssortments] = useSetAssortmentsMutation();
  const options = (retailers.data ?? []).map((retailer) => ({ value: retailer.id, label: retailer.name }));

  const change = async (product: ProductV2, retailerIds: number[]) => {
    const result = await setAssortments({ productId: product.id, retailerIds });
    if ('error' in result) void message.error(`The assortment of "${product.name}" could not be saved.`);
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Assortment
        </Typography.Title>
        <ProductsAdminLinks />
      </Flex>
      <Input.Search
        aria-label="Search products"
        allowClear
        style={{ width: 320, marginBottom: 16 }}
        onSearch={(value) => {
          setSearch(value.trim());
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
      <Table<ProductV2>
        rowKey="id"
        size="small"
        loading={products.isFetching}
        dataSource={products.data?.products ?? []}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: products.data?.total ?? 0,
          hideOnSinglePage: (products.data?.total ?? 0) <= 10,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          { key: 'name', title: 'Product', render: (_, product) => product.display },
          {
            key: 'retailers',
            title: 'Expected at',
            render: (_, product) => (
              <Select
                aria-label={`Retailers of ${product.name}`}
                mode="multiple"
                disabled={readOnly}
                style={{ minWidth: 320 }}
                options={options}
                value={product.assortments.map((entry) => entry.retailerId)}
                onChange={(retailerIds: number[]) => void change(product, retailerIds)}
              />
            ),
          },
          {
            key: 'status',
            title: 'Match status',
            render: (_, product) => <MatchStatusTag status={product.matchStatus} />,
          },
        ]}
      />
    </Card>
  );
}

export { ProductAssortmentPage as Component };
