import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { useState } from 'react';
import { dccByBrandAndRetailer, dccByProductAndRetailer } from './dccSample';
import { MatrixTableWidget } from './MatrixTableWidget';
import { availabilityByBrandAt20Retailers } from './retailerSample';

const meta: Meta<typeof MatrixTableWidget> = {
  title: 'Widget kit/MatrixTableWidget',
  component: MatrixTableWidget,
  args: { output: dccByBrandAndRetailer },
};
export default meta;

type Story = StoryObj<typeof MatrixTableWidget>;

export const DccScoreByBrandAndRetailer: Story = {};
export const WithoutThresholds: Story = { args: { output: { ...dccByBrandAndRetailer, thresholds: [] } } };
export const Loading: Story = { args: { loading: true } };
/** Products as rows: each offers 'View product details' beside its name. */
export const ProductsWithDetails: Story = {
  args: { output: dccByProductAndRetailer, onProductDetails: () => {}, onItemClick: () => {} },
};
/**
 * 20 retailers on screen: wider than its card, it scrolls sideways behind the pinned brand names, says so above
 * the table and shows a shadow on the right edge until scrolled to the end.
 */
export const TwentyRetailers: Story = {
  args: { output: availabilityByBrandAt20Retailers },
  decorators: [(Story) => <div style={{ width: 720, border: '1px solid #eee' }}>{Story()}</div>],
};

/**
 * 20 retailers as a dashboard's print layout draws them at the width of a portrait A4 page: blocks of 8 columns,
 * each repeating the brands and saying which columns it holds.
 */
export const TwentyRetailersPrinted: Story = {
  args: { output: availabilityByBrandAt20Retailers, printed: true },
  decorators: [(Story) => <div style={{ width: 700, border: '1px solid #eee' }}>{Story()}</div>],
};

/** With a click handler each cell opens its brand, with the retailer beside it; the story shows the last one. */
export const ClickableCells: Story = {
  render: function ClickableCellsStory() {
    const [picked, setPicked] = useState('Click a cell');
    return (
      <>
        <MatrixTableWidget
          output={dccByBrandAndRetailer}
          onItemClick={(item, detail) =>
            setPicked(`${item.label}${detail.crossItem ? ` at ${detail.crossItem.label}` : ''}`)
          }
        />
        <Typography.Text>{picked}</Typography.Text>
      </>
    );
  },
};
