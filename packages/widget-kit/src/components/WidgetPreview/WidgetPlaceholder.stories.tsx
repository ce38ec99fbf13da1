import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Col, Row } from 'antd';
import { WidgetPlaceholder } from './WidgetPlaceholder';

const meta: Meta<typeof WidgetPlaceholder> = { title: 'Widget kit/WidgetPlaceholder', component: WidgetPlaceholder };
export default meta;

type Story = StoryObj<typeof WidgetPlaceholder>;

/** One widget card waiting for its answer, as a dashboard shows it. */
export const InWidgetCard: Story = {
  render: () => (
    <Card title="Average selling price — Coca-Cola Zero 1.5 L" style={{ maxWidth: 480 }}>
      <div role="figure" aria-label="Average selling price — Coca-Cola Zero 1.5 L" aria-busy="true">
        <WidgetPlaceholder />
      </div>
    </Card>
  ),
};

const widgets = ['Availability by retailer', 'Price index vs. Walmart', 'DCC score by brand', 'Search rank on Amazon'];

/** A dashboard's first seconds: every widget of the tab waits at once. */
export const DashboardLoading: Story = {
  render: () => (
    <Row gutter={[16, 16]} style={{ maxWidth: 980 }}>
      {widgets.map((title) => (
        <Col key={title} span={12}>
          <Card size="small" title={title}>
            <div role="figure" aria-label={title} aria-busy="true">
              <WidgetPlaceholder />
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  ),
};
