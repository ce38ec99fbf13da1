import type { Meta, StoryObj } from '@storybook/react-vite';
import { SystemMessageForm } from './SystemMessageForm';

const meta: Meta<typeof SystemMessageForm> = {
  title: 'notifications/SystemMessageForm',
  component: SystemMessageForm,
  args: { onSubmit: () => {}, onCancel: () => {} },
};
export default meta;

type Story = StoryObj<typeof SystemMessageForm>;

export const New: Story = {};
export const Editing: Story = {
  args: {
    initial: {
      id: 5,
      systemMessageEvent: 'after_login',
      systemMessageType: 'maintenance',
      title: 'Planned maintenance',
      message: 'Shelfsight is unavailable on Sunday from 02:00 to 04:00 UTC while we upgrade the database.',
      isActive: true,
      datetimeFrom: '2024-03-01T08:30:00.000Z',
      datetimeTo: '2024-03-04T00:00:00.000Z',
      dateFrom: '2024-03-01',
      timeFrom: '08:30',
      dateTo: '2024-03-04',
      timeTo: '00:00',
      createdAt: '2024-02-01T00:00:00.000Z',
      updatedAt: '2024-02-01T00:00:00.000Z',
    },
  },
};
export const WithServerErrors: Story = { args: { fieldErrors: { title: 'Title is required' } } };
