import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { MediaDialog } from './MediaDialog';

const retailers = sampleProductDetails().retailerDetails;

const meta: Meta<typeof MediaDialog> = {
  title: 'product-details/MediaDialog',
  component: MediaDialog,
  args: { detail: retailers[0]!, productDummyId: '4711', onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof MediaDialog>;

/** Seven images and a how-to video on Amazon DE. */
export const ImagesAndVideo: Story = {};

// A feature of the story only, offering the reference images' editor through the `productMedia.actions` slot.
const referenceImagesFeature: AppFeature = {
  id: 'reference-images-story',
  routes: [],
  contributions: {
    'productMedia.actions': [
      {
        id: 'edit',
        label: 'Edit reference images',
        load: async () => ({ default: ({ productDummyId }) => <p>Editing reference images of {productDummyId}</p> }),
      },
    ],
  },
};

/** With a feature offering to edit the reference images. */
export const WithEditAction: Story = {
  decorators: [
    (Story) => <SlotsProvider registry={createSlotRegistry([referenceImagesFeature])}>{Story()}</SlotsProvider>,
  ],
};
