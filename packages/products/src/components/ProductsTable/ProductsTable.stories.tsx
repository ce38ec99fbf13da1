import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductsPage } from '../../testing/productsAdminSamples';
import { ProductsTable } from './ProductsTable';

const meta: Meta<typeof ProductsTable> = {
  title: 'products/ProductsTable',
  component: ProductsTable,
  args: {
    products: sampleProductsPage.products,
    total: sampleProductsPage.total,
    page: 1,
    pageSize: 50,
    sort: 'name',
    order: 'asc',
    attributeNames: ['RRP (EUR)', 'Colour'],
    selectedIds: [],
    onSelect: () => {},
    onPage: () => {},
    onSort: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof ProductsTable>;

export const FirstPage: Story = {};
export const ByMatchStatus: Story = { args: { sort: 'matchStatus', order: 'desc' } };
export const WithSelection: Story = { args: { selectedIds: [101, 103] } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { products: [], total: 0 } };
