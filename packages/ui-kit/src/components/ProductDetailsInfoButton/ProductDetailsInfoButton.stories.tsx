import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from 'antd';
import { useState } from 'react';
import { formatCurrency } from '@shelfsight/house-style';
import { ProductDetailsInfoButton } from './ProductDetailsInfoButton';

const meta: Meta<typeof ProductDetailsInfoButton> = {
  title: 'ui-kit/ProductDetailsInfoButton',
  component: ProductDetailsInfoButton,
};
export default meta;

type Story = StoryObj<typeof ProductDetailsInfoButton>;

export const WithDummyId: Story = { args: { productDummyId: 48213 } };

interface Row {
  ean: string;
  name: string;
  retailer: string;
  price: number;
  productDummyId: number | null;
}

const rows: Row[] = [
  { ean: '5000112637922', name: 'Coca-Cola Original 330 ml', retailer: 'Tesco', price: 0.95, productDummyId: 48213 },
  {
    ean: '8710398503147',
    name: 'Douwe Egberts Aroma Rood 500 g',
    retailer: 'Jumbo',
    price: 6.79,
    productDummyId: 48214,
  },
  { ean: '4008400402222', name: 'Kinder Bueno 43 g (unmatched)', retailer: 'Lidl', price: 1.09, productDummyId: null },
];

function TableDemo() {
  const [opened, setOpened] = useState<string>('none');
  return (
    <>
      <Table<Row>
        rowKey="ean"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'EAN', dataIndex: 'ean' },
          { title: 'Product', dataIndex: 'name' },
          { title: 'Retailer', dataIndex: 'retailer' },
          { title: 'Price', dataIndex: 'price', render: (price: number) => formatCurrency(price, 'EUR') },
          {
            key: 'details',
            width: 48,
            render: (_, row) => (
              <ProductDetailsInfoButton productDummyId={row.productDummyId} onClick={(id) => setOpened(String(id))} />
            ),
          },
        ]}
      />
      <p>Opened product dummy id: {opened}</p>
    </>
  );
}

export const InATable: Story = { render: () => <TableDemo /> };
