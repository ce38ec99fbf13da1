import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageSimilarityOverviewWidget } from './ImageSimilarityOverviewWidget';
import { weeklyImageChecks } from './similaritySample';
import { SAMPLE_RETAILERS } from '../../samples';

const meta: Meta<typeof ImageSimilarityOverviewWidget> = {
  title: 'Widget kit/ImageSimilarityOverviewWidget',
  component: ImageSimilarityOverviewWidget,
  args: { output: weeklyImageChecks, onProductDetails: () => {} },
};
export default meta;

type Story = StoryObj<typeof ImageSimilarityOverviewWidget>;

export const WeeklyChecks: Story = {};
export const ForSystemAdmin: Story = { args: { isSystemAdmin: true } };
export const Loading: Story = { args: { loading: true } };

/** As a dashboard's print layout draws it at the width of a portrait A4 page: plain cells, no hover hints. */
export const Printed: Story = {
  args: { printed: true },
  decorators: [(Story) => <div style={{ width: 700, border: '1px solid #eee' }}>{Story()}</div>],
};

/**
 * The same checks at 20 UK retailers, printed: blocks of retailers, each repeating the products and saying which
 * retailers it holds.
 */
export const TwentyRetailersPrinted: Story = {
  args: {
    printed: true,
    output: {
      ...weeklyImageChecks,
      retailers: SAMPLE_RETAILERS.map((name, index) => ({ id: index + 1, name })),
      products: weeklyImageChecks.products.map((product, productIndex) => ({
        ...product,
        // Each retailer repeats one of the product's own checks, so every state shows across the blocks.
        results: SAMPLE_RETAILERS.flatMap((_, index) => {
          const template = product.results[(index + productIndex) % product.results.length];
          return template ? [{ ...template, retailerId: index + 1 }] : [];
        }),
      })),
    },
  },
  decorators: [(Story) => <div style={{ width: 700, border: '1px solid #eee' }}>{Story()}</div>],
};
