import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDefinition, sampleDraftDefinition } from '../../testing/sampleData';
import { WithStore } from '../../testing/StoreDecorator';
import { GroupsEditor } from './GroupsEditor';

const meta: Meta<typeof GroupsEditor> = {
  title: 'content-score/GroupsEditor',
  component: GroupsEditor,
  args: { open: true, version: 1, groups: sampleDefinition.groups, onClose: () => {} },
  decorators: [(Story) => <WithStore>{Story()}</WithStore>],
};
export default meta;

type Story = StoryObj<typeof GroupsEditor>;

/** The default criteria: Minimal, Basic and Extended at 50%, 33.33% and 16.67%; Add group below them. */
export const DefaultCriteria: Story = {};

/** Four groups at 40 : 30 : 20 : 10 after Reviews was added to version 2. */
export const FourGroups: Story = { args: { version: 2, groups: sampleDraftDefinition.groups } };

/** The only group cannot be removed: a version keeps at least one. */
export const OneGroup: Story = {
  args: { groups: [{ ...sampleDefinition.groups[0]!, weight: 1 }] },
};
