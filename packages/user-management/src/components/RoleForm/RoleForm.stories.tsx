import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePrivileges, sampleRetailers, sampleRoles } from '../../testing/sampleData';
import { RoleForm } from './RoleForm';

const meta: Meta<typeof RoleForm> = {
  title: 'user-management/RoleForm',
  component: RoleForm,
  args: { privileges: samplePrivileges, retailers: sampleRetailers, onSubmit: () => {}, onCancel: () => {} },
};
export default meta;

type Story = StoryObj<typeof RoleForm>;

export const New: Story = {};
export const NameTaken: Story = { args: { fieldErrors: { name: 'A role with this name already exists.' } } };
export const EditWithRetailers: Story = {
  args: { role: sampleRoles.find((role) => role.name === 'Nordic buyers'), submitLabel: 'Save' },
};
export const EditWithoutRetailerCatalogue: Story = {
  args: { role: sampleRoles.find((role) => role.name === 'Nordic buyers'), retailers: undefined, submitLabel: 'Save' },
};
