import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataTableRow } from '@shelfsight/contracts';
import { availabilityAnswer } from '../DataTableWidget/availabilitySample';
import { dataTableColumns } from '../DataTableWidget/dataTableColumns';
import { formatCellValue } from '../DataTableWidget/formatCellValue';
import { PrintedTable } from './PrintedTable';

// Availability of 8 products at 5 German retailers, the first 20 rows, as a data table's answer holds them.
const answer = availabilityAnswer(1, 20, 'availability', false);

/**
 * What a dashboard's print layout draws for a table widget: the widget's own antd columns (here a data table's,
 * grouped under 'Stock' and 'Price', thresholds coloured) as a plain table.
 */
const meta: Meta<typeof PrintedTable<DataTableRow>> = {
  title: 'Widget kit/PrintedTable',
  component: PrintedTable<DataTableRow>,
  args: {
    columns: dataTableColumns(answer),
    rows: answer.rows,
    rowKey: (row) => row.key,
    label: 'Availability by product and retailer',
  },
  decorators: [(Story) => <div style={{ width: 760 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof meta>;

export const AvailabilityByProductAndRetailer: Story = {};

/** With the overall row a data table prints under its rows. */
export const WithOverallRow: Story = {
  args: {
    summary: answer.columns.map((column, index) =>
      index === 0 ? 'Overall' : formatCellValue(answer.overallRow?.values[column.key], column.format, column.currency),
    ),
  },
};
