import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetDownloadMenu } from './WidgetDownloadMenu';

const meta: Meta<typeof WidgetDownloadMenu> = { title: 'Widget kit/WidgetDownloadMenu', component: WidgetDownloadMenu };
export default meta;

type Story = StoryObj<typeof WidgetDownloadMenu>;

/** A saved widget: the first page of 50 rows or every row, as CSV or Excel. */
export const Saved: Story = {
  args: { widgetId: 5, widgetName: 'Prices per retailer', period: { dateFrom: '2024-03-01', dateTo: '2024-03-31' } },
};

/** A widget not saved yet: the menu says why it cannot download. */
export const Unsaved: Story = { args: { widgetId: null, widgetName: 'Draft' } };
