import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImpersonations } from '../../testing/sampleData';
import { ImpersonationLog } from './ImpersonationLog';

const meta: Meta<typeof ImpersonationLog> = {
  title: 'user-management/ImpersonationLog',
  component: ImpersonationLog,
  args: { entries: sampleImpersonations },
};
export default meta;

type Story = StoryObj<typeof ImpersonationLog>;

export const Recent: Story = {};
export const Empty: Story = { args: { entries: [] } };
