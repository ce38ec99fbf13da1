import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Typography } from 'antd';
import { ProductImage } from './ProductImage';

// A real product photo encoded inline would bloat the story; a small SVG packshot stands in as a working source.
const PACKSHOT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#fff"/>' +
      '<rect x="50" y="20" width="60" height="120" rx="10" fill="#c8102e"/><rect x="50" y="60" width="60" height="30" fill="#fff"/>' +
      '<text x="80" y="80" font-size="11" text-anchor="middle" font-family="sans-serif">COLA 1.5L</text></svg>',
  );

const meta: Meta<typeof ProductImage> = {
  title: 'Product kit/ProductImage',
  component: ProductImage,
  args: { alt: 'Coca-Cola Original 1.5 L (EAN 5449000000286)', width: 120, height: 120 },
};
export default meta;

type Story = StoryObj<typeof ProductImage>;

export const FirstSourceWorks: Story = { args: { sources: [PACKSHOT] } };

export const FallsBackToSecondSource: Story = {
  args: { sources: ['/files/images/missing-5449000000286.jpg', PACKSHOT] },
};

export const NothingLoads: Story = {
  args: { sources: ['/files/images/missing-8712100849084.jpg'], alt: 'Unox Soep in Zak Tomaat (EAN 8712100849084)' },
};

export const Gallery: Story = {
  render: (args) => (
    <Flex gap={16}>
      {[[PACKSHOT], ['/files/images/broken.jpg', PACKSHOT], []].map((sources, index) => (
        <Flex key={index} vertical align="center" gap={4}>
          <ProductImage {...args} sources={sources} />
          <Typography.Text type="secondary">{['direct', 'second source', 'placeholder'][index]}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  ),
};
