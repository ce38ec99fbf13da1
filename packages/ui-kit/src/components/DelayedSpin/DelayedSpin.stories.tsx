import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Descriptions } from 'antd';
import { DelayedSpin } from './DelayedSpin';

const meta: Meta<typeof DelayedSpin> = { title: 'ui-kit/DelayedSpin', component: DelayedSpin };
export default meta;

type Story = StoryObj<typeof DelayedSpin>;

/** Appears after 200 ms: reload the story to see the pause before the spinner. */
export const Alone: Story = { args: { size: 'large' } };

export const OverLoadingContent: Story = {
  args: { spinning: true },
  render: (args) => (
    <DelayedSpin {...args}>
      <Card title="Pampers Premium Protection size 4 (EAN 8006540808504)" style={{ width: 480 }}>
        <Descriptions
          column={1}
          items={[
            { key: 'price', label: 'Average price, 14 retailers', children: '€24.99' },
            { key: 'availability', label: 'Availability', children: '92.4 %' },
            { key: 'rating', label: 'Rating', children: '4.6 of 5' },
          ]}
        />
      </Card>
    </DelayedSpin>
  ),
};
