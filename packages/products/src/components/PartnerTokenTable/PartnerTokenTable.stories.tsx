import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePartnerTokens } from '../../testing/samplePartnerTokens';
import { PartnerTokenTable } from './PartnerTokenTable';

const meta: Meta<typeof PartnerTokenTable> = {
  title: 'products/PartnerTokenTable',
  component: PartnerTokenTable,
  args: { tokens: samplePartnerTokens, onRevoke: () => {} },
};
export default meta;

type Story = StoryObj<typeof PartnerTokenTable>;

export const WithLiveAndRevokedTokens: Story = {};
export const Empty: Story = { args: { tokens: [] } };
export const Loading: Story = { args: { tokens: [], loading: true } };
