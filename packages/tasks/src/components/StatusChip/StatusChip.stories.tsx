import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from 'antd';
import { sampleStatuses } from '../../testing/sampleData';
import { StatusChip, StatusMenu } from './StatusChip';

const meta: Meta<typeof StatusMenu> = {
  title: 'tasks/StatusChip',
  component: StatusMenu,
  args: { status: 'In progress', statuses: sampleStatuses, onChange: () => {} },
};
export default meta;

type Story = StoryObj<typeof StatusMenu>;

export const WithMenu: Story = {};
export const EveryColour: Story = {
  render: () => (
    <Flex gap={8}>
      {sampleStatuses.map((status) => (
        <StatusChip key={status.stateId} status={status.stateTitle} />
      ))}
    </Flex>
  ),
};
