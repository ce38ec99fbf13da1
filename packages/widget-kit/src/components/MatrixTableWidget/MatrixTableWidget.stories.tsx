import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { useState } from 'react';
import { dccByBrandAndRetailer } from './dccSample';
import { MatrixTableWidget } from './MatrixTableWidget';

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
/** As a dashboard's print layout draws it, in a card narrower than the table: a box that overflows sideways. */
export const Printed: Story = {
  args: { printed: true },
  decorators: [(Story) => <div style={{ width: 360, border: '1px solid #eee' }}>{Story()}</div>],
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
