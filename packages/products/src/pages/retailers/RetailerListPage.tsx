import { type AdminRetailer, clientRoutes } from '@shelfsight/contracts';
import { Button, Flex, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useGetAdminRetailersQuery } from '../../api/retailersApi';
import { AdminOnly } from '../../components/AdminOnly';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function RetailerList() {
  const { data = [], isLoading } = useGetAdminRetailersQuery();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Retailers
        </Typography.Title>
        <Button type="primary" onClick={() => void navigate(clientRoutes.adminRetailerCreate)}>
          New retailer
        </Button>
      </Flex>
      <Table<AdminRetailer>
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={data.length > 10 ? { pageSize: 25 } : false}
        columns={[
          {
            title: 'Retailer',
            dataIndex: 'displayName',
            render: (name: string, retailer) => (
              <Link to={`${clientRoutes.adminRetailerDetails}?id=${retailer.id}`}>{name}</Link>
            ),
          },
          { title: 'Key', dataIndex: 'name' },
          { title: 'Country', dataIndex: 'countryName' },
          { title: 'Keywords', key: 'keywords', render: (_, r) => yesNo(r.retailerSettings.allowSearchKeywords) },
          { title: 'Categories', key: 'categories', render: (_, r) => yesNo(r.retailerSettings.allowSearchCategories) },
          { title: 'Customers', dataIndex: 'customerCount' },
          {
            title: '',
            key: 'edit',
            render: (_, retailer) => (
              <Button
                size="small"
                aria-label={`Edit ${retailer.displayName}`}
                onClick={() => void navigate(`${clientRoutes.adminRetailerEdit}?id=${retailer.id}`)}
              >
                Edit
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** /admin/retailer/: system admins keep the retailers every customer may track. */
export function RetailerListPage() {
  return (
    <AdminOnly who="system-admin">
      <RetailerList />
    </AdminOnly>
  );
}

export { RetailerListPage as Component };
