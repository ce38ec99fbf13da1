import type { Meta, StoryObj } from '@storybook/react-vite';
import { dccDropAnswer, notUnderstoodAnswer, outOfStockAnswer, priceTrendAnswer } from '../../testing/sampleAnswers';
import { ParkerAnswer } from './ParkerAnswer';

const meta: Meta<typeof ParkerAnswer> = {
  title: 'parker/ParkerAnswer',
  component: ParkerAnswer,
  args: { onAsk: () => undefined, onSaveAsWidget: () => undefined },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof ParkerAnswer>;

/** Products out of stock at one retailer last week, each row opening the product's details. */
export const ProductsOutOfStock: Story = { args: { answer: outOfStockAnswer } };

/** Retailers by the drop of the DCC score against last month, the change in points. */
export const LargestDrop: Story = { args: { answer: dccDropAnswer } };

/** A product's selling price week by week over the last 30 days. */
export const PriceTrend: Story = { args: { answer: priceTrendAnswer } };

/** A question about something else: what was understood and the closest questions Parker can answer. */
export const NotUnderstood: Story = { args: { answer: notUnderstoodAnswer } };

/** Parker is still working on the question. */
export const Answering: Story = { args: { answer: { ...outOfStockAnswer, id: -1 } } };
