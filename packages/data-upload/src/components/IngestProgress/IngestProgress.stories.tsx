import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleJob } from '../sampleJobs';
import { IngestProgress } from './IngestProgress';

const meta: Meta<typeof IngestProgress> = {
  title: 'data-upload/IngestProgress',
  component: IngestProgress,
  args: { job: sampleJob({ state: 'reading', rowsRead: 35_000, rowsStored: 0 }) },
};
export default meta;

type Story = StoryObj<typeof IngestProgress>;

export const Reading: Story = {};
export const Storing: Story = { args: { job: sampleJob({ state: 'storing', rowsRead: 48_210, rowsStored: 0 }) } };
