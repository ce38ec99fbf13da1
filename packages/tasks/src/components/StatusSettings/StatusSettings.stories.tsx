import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleStatuses } from '../../testing/sampleData';
import { StatusSettings } from './StatusSettings';

const meta: Meta<typeof StatusSettings> = {
  title: 'tasks/StatusSettings',
  component: StatusSettings,
  args: { statuses: sampleStatuses, onAdd: () => {}, onUpdate: () => {} },
};
export default meta;

export const Statuses: StoryObj<typeof StatusSettings> = {};
