import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { PageContentTable } from './PageContentTab';

const meta: Meta<typeof PageContentTable> = {
  title: 'product-details/tabs/PageContentTab',
  component: PageContentTable,
  args: { details: sampleProductDetails(), productDummyId: '4711' },
  // The DCC score dialog leads to the DCC settings screen.
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
};
export default meta;

type Story = StoryObj<typeof PageContentTable>;

/** The image counts open the images & videos; the DCC scores their criteria. */
export const Shampoo: Story = {};
