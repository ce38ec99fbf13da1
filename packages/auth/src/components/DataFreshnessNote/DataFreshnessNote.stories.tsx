import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataFreshnessView } from './DataFreshnessNote';

const meta: Meta<typeof DataFreshnessView> = { title: 'auth/DataFreshness', component: DataFreshnessView };
export default meta;

type Story = StoryObj<typeof DataFreshnessView>;

export const Updated: Story = {
  args: {
    freshness: {
      accountStatus: 'active',
      lastUpdated: '2026-11-18T06:12:00.000Z',
      pdpCount: 4312,
      retailers: [
        { id: 1, name: 'Kaufhalle', lastUpdated: '2026-11-18T05:40:00.000Z', pdpCount: 1480 },
        { id: 2, name: 'Elektro Markt', lastUpdated: '2026-11-18T05:55:00.000Z', pdpCount: 1391 },
        { id: 3, name: 'Shopwell UK', lastUpdated: '2026-11-17T23:10:00.000Z', pdpCount: 1441 },
      ],
    },
  },
};
export const NoDataYet: Story = {
  args: { freshness: { accountStatus: 'trial', lastUpdated: null, pdpCount: 0, retailers: [] } },
};
