import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table, Typography } from 'antd';
import { SAMPLE_PRODUCTS } from '../../samples';
import { ProductCell } from './ProductCell';

const meta: Meta<typeof ProductCell> = {
  title: 'Product kit/ProductCell',
  component: ProductCell,
  args: { product: SAMPLE_PRODUCTS[1]!, onProductDetails: () => {} },
};
export default meta;

type Story = StoryObj<typeof ProductCell>;

export const WithDetailsButton: Story = {};
/** As a print layout draws it: the product alone, nothing to click. */
export const Printed: Story = { args: { printed: true } };

// A feature of the story only, offering an action on every product through the `product.actions` slot.
const compareFeature: AppFeature = {
  id: 'compare',
  routes: [],
  contributions: {
    'product.actions': [
      {
        id: 'compare',
        label: 'Compare with similar products',
        load: async () => ({
          default: ({ productDummyId }) => <Typography.Text type="success">Comparing {productDummyId}</Typography.Text>,
        }),
      },
    ],
  },
};
const compareRegistry = createSlotRegistry([compareFeature]);

/** Another feature offers an action on the product: the "more" menu lists it. */
export const WithContributedAction: Story = {
  decorators: [(Story) => <SlotsProvider registry={compareRegistry}>{Story()}</SlotsProvider>],
};
export const WithoutImage: Story = { args: { product: SAMPLE_PRODUCTS[0]! } };
export const NameOnly: Story = {
  args: { product: { name: 'Own-label Cotton Buds, 200 pcs' }, onProductDetails: undefined },
};

/** The product column of a table, as the image similarity overview draws it. */
export const InATable: Story = {
  render: (args) => (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={SAMPLE_PRODUCTS}
      columns={[
        {
          key: 'product',
          title: 'Product',
          render: (_, product) => <ProductCell product={product} onProductDetails={args.onProductDetails} />,
        },
      ]}
    />
  ),
};
