import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { availabilityAnswer } from './availabilitySample';
import { DataTableWidget, type DataTableQuery, type DataTableWidgetProps } from './DataTableWidget';

const meta: Meta<typeof DataTableWidget> = {
  title: 'Widget kit/DataTableWidget',
  component: DataTableWidget,
  args: { output: availabilityAnswer(1, 10, null, false), onProductDetails: () => {} },
};
export default meta;

type Story = StoryObj<typeof DataTableWidget>;

function ServerPagedTable(props: DataTableWidgetProps) {
  const [query, setQuery] = useState<DataTableQuery>({
    page: 1,
    itemsPerPage: 10,
    sortBy: 'availability',
    sortDesc: false,
  });
  return (
    <DataTableWidget
      {...props}
      output={availabilityAnswer(query.page, query.itemsPerPage, query.sortBy, query.sortDesc)}
      onPageChange={setQuery}
      onSortChange={setQuery}
    />
  );
}

/** 40 product × retailer rows; paging and sorting answered the way the server does. */
export const AvailabilityByProductAndRetailer: Story = { render: (args) => <ServerPagedTable {...args} /> };

/** Ten rows or fewer: no footer. */
export const SinglePage: Story = {
  args: {
    output: {
      ...availabilityAnswer(1, 10, null, false),
      totalRows: 8,
      rows: availabilityAnswer(1, 8, null, false).rows,
    },
  },
};

/** As the print layout draws it: the first 20 of the 40 rows, no pager, 'Rows 1–20 of 40' beneath. */
export const Printed: Story = {
  args: { output: availabilityAnswer(1, 20, 'availability', false), printed: true },
  decorators: [(Story) => <div style={{ width: 700 }}>{Story()}</div>],
};

export const Loading: Story = { args: { loading: true } };

export const BrokenThreshold: Story = {
  args: {
    output: (() => {
      const output = availabilityAnswer(1, 10, null, false);
      const availability = output.columns.find((column) => column.key === 'availability');
      if (availability)
        availability.thresholds = [
          { id: 9, condition: '{{seq_999}} > 3', css: { color: '#a8071a' } },
          ...availability.thresholds,
        ];
      return output;
    })(),
  },
};
