import { clientRoutes, type ProductListProduct } from '@shelfsight/contracts';
import { ProductCell } from '@shelfsight/product-kit';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetProductListQuery, useRemoveProductsMutation } from '../../api/productListsApi';
import { ProductListStatus } from '../../components/ProductListStatus';
import { productSummaryOf } from '../../utils/productSummaryOf';
import { useListIdParam } from './listIdParam';

/** /admin/product-lists/products/?id=: the products of a list; writers may take products off the list. */
export function ProductListProductsPage() {
  const id = useListIdParam();
  const navigate = useNavigate();
  const { data: list, isLoading, isError } = useGetProductListQuery(id ?? 0, { skip: id === null });
  const [remove] = useRemoveProductsMutation();
  const openProductDetails = useProductDetailsOpener();
  if (id === null || isError)
    return <Alert type="error" title="This product list does not exist or is not shared with you." />;
  const products = list?.products ?? [];
  return (
    <Card>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {list?.name ?? 'Product list'}
        </Typography.Title>
        {list ? (
          <Space wrap>
            <Typography.Text>{`${list.productCount} products`}</Typography.Text>
            <Typography.Text type="secondary">{`${list.customFields.tags} tag categories, ${list.customFields.attributes} attributes`}</Typography.Text>
            <ProductListStatus
              status={list.fileUploadStatus}
              message={list.fileUploadMessage}
              noUploadYet={!list.loadingIsActive}
            />
            <Button
              disabled={list.accessLevel === 'R'}
              onClick={() => navigate(`${clientRoutes.productListsUpload}?id=${list.id}`)}
            >
              Upload file
            </Button>
          </Space>
        ) : null}
        <Table<ProductListProduct>
          aria-label="Products"
          rowKey="id"
          loading={isLoading}
          dataSource={products}
          pagination={products.length > 10 ? { pageSize: 50 } : false}
          columns={[
            {
              title: 'Product',
              key: 'product',
              render: (_value, product) => (
                <ProductCell
                  product={productSummaryOf(product)}
                  onProductDetails={
                    openProductDetails ? (productDummyId) => openProductDetails({ productDummyId }) : undefined
                  }
                />
              ),
            },
            { title: 'GTIN', key: 'gtin', render: (_value, product) => product.gtinCodes.join(', ') },
            { title: 'MPN', key: 'mpn', render: (_value, product) => product.mpnCodes.join(', ') },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, product) => (
                <Button
                  size="small"
                  aria-label={`Remove ${product.name}`}
                  disabled={list?.accessLevel === 'R'}
                  onClick={() => void remove({ id: id, productIds: [product.id] })}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}

export { ProductListProductsPage as Component };
