import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { SummaryTable } from './SummaryTab';

const meta: Meta<typeof SummaryTable> = {
  title: 'product-details/tabs/SummaryTab',
  component: SummaryTable,
  args: { details: sampleProductDetails() },
  // The DCC score dialog leads to the DCC settings screen.
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
};
export default meta;

type Story = StoryObj<typeof SummaryTable>;

/** A shampoo at five retailers: one with three offers, so the number of offers shows. */
export const Shampoo: Story = {};
