import { plainTextBlocks, textOutputSchema } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextWidget } from './TextWidget';

const weeklyNote = textOutputSchema.parse({
  fields: [
    {
      key: 'summary',
      title: 'Availability this week',
      blocks: [
        {
          type: 'paragraph',
          spans: [
            { text: 'Availability across the six retailers rose to ' },
            { text: '91.4%', bold: true },
            { text: ' (+1.2 points). Pampers Baby-Dry stays the main gap at ' },
            { text: 'Kaufland', italic: true },
            { text: '.' },
          ],
        },
        { type: 'heading', spans: [{ text: 'Actions' }] },
        { type: 'bullet', spans: [{ text: 'Key account team to confirm the Kaufland replenishment date' }] },
        { type: 'bullet', spans: [{ text: 'Update the Otto listing images (DCC score 71.3%)' }] },
        {
          type: 'paragraph',
          spans: [
            { text: 'Background: ' },
            {
              text: 'what the availability metric counts',
              href: 'https://www.sitelucent.com/blog/4-metrics-product-availability',
            },
          ],
        },
      ],
    },
  ],
});

const meta: Meta<typeof TextWidget> = {
  title: 'Widget kit/TextWidget',
  component: TextWidget,
  args: { output: weeklyNote },
};
export default meta;

type Story = StoryObj<typeof TextWidget>;

export const WeeklyNote: Story = {};
export const FromPlainText: Story = {
  args: {
    output: {
      fields: [
        {
          key: 'plain',
          title: 'Reading this dashboard',
          blocks: plainTextBlocks(
            'Prices are averages of the selling price per day.\nRetailers without data show -.\n\n- Green: at or above target\n- Amber: within 5 points\n- Red: below',
          ),
        },
      ],
    },
  },
};
export const Empty: Story = { args: { output: { fields: [] } } };
