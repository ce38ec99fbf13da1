import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from './NotificationBell';

/** Needs the app's store and a server (or msw); the list itself is shown in NotificationList's stories. */
const meta: Meta<typeof NotificationBell> = { title: 'notifications/NotificationBell', component: NotificationBell };
export default meta;

export const Connected: StoryObj<typeof NotificationBell> = {};
