import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocalePreview } from './LocalePreview';
import { germanMarketPreview, germanPreview } from './samplePreview';

const meta = {
  component: LocalePreview,
  args: { preview: germanPreview, value: germanPreview.detected, onChange: () => {} },
} satisfies Meta<typeof LocalePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GermanFile: Story = {
  args: { hint: 'Numbers and dates in attribute columns are read this way.' },
};
export const GermanMarketData: Story = {
  args: { preview: germanMarketPreview, value: germanMarketPreview.detected },
};
export const Spreadsheet: Story = {
  args: {
    preview: { ...germanPreview, format: 'xlsx', detected: { separator: ',', decimalMark: '.', dateOrder: 'YMD' } },
  },
};
