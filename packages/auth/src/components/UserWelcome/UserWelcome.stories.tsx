import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { UserWelcome } from './UserWelcome';

const meta: Meta<typeof UserWelcome> = { title: 'auth/UserWelcome', component: UserWelcome };
export default meta;

type Story = StoryObj<typeof UserWelcome>;

export const Administrator: Story = { args: { user: sampleAuthUser } };

export const WithoutRoles: Story = {
  args: {
    user: { ...sampleAuthUser, displayName: 'Grace Hopper', email: 'grace@retailer.example', roles: [], userRoles: [] },
  },
};

export const SystemAdmin: Story = { args: { user: { ...sampleAuthUser, isSystemAdmin: true } } };
