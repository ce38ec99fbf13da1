import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleExceptions, sampleProducts, sampleRetailers, sampleTags } from '../../testing/sampleExceptions';
import { WithStore } from '../../testing/StoreDecorator';
import { ExceptionsEditor } from './ExceptionsEditor';

const meta: Meta<typeof ExceptionsEditor> = {
  title: 'content-score/ExceptionsEditor',
  component: ExceptionsEditor,
  args: {
    exceptions: sampleExceptions,
    mayChange: true,
    products: sampleProducts,
    retailers: sampleRetailers,
    tags: sampleTags,
  },
  decorators: [(Story) => <WithStore>{Story()}</WithStore>],
};
export default meta;

type Story = StoryObj<typeof ExceptionsEditor>;

/**
 * An administrator's view: the milk jug needs only 2 images, the oat drink is not asked for a video at Bol.com,
 * and private-label products are not asked for rich content at Amazon DE and MediaMarkt.
 */
export const Administrator: Story = {};

/** Other members read the same tables without the buttons. */
export const ReadOnly: Story = { args: { mayChange: false } };

/** A customer without exceptions yet. */
export const Empty: Story = { args: { exceptions: { exceptions: [], exceptionGroups: [] } } };
