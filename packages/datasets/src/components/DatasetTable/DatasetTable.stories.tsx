import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDatasets } from '../../testing/sampleData';
import { DatasetTable } from './DatasetTable';

const meta: Meta<typeof DatasetTable> = {
  title: 'datasets/DatasetTable',
  component: DatasetTable,
  args: {
    datasets: sampleDatasets,
    onDownload: () => {},
    onMail: () => {},
    onBuildAgain: () => {},
    onDelete: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof DatasetTable>;

/** Ready, building at 30 %, received and failed. */
export const OwnedAndReceived: Story = {};
export const Downloading: Story = { args: { downloadingId: 61 } };
export const ReadOnly: Story = { args: { readOnly: true } };
