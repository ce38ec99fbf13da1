import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser } from '../../testing/sampleUser';
import { UserWelcome } from './UserWelcome';

const meta: Meta<typeof UserWelcome> = { title: 'auth/UserWelcome', component: UserWelcome };
export default meta;

type Story = StoryObj<typeof UserWelcome>;

export const Administrator: Story = { args: { user: sampleUser } };

export const WithoutRoles: Story = {
  args: { user: { ...sampleUser, displayName: 'Grace Hopper', email: 'grace@retailer.example', roles: [], userRoles: [] } },
};

export const SystemAdmin: Story = { args: { user: { ...sampleUser, isSystemAdmin: true } } };
