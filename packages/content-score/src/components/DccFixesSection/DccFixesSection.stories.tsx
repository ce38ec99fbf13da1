import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithStore } from '../../testing/StoreDecorator';
import { DccFixesSection } from './DccFixesSection';

const meta: Meta<typeof DccFixesSection> = {
  title: 'content-score/DccFixesSection',
  component: DccFixesSection,
  decorators: [(Story) => <WithStore>{Story()}</WithStore>],
};
export default meta;

type Story = StoryObj<typeof DccFixesSection>;

/** Without a server the pickers stay empty; FixesTable's stories show the ranked list with realistic data. */
export const WithoutServer: Story = {};
