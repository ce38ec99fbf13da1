import type { Meta, StoryObj } from '@storybook/react-vite';
import { rejectedJob, sampleJob } from '../sampleJobs';
import { IngestResult } from './IngestResult';

const meta: Meta<typeof IngestResult> = {
  title: 'data-upload/IngestResult',
  component: IngestResult,
  args: { job: sampleJob({ rowsReplaced: 310 }) },
};
export default meta;

type Story = StoryObj<typeof IngestResult>;

export const Stored: Story = {};
export const Rejected: Story = { args: { job: rejectedJob } };
export const Failed: Story = {
  args: {
    job: sampleJob({
      state: 'failed',
      rowsStored: 0,
      message: 'The data could not be stored. Please try again or contact support.',
    }),
  },
};
