import type { Meta, StoryObj } from '@storybook/react-vite';
import { ParkerDrawer } from './ParkerDrawer';

/** Needs the app's store and a server (or msw); single answers are shown in ParkerAnswer's stories. */
const meta: Meta<typeof ParkerDrawer> = {
  title: 'parker/ParkerDrawer',
  component: ParkerDrawer,
  args: { onClose: () => undefined },
};
export default meta;

export const Connected: StoryObj<typeof ParkerDrawer> = {};
