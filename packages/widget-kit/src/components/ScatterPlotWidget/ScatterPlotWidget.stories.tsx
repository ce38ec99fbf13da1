import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  availabilityAgainstPriceIndexByBrand,
  availabilityAgainstPriceIndexSettings,
  priceAgainstAvailability,
  priceAgainstAvailabilitySettings,
} from '@shelfsight/chart-options/samples';
import { ScatterPlotWidget } from './ScatterPlotWidget';

const meta: Meta<typeof ScatterPlotWidget> = { title: 'Widget kit/ScatterPlotWidget', component: ScatterPlotWidget };
export default meta;

type Story = StoryObj<typeof ScatterPlotWidget>;

/** Products' points: a click on one opens its details, as its tooltip says. */
export const PriceAgainstAvailabilityByBrand: Story = {
  args: {
    data: priceAgainstAvailability,
    settings: priceAgainstAvailabilitySettings,
    width: 720,
    onProductDetails: () => {},
  },
};

/** 13 brands within a few points of each other: axes fitted to them, each brand named and in its own colour. */
export const ThirteenBrandsCloseTogether: Story = {
  args: { data: availabilityAgainstPriceIndexByBrand, settings: availabilityAgainstPriceIndexSettings, width: 900 },
};

export const ReviewsAgainstRating: Story = {
  args: {
    width: 720,
    settings: {
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
      xAxis: { metricName: 'Review count', valueFormat: { type: 'number' } },
      yAxis: { metricName: 'Average rating', valueFormat: { type: 'number', max: 5 } },
    },
    data: {
      series: [
        {
          seriesKey: 'all',
          label: 'Products',
          points: [
            { key: 'product:1', label: 'Pampers Premium Protection size 3', x: 4210, y: 4.7 },
            { key: 'product:2', label: 'Pampers Baby-Dry size 4', x: 2875, y: 4.5 },
            { key: 'product:3', label: 'Huggies Little Movers size 4', x: 1320, y: 4.3 },
            { key: 'product:4', label: 'Little Angels Supreme size 4', x: 310, y: 4.1 },
            { key: 'product:5', label: 'Lillydoo Eco size 3', x: 96, y: 3.6 },
          ],
        },
      ],
    },
  },
};

export const Empty: Story = { args: { data: { series: [] }, settings: priceAgainstAvailabilitySettings } };

/** Prices in euros and pounds: a series per currency, tooltips in the point's own currency. */
export const RatingAgainstPriceInTwoCurrencies: Story = {
  args: {
    width: 720,
    settings: {
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
      xAxis: { metricName: 'Rating', valueFormat: { type: 'number', max: 5 } },
      yAxis: { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'EUR' } },
    },
    data: {
      series: [
        {
          seriesKey: 'currency:EUR',
          label: 'Rating / Selling price (EUR)',
          currencyCode: 'EUR',
          points: [
            { key: 'product:1', label: 'Pampers Premium Protection size 3', x: 4.7, y: 24.99 },
            { key: 'product:2', label: 'Pampers Baby-Dry size 4', x: 4.5, y: 19.49 },
            { key: 'product:3', label: 'Huggies Little Movers size 4', x: 4.3, y: 17.95 },
            { key: 'product:5', label: 'Lillydoo Eco size 3', x: 3.6, y: 29.9 },
          ],
        },
        {
          seriesKey: 'currency:GBP',
          label: 'Rating / Selling price (GBP)',
          currencyCode: 'GBP',
          points: [
            { key: 'product:1', label: 'Pampers Premium Protection size 3', x: 4.6, y: 21.5 },
            { key: 'product:2', label: 'Pampers Baby-Dry size 4', x: 4.4, y: 16.75 },
            { key: 'product:4', label: 'Little Angels Supreme size 4', x: 4.1, y: 9.5 },
          ],
        },
      ],
    },
  },
};
