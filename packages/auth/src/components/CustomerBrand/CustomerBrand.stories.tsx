import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerBrandView } from './CustomerBrand';

const meta: Meta<typeof CustomerBrandView> = { title: 'auth/CustomerBrand', component: CustomerBrandView };
export default meta;

type Story = StoryObj<typeof CustomerBrandView>;

export const WithLogo: Story = {
  args: { displayName: 'Acme Retail', logoUrl: '/customer-logos/acme-retail-small.svg' },
};
export const WithoutLogo: Story = { args: { displayName: 'Nordic Outdoor Supplies AB', logoUrl: null } };
