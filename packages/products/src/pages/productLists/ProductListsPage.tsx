import { clientRoutes, type ProductList } from '@shelfsight/contracts';
import { useConfirm } from '@shelfsight/ui-kit';
import { Button, Card, Flex, Space, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useDeleteProductListMutation, useGetProductListsQuery } from '../../api/productListsApi';
import { ProductListStatus } from '../../components/ProductListStatus';

const withId = (route: string, id: number) => `${route}?id=${id}`;

function sharing(list: ProductList): string {
  if (list.sharedToMe) return `Shared with you (${list.accessLevel === 'W' ? 'write' : 'read'})`;
  return list.shared ? `Shared with ${list.sharedWith.length}` : 'Not shared';
}

/** /admin/product-lists/: the customer's product lists with their type, owner, sharing, products and upload status. */
export function ProductListsPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { data: lists = [], isLoading } = useGetProductListsQuery();
  const [deleteList] = useDeleteProductListMutation();

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Product lists
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(clientRoutes.productListsAdd)}>
          Add product list
        </Button>
      </Flex>
      <Table<ProductList>
        aria-label="Product lists"
        rowKey="id"
        loading={isLoading}
        dataSource={lists}
        locale={{ emptyText: 'No product lists yet: add one, then upload a file of its products.' }}
        pagination={lists.length > 10 ? { pageSize: 10 } : false}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            // A long name is cut with its full text as the title, so it cannot push the other columns off screen.
            width: '30%',
            ellipsis: true,
            render: (name: string, list) => (
              <Link to={withId(clientRoutes.productListsProducts, list.id)} title={name}>
                {name}
              </Link>
            ),
          },
          { title: 'Type', dataIndex: 'type' },
          { title: 'Owner', dataIndex: 'ownerName' },
          { title: 'Sharing', key: 'sharing', render: (_value, list) => sharing(list) },
          { title: 'Products', dataIndex: 'productCount', align: 'right' },
          {
            title: 'Status',
            key: 'status',
            render: (_value, list) => (
              <ProductListStatus
                status={list.fileUploadStatus}
                message={list.fileUploadMessage}
                noUploadYet={!list.loadingIsActive}
              />
            ),
          },
          { title: 'Uploaded by', dataIndex: 'uploaderName' },
          {
            title: 'Actions',
            key: 'actions',
            render: (_value, list) => (
              <Space>
                <Button
                  size="small"
                  disabled={list.accessLevel === 'R' || list.id < 0}
                  onClick={() => navigate(withId(clientRoutes.productListsUpload, list.id))}
                >
                  Upload
                </Button>
                <Button
                  size="small"
                  disabled={list.accessLevel === 'R' || list.id < 0}
                  onClick={() => navigate(withId(clientRoutes.productListsEdit, list.id))}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`Delete ${list.name}`}
                  disabled={list.accessLevel !== 'O' || list.id < 0}
                  onClick={async () => {
                    if (await confirm({ title: `Delete ${list.name}?`, confirmText: 'Delete', danger: true }))
                      void deleteList(list.id);
                  }}
                >
                  Delete
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

export { ProductListsPage as Component };
