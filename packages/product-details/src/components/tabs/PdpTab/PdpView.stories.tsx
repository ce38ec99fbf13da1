import type { ProductDetails } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { PdpView, type PdpViewProps } from './PdpView';

const details = sampleProductDetails();

/** The same pages a week earlier: Amazon dearer, Boots with a shorter title and fewer images, bol.com out of stock. */
function weekEarlier(day: string): ProductDetails {
  return sampleProductDetails({
    dateFrom: day,
    dateTo: day,
    retailerDetails: details.retailerDetails.map((detail) => {
      const onDay = { ...detail, day, downloadDateTime: detail.downloadDateTime && `${day}T06:05:00Z` };
      if (detail.retailerName === 'Amazon DE') return { ...onDay, sellingPrice: 7.95 };
      if (detail.retailerName === 'Boots')
        return { ...onDay, productTitle: 'SilkCare Repair Shampoo', assetList: detail.assetList.slice(1) };
      if (detail.retailerName === 'bol.com')
        return { ...onDay, inStockIndicator: 'No' as const, stockText: 'Tijdelijk uitverkocht' };
      return onDay;
    }),
  });
}

function WithSecondDay(args: PdpViewProps) {
  const [day, setDay] = useState<string | null>('2026-11-20');
  return (
    <PdpView
      {...args}
      compareDay={day}
      onCompareDayChange={setDay}
      compared={day ? { day, details: weekEarlier(day) } : undefined}
    />
  );
}

const meta: Meta<typeof PdpView> = {
  title: 'product-details/PdpTab',
  component: PdpView,
  args: { details, compareDay: null, onCompareDayChange: () => undefined },
};
export default meta;

type Story = StoryObj<typeof PdpView>;

/** The first four of five retailers side by side, as the tab opens. */
export const SideBySide: Story = {};

/** A second day chosen in 'Compare with': each retailer's two days, changed values marked. */
export const ComparedWithAnEarlierDay: Story = {
  render: (args) => <WithSecondDay {...args} />,
};
