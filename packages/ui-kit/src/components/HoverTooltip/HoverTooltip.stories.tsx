import { QuestionCircleOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoverTooltip } from './HoverTooltip';

const meta: Meta<typeof HoverTooltip> = { title: 'ui-kit/HoverTooltip', component: HoverTooltip };
export default meta;

type Story = StoryObj<typeof HoverTooltip>;

/** A product card's name, cut by CSS at 220 px: hover it for the whole name. */
export const TruncatedProductName: Story = {
  args: {
    title: 'Pampers Premium Protection Nappies Size 4 (9–14 kg), Monthly Saving Pack, 174 Nappies',
    children: (
      <strong
        style={{
          display: 'inline-block',
          maxWidth: 220,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        Pampers Premium Protection Nappies Size 4 (9–14 kg), Monthly Saving Pack, 174 Nappies
      </strong>
    ),
  },
};

/** A table column's help: the KPI's name, and what it measures when the pointer or the keyboard comes to it. */
export const KpiLabelWithExplanation: Story = {
  args: {
    title: 'Share of the days in the period on which the product was in stock at the retailer.',
    placement: 'bottom',
    children: (
      <span tabIndex={0} style={{ cursor: 'help' }}>
        Availability <QuestionCircleOutlined />
      </span>
    ),
  },
};
