import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { samplePriceDetails, sampleRatingDetails } from '../../testing/sampleWidgetDetails';
import { WidgetDetailsModal } from './WidgetDetailsModal';

const meta: Meta<typeof WidgetDetailsModal> = {
  title: 'dashboards/WidgetDetailsModal',
  component: WidgetDetailsModal,
  args: { item: { key: 'retailer:1', label: 'Tesco' }, onPageChange: () => undefined, onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof WidgetDetailsModal>;

/**
 * A click on Tesco in a rating widget: the title counts the reviews behind it out of the widget's; each product
 * offers its details.
 */
export const RatingsAtTesco: Story = { args: { answer: sampleRatingDetails(), onProductDetails: () => undefined } };

/** Selling prices of a brand, paged by the server ten rows at a time. */
export const PricesOfABrand: Story = {
  args: { item: { key: 'brand:3', label: 'NIVEA' } },
  render: function PricesStory(args) {
    const [page, setPage] = useState(1);
    return <WidgetDetailsModal {...args} answer={samplePriceDetails(page)} onPageChange={setPage} />;
  },
};

export const NoProducts: Story = {
  args: {
    answer: sampleRatingDetails({
      rows: [],
      totalRows: 0,
      productCount: 0,
      reviewCount: 0,
      title: 'No products found.',
    }),
  },
};

export const Loading: Story = { args: { loading: true } };
