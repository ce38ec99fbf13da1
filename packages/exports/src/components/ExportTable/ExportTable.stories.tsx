import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleExports, sampleInstances } from '../../testing/sampleData';
import { InstanceTable } from '../InstanceTable';
import { ExportTable } from './ExportTable';

const meta: Meta<typeof ExportTable> = {
  title: 'exports/ExportTable',
  component: ExportTable,
  args: {
    exports: sampleExports,
    onEdit: () => {},
    onCopy: () => {},
    onDelete: () => {},
    onToggleActive: () => {},
    onRunNow: () => {},
    renderInstances: () => <InstanceTable instances={sampleInstances} onDownload={() => {}} />,
  },
};
export default meta;

type Story = StoryObj<typeof ExportTable>;

export const OwnedAndReceived: Story = {};
/** The first export's runs open: queued, running, done (with its file) and failed. */
export const WithRuns: Story = { args: { expandedIds: [51] } };
export const RunningNow: Story = { args: { runningId: 51 } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Empty: Story = { args: { exports: [] } };
