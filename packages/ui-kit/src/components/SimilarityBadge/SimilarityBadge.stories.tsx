import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from 'antd';
import { SimilarityBadge, type SimilarityStatus } from './SimilarityBadge';

const meta: Meta<typeof SimilarityBadge> = {
  title: 'ui-kit/SimilarityBadge',
  component: SimilarityBadge,
  args: { checkedOn: '2025-05-12T06:40:00', nextCheckOn: '2025-05-19T06:40:00' },
};
export default meta;

type Story = StoryObj<typeof SimilarityBadge>;

export const Equal: Story = { args: { status: 'equal', score: 98.2 } };
/** System admins see the score, rounded to a whole percent (spec 3 §9): 86.5 shows as 87%. */
export const HighlySimilarForSystemAdmin: Story = { args: { status: 'highly_similar', score: 86.5, showScore: true } };
export const InProgress: Story = { args: { status: 'in_progress', checkedOn: null } };
export const UpgradeToCheck: Story = { args: { status: 'upgrade_to_check' } };
export const Failed: Story = { args: { status: 'image_unreachable' } };
/** As a dashboard's print layout draws it: the label and colour as one plain element, no dates on hover. */
export const Printed: Story = { args: { status: 'highly_similar', score: 86.5, showScore: true, printed: true } };

const rows: { retailer: string; ean: string; status: SimilarityStatus; score: number | null }[] = [
  { retailer: 'Amazon.de', ean: '4005900036728', status: 'equal', score: 99.1 },
  { retailer: 'Rossmann', ean: '4005900036728', status: 'highly_similar', score: 84.7 },
  { retailer: 'dm', ean: '4005900036728', status: 'different', score: 31.2 },
  { retailer: 'Otto', ean: '4005900036728', status: 'in_progress', score: null },
];

export const RetailerOverview: Story = {
  render: (args) => (
    <Table
      rowKey="retailer"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Retailer', dataIndex: 'retailer' },
        { title: 'EAN (NIVEA Creme 150 ml)', dataIndex: 'ean' },
        {
          title: 'Image similarity',
          render: (_, row) => <SimilarityBadge {...args} status={row.status} score={row.score} showScore />,
        },
      ]}
    />
  ),
};
