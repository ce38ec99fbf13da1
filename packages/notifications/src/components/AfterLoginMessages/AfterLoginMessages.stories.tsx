import type { Meta, StoryObj } from '@storybook/react-vite';
import { AfterLoginMessages } from './AfterLoginMessages';

/** Reads GET /api/user-system-messages from the app's store; shows nothing when there are none. */
const meta: Meta<typeof AfterLoginMessages> = {
  title: 'notifications/AfterLoginMessages',
  component: AfterLoginMessages,
};
export default meta;

export const Connected: StoryObj<typeof AfterLoginMessages> = {};
