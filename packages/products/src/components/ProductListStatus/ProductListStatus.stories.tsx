import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductListStatus } from './ProductListStatus';

const meta = { component: ProductListStatus, args: { status: 'PROCESSING_SUCCESS' } } satisfies Meta<
  typeof ProductListStatus
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Processed: Story = {};
export const NewUpload: Story = { args: { status: null } };
export const NoFileYet: Story = { args: { status: null, noUploadYet: true } };
export const InvalidRows: Story = {
  args: { status: 'INVALID_DATA_ROWS', message: '2 problems, the first in row 14, column GTIN: 12345 is not a GTIN' },
};
export const Unknown: Story = { args: { status: 'PROCESSING_ABORTED' } };
