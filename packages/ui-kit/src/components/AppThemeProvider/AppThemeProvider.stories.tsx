import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { brandColors } from '@shelfsight/house-style';
import { textColorFor } from '../../utils/color';
import { AppThemeProvider } from './AppThemeProvider';

function Palette() {
  return (
    <Flex vertical gap={24}>
      <Flex gap={12} wrap>
        {Object.entries(brandColors).map(([name, hex]) => (
          <div
            key={name}
            style={{ background: hex, color: textColorFor(hex), width: 140, padding: 16, borderRadius: 6 }}
          >
            <strong>{name}</strong>
            <div>{hex}</div>
          </div>
        ))}
      </Flex>
      <Card title="Nutella Hazelnut Spread 750 g" style={{ width: 420 }}>
        <Typography.Paragraph>EAN 8000500310427 · Albert Heijn · €6.49</Typography.Paragraph>
        <Space>
          <Tag color="success">In stock</Tag>
          <Tag color="error">Price below MAP</Tag>
          <Tag color="warning">Promotion</Tag>
        </Space>
        <Flex gap={8} style={{ marginTop: 16 }}>
          <Button type="primary">Open product</Button>
          <Button>Add to list</Button>
          <Button danger>Remove</Button>
        </Flex>
      </Card>
    </Flex>
  );
}

const meta: Meta<typeof AppThemeProvider> = {
  title: 'ui-kit/AppThemeProvider',
  component: AppThemeProvider,
  args: { children: <Palette /> },
};
export default meta;

export const BrandTheme: StoryObj<typeof AppThemeProvider> = {};
