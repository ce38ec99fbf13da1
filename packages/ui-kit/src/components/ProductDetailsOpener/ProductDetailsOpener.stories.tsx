import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { ProductDetailsInfoButton } from '../ProductDetailsInfoButton';
import {
  ProductDetailsOpenerProvider,
  useProductDetailsOpener,
  type ProductDetailsRequest,
} from './ProductDetailsOpener';

const products = [
  { productDummyId: 48213, name: 'Coca-Cola Original 330 ml', retailer: 'Tesco' },
  { productDummyId: 48214, name: 'Douwe Egberts Aroma Rood 500 g', retailer: 'Jumbo' },
];

/** A screen that offers details only when an opener is bound, as widget cells do. */
function ProductList() {
  const open = useProductDetailsOpener();
  return (
    <Space direction="vertical">
      {products.map((product) => (
        <Space key={product.productDummyId}>
          <Typography.Text>
            {product.name} · {product.retailer}
          </Typography.Text>
          {open ? (
            <ProductDetailsInfoButton
              productDummyId={product.productDummyId}
              onClick={(productDummyId) =>
                open({ productDummyId, dateFrom: '2026-10-01', dateTo: '2026-10-31', widgetId: 812 })
              }
            />
          ) : null}
        </Space>
      ))}
    </Space>
  );
}

function Bound() {
  const [last, setLast] = useState<ProductDetailsRequest | null>(null);
  return (
    <ProductDetailsOpenerProvider opener={setLast}>
      <ProductList />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {last
          ? `The app would open product ${last.productDummyId} for ${last.dateFrom} – ${last.dateTo} (widget ${last.widgetId}).`
          : 'Pick a product’s info button.'}
      </Typography.Paragraph>
    </ProductDetailsOpenerProvider>
  );
}

const meta: Meta = { title: 'ui-kit/ProductDetailsOpener' };
export default meta;

/** The app binds an opener: every product offers its details. */
export const BoundByTheApp: StoryObj = { render: () => <Bound /> };

/** Nothing bound (a screen outside the main layout): no product offers details. */
export const NotBound: StoryObj = {
  render: () => (
    <ProductDetailsOpenerProvider opener={null}>
      <ProductList />
    </ProductDetailsOpenerProvider>
  ),
};
