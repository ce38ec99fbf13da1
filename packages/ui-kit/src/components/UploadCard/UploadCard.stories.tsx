import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UploadHelpers } from './useUploadQueue';
import { UploadCard } from './UploadCard';

/** Stands in for the network in the stories: ticks progress, and fails files whose name says so. */
function simulatedUpload(file: File, { onProgress }: UploadHelpers): Promise<void> {
  return new Promise((resolve, reject) => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 20;
      onProgress(percent);
      if (percent < 100) return;
      clearInterval(timer);
      if (file.name.includes('fail')) reject(new Error('file-could-not-be-uploaded'));
      else resolve();
    }, 250);
  });
}

const meta: Meta<typeof UploadCard> = {
  title: 'ui-kit/UploadCard',
  component: UploadCard,
  args: { onUpload: simulatedUpload },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof UploadCard>;

export const ProductListSpreadsheet: Story = {
  args: {
    accept: ['xlsx', 'csv'],
    title: 'Drop the product list (EAN, brand, product name) here or click to choose it',
  },
};

export const ReferenceImages: Story = {
  args: {
    multiple: true,
    accept: ['jpeg', 'png'],
    title: 'Drop packshots of "Lay\'s Paprika 200 g" (EAN 8710398158293)',
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Uploading is closed while the previous list is processed.' },
};
