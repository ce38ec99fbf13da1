import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDefinition, sampleDraftDefinition } from '../../testing/sampleData';
import { WithStore } from '../../testing/StoreDecorator';
import { ItemEditor } from './ItemEditor';

const meta: Meta<typeof ItemEditor> = {
  title: 'content-score/ItemEditor',
  component: ItemEditor,
  args: { version: 1, groups: sampleDefinition.groups, onClose: () => {} },
  decorators: [(Story) => <WithStore>{Story()}</WithStore>],
};
export default meta;

type Story = StoryObj<typeof ItemEditor>;

/** Step 1 on the default criteria: Minimal's Title, with New component and New condition in the lists. */
export const DefaultCriteria: Story = {};

/** Version 2 mid-way: choose Reviews for a component without conditions and a condition without a field. */
export const Draft: Story = { args: { version: 2, groups: sampleDraftDefinition.groups } };
