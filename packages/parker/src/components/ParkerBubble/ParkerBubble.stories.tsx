import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ParkerBubble } from './ParkerBubble';

function Toggling() {
  const [open, setOpen] = useState(false);
  return <ParkerBubble open={open} onToggle={() => setOpen((current) => !current)} />;
}

const meta: Meta<typeof ParkerBubble> = { title: 'parker/ParkerBubble', component: ParkerBubble };
export default meta;

/** Click to toggle; drag it more than 5 px to move it (the place is kept in local storage). */
export const Draggable: StoryObj<typeof ParkerBubble> = { render: () => <Toggling /> };
