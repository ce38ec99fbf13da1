import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { useState } from 'react';
import { HorizontalBarWidget } from './HorizontalBarWidget';
import {
  availabilityBarSettings,
  availabilityByRetailerBars,
  ratingBarSettings,
  ratingByBrandBars,
} from '@shelfsight/chart-options/samples';

const meta: Meta<typeof HorizontalBarWidget> = {
  title: 'Widget kit/HorizontalBarWidget',
  component: HorizontalBarWidget,
};
export default meta;

type Story = StoryObj<typeof HorizontalBarWidget>;

export const AvailabilityByRetailerWithCompare: Story = {
  args: { data: availabilityByRetailerBars, settings: availabilityBarSettings, width: 720 },
};

export const AveragePriceByBrand: Story = {
  args: {
    width: 720,
    settings: {
      metricName: 'Average selling price',
      valueFormat: { type: 'currency', currencyCode: 'EUR' },
      aggregationFunction: 'AVG',
      dimensionName: 'Brand',
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
    },
    data: {
      bars: [
        { key: 'brand:3', label: 'Pampers', value: 24.99 },
        { key: 'brand:9', label: 'Huggies', value: 22.45 },
        { key: 'brand:12', label: 'Lillydoo', value: 21.9 },
        { key: 'brand:4', label: 'Rascal + Friends', value: 14.75 },
        { key: 'brand:15', label: 'Little Angels (private label)', value: 8.2 },
      ],
    },
  },
};

/** A 1–5 rating: the value axis ends at 5, the top of the scale. */
export const RatingByBrand: Story = { args: { data: ratingByBrandBars, settings: ratingBarSettings, width: 720 } };

export const NoBars: Story = { args: { data: { bars: [] }, settings: availabilityBarSettings } };

/** With a click handler each bar's row opens its item; the story shows the last item clicked. */
export const ClickableBars: Story = {
  render: function ClickableBarsStory() {
    const [picked, setPicked] = useState('Click a bar');
    return (
      <>
        <HorizontalBarWidget
          data={availabilityByRetailerBars}
          settings={availabilityBarSettings}
          width={720}
          onItemClick={(item) => setPicked(`${item.label} (${item.key})`)}
        />
        <Typography.Text>{picked}</Typography.Text>
      </>
    );
  },
};

/** Bars of products open their details (their tooltip says so); the story shows the last product opened. */
export const ProductBarsOpenDetails: Story = {
  render: function ProductBarsStory() {
    const [opened, setOpened] = useState('Click a product');
    return (
      <>
        <HorizontalBarWidget
          data={{
            bars: [
              { key: 'product:48213', label: 'NIVEA Creme 150 ml', value: 98.2, compareValue: 96.1 },
              { key: 'product:48214', label: 'NIVEA Soft 200 ml', value: 93.5, compareValue: 94.8 },
              {
                key: 'product:48230',
                label: 'NIVEA Men Sensitive Shaving Gel 200 ml',
                value: 87.9,
                compareValue: 82.4,
              },
              { key: 'product:48262', label: 'NIVEA Hydro Care Lip Balm 4.8 g', value: 71.3, compareValue: 75 },
            ],
          }}
          settings={{ ...availabilityBarSettings, dimensionName: 'Product' }}
          width={720}
          onProductDetails={(productDummyId) => setOpened(`Details of product ${productDummyId}`)}
        />
        <Typography.Text>{opened}</Typography.Text>
      </>
    );
  },
};
