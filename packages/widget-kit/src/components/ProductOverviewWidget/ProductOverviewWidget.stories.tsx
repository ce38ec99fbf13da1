import type { Meta, StoryObj } from '@storybook/react-vite';
import { longerOverview, topProducts } from './productSample';
import { ProductOverviewWidget } from './ProductOverviewWidget';

const meta: Meta<typeof ProductOverviewWidget> = {
  title: 'Widget kit/ProductOverviewWidget',
  component: ProductOverviewWidget,
  args: { output: topProducts, onProductDetails: () => {} },
};
export default meta;

type Story = StoryObj<typeof ProductOverviewWidget>;

export const TopProducts: Story = {};
export const AllShown: Story = { args: { output: { ...topProducts, totalProducts: topProducts.products.length } } };
export const MoreThanTwelve: Story = { args: { output: longerOverview } };
export const NoProducts: Story = { args: { output: { products: [], totalProducts: 0 } } };
export const Loading: Story = { args: { loading: true } };
