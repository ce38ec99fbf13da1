import { makeStore } from '@shelfsight/api-client';
import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { sampleGrid } from '../testing/sampleData';
import { ReferenceImageGrid } from './ReferenceImageGrid';

// Stored pictures need the API; without it the cells show their placeholders, which is enough to see the layout,
// the inherited cell and the drop targets.
const meta: Meta<typeof ReferenceImageGrid> = {
  title: 'reference-images/ReferenceImageGrid',
  component: ReferenceImageGrid,
  args: {
    productId: 101,
    sets: sampleGrid,
    positions: [1, 2, 3],
    readOnly: false,
    onChanges: () => {},
    onOpenCell: () => {},
    onEditSet: () => {},
    onDeleteSet: () => {},
    onRemoveColumn: () => {},
  },
  decorators: [
    (Story) => (
      <Provider store={makeStore({ session: signedInSession({ user: sampleAuthUser }) })}>
        <Story />
      </Provider>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof ReferenceImageGrid>;

/** Grocers inherit the default set's side view (position 2); position 3 was just added and is empty. */
export const TwoSets: Story = {};
export const ReadOnly: Story = { args: { readOnly: true, positions: [1, 2] } };
/** A product no image has been given yet: one empty column. */
export const Empty: Story = {
  args: { sets: sampleGrid.map((set) => ({ ...set, images: [] })), positions: [1] },
};
