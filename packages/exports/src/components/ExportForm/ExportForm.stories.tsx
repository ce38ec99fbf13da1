import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  sampleDashboards,
  sampleDashboardWidgets,
  sampleExports,
  sampleSavedFilters,
  sampleUsersAnswer,
} from '../../testing/sampleData';
import { ExportForm } from './ExportForm';

const meta: Meta<typeof ExportForm> = {
  title: 'exports/ExportForm',
  component: ExportForm,
  args: {
    dashboards: sampleDashboards,
    dashboardWidgets: sampleDashboardWidgets,
    savedFilters: sampleSavedFilters,
    users: sampleUsersAnswer.users,
    now: new Date('2024-01-04T09:00:00Z'),
    onSubmit: () => {},
    onCancel: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof ExportForm>;

export const New: Story = {};
export const EditDailyWidget: Story = { args: { initial: sampleExports[0] } };
export const CopyWeeklyDashboard: Story = { args: { initial: sampleExports[1], copy: true } };
export const MonthlyPdf: Story = { args: { initial: sampleExports[2] } };
export const ServerRefused: Story = {
  args: { initial: sampleExports[0], fieldErrors: { filename: 'Enter a file name.' }, generalError: null },
};
