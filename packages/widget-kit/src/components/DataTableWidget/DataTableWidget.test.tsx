import { dataTableOutputSchema, type DataTableOutput } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTableWidget, rowsStatement } from './DataTableWidget';

const RED = { 'background-color': '#fde2e4', color: '#a8071a' };
const GREEN = { 'background-color': '#dff5e6', color: '#1e6b3c' };

const retailers = ['Amazon.de', 'dm', 'Rossmann', 'Otto'];

function answer(rowCount: number, overrides: Partial<DataTableOutput> = {}): DataTableOutput {
  return dataTableOutputSchema.parse({
    columns: [
      { key: 'product', id: 1, sequenceNumber: 1, name: 'Product', dataType: 's', format: 'text', sortable: false },
      { key: 'retailer', id: 2, sequenceNumber: 2, name: 'Retailer', dataType: 's', format: 'text' },
      {
        key: 'availability',
        id: 101,
        sequenceNumber: 3,
        name: 'Availability',
        dataType: 'n',
        format: 'percent',
        columnGroupId: 5,
        tooltip: 'Share of days in stock',
        thresholds: [
          { id: 1, condition: '{{seq_101}} < 50', css: RED },
          { id: 2, condition: '>= 90', css: GREEN },
        ],
      },
      {
        key: 'oosDays',
        id: 102,
        sequenceNumber: 4,
        name: 'Days out of stock',
        dataType: 'n',
        format: 'number',
        columnGroupId: 5,
      },
      {
        key: 'price',
        id: 103,
        sequenceNumber: 5,
        name: 'Selling price',
        dataType: 'n',
        format: 'currency',
        currency: 'EUR',
      },
    ],
    columnGroups: [{ id: 5, sequenceNumber: 1, name: 'Stock', color: '#0b2f5b', icon: null, linkedDashboardId: null }],
    rows: Array.from({ length: Math.min(rowCount, 10) }, (_, index) => ({
      key: `row-${index}`,
      productDummyId: index % 2 === 0 ? `p-${index}` : null,
      values: {
        product: `NIVEA Creme ${50 + index * 25} ml`,
        retailer: retailers[index % retailers.length],
        availability: 30 + index * 10,
        oosDays: index,
        price: 2.95 + index,
      },
    })),
    totalRows: rowCount,
    page: 1,
    itemsPerPage: 10,
    sortBy: null,
    sortDesc: false,
    ...overrides,
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('DataTableWidget', () => {
  it('shows formatted values under grouped headers', async () => {
    render(<DataTableWidget output={answer(3)} />);
    expect(await screen.findByText('Stock')).toBeInTheDocument();
    const first = within(row('NIVEA Creme 50 ml'));
    expect(first.getByText('30.0%')).toBeInTheDocument();
    expect(first.getByText('0.0')).toBeInTheDocument();
    expect(first.getByText('€2.95')).toBeInTheDocument();
    // The group header sits above its two columns.
    const headerRows = screen.getAllByRole('row').filter((tr) => tr.closest('thead'));
    expect(headerRows).toHaveLength(2);
    expect(
      within(headerRows[0] as HTMLElement)
        .getByText('Stock')
        .closest('th'),
    ).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('img', { name: 'Share of days in stock' })).toBeInTheDocument();
  });

  it('styles each cell with its first matching threshold', async () => {
    render(<DataTableWidget output={answer(8)} />);
    const cell = async (product: string) =>
      (await screen.findByText(product)).closest('tr')?.querySelectorAll('td')[2] as HTMLElement;
    expect(await cell('NIVEA Creme 50 ml')).toHaveStyle({ backgroundColor: '#fde2e4', color: '#a8071a' });
    expect(await cell('NIVEA Creme 125 ml')).not.toHaveAttribute('data-threshold');
    expect(await cell('NIVEA Creme 200 ml')).toHaveStyle({ backgroundColor: '#dff5e6' });
  });

  it("shows a product row's image beside its name, and none on rows without one", async () => {
    const output = answer(3);
    output.rows = output.rows.map((tableRow, index) =>
      index === 0 ? { ...tableRow, imageUrl: '/api/product-images/1/7?size=thumb&signature=x' } : tableRow,
    );
    render(<DataTableWidget output={output} />);
    const image = within(row('NIVEA Creme 50 ml')).getByRole('img', { name: 'NIVEA Creme 50 ml' });
    expect(image).toHaveAttribute('src', '/api/product-images/1/7?size=thumb&signature=x');
    expect(within(row('NIVEA Creme 75 ml')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('hides the footer at 10 rows or fewer', async () => {
    render(<DataTableWidget output={answer(10)} />);
    await screen.findByText('NIVEA Creme 50 ml');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('prints its rows without a pager and says which rows of how many they are', async () => {
    const printed = answer(400, { itemsPerPage: 200 });
    render(<DataTableWidget output={printed} onProductDetails={vi.fn()} onItemClick={vi.fn()} printed />);
    await screen.findByText('NIVEA Creme 50 ml');
    // Paper has no one to click: no details buttons.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    // The sample holds 10 rows of the first page.
    expect(screen.getByTestId('table-rows-statement')).toHaveTextContent(/^Rows 1–10 of 400$/);
    // Nothing scrolls on paper: no sideways box.
    expect(document.querySelector('[style*="overflow-x"]')).toBeNull();
  });

  it('counts the rows of a page from its position', () => {
    const rows = answer(10).rows;
    const page = (page: number, count: number, totalRows: number) =>
      rowsStatement({ ...answer(totalRows), rows: rows.slice(0, count), page, itemsPerPage: 200 });
    expect(page(1, 10, 400)).toBe('Rows 1–10 of 400');
    expect(page(2, 3, 203)).toBe('Rows 201–203 of 203');
    expect(page(1, 0, 0)).toBeNull();
  });

  it('asks the server for another page with the current sort', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTableWidget output={answer(40, { sortBy: 'availability', sortDesc: true })} onPageChange={onPageChange} />,
    );
    await userEvent.click(await screen.findByTitle('2'));
    expect(onPageChange).toHaveBeenCalledWith({ page: 2, itemsPerPage: 10, sortBy: 'availability', sortDesc: true });
    // The rows stay those of the answer until the next answer arrives.
    expect(screen.getByText('NIVEA Creme 50 ml')).toBeInTheDocument();
  });

  it('asks the server to sort and never reorders rows itself', async () => {
    const onSortChange = vi.fn();
    render(<DataTableWidget output={answer(12, { page: 2 })} onSortChange={onSortChange} />);
    const before = screen.getAllByRole('row').map((tr) => tr.textContent);
    await userEvent.click(await screen.findByRole('columnheader', { name: /Selling price/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ page: 1, itemsPerPage: 10, sortBy: 'price', sortDesc: false });
    expect(screen.getAllByRole('row').map((tr) => tr.textContent)).toEqual(before);
    expect(screen.getByRole('columnheader', { name: 'Product' })).not.toHaveClass('ant-table-column-has-sorters');
  });

  it('shows the sort order the server used', async () => {
    render(<DataTableWidget output={answer(3, { sortBy: 'price', sortDesc: true })} />);
    expect(await screen.findByRole('columnheader', { name: /Selling price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('offers product details only on rows with a product dummy id', async () => {
    const onProductDetails = vi.fn();
    render(<DataTableWidget output={answer(2)} onProductDetails={onProductDetails} />);
    const buttons = await screen.findAllByRole('button', { name: 'View product details' });
    expect(buttons).toHaveLength(1);
    expect(within(row('NIVEA Creme 75 ml')).queryByRole('button', { name: 'View product details' })).toBeNull();
    await userEvent.click(buttons[0] as HTMLElement);
    expect(onProductDetails).toHaveBeenCalledWith('p-0');
  });

  it('names a threshold that references an unknown field and still applies the others', async () => {
    const output = answer(1);
    const availability = output.columns[2];
    if (availability)
      availability.thresholds = [{ id: 9, condition: '{{seq_77}} > 1', css: RED }, ...availability.thresholds];
    render(<DataTableWidget output={output} />);
    expect(await screen.findByRole('img', { name: 'Field not found for threshold "seq_77"' })).toBeInTheDocument();
    expect(row('NIVEA Creme 50 ml').querySelectorAll('td')[2]).toHaveStyle({ backgroundColor: '#fde2e4' });
  });

  it('adds the overall row', async () => {
    const output = answer(2, {
      overallRow: { key: 'overall', productDummyId: null, values: { availability: 35, price: 3.45 } },
    });
    render(<DataTableWidget output={output} />);
    const overall = within((await screen.findByText('Overall')).closest('tr') as HTMLElement);
    expect(overall.getByText('35.0%')).toBeInTheDocument();
    expect(overall.getByText('€3.45')).toBeInTheDocument();
  });

  describe('clicks on items', () => {
    // Rows keyed by product item, the Stock group linked to dashboard 31.
    const itemised = () => {
      const output = answer(3);
      output.rows = output.rows.map((row, index) => ({ ...row, key: `product:${index + 1}` }));
      output.columnGroups = output.columnGroups.map((group) => ({ ...group, linkedDashboardId: 31 }));
      return output;
    };

    it('hands the row item to onItemClick, with every linked dashboard, by mouse and by Enter', async () => {
      const onItemClick = vi.fn();
      render(<DataTableWidget output={itemised()} onItemClick={onItemClick} />);
      const tr = row('NIVEA Creme 75 ml');
      expect(tr).toHaveStyle({ cursor: 'pointer' });
      await userEvent.click(within(tr).getByText('dm'));
      expect(onItemClick).toHaveBeenLastCalledWith(
        { key: 'product:2', label: 'NIVEA Creme 75 ml' },
        { linkedDashboardIds: [31] },
      );
      tr.focus();
      await userEvent.keyboard('{Enter}');
      expect(onItemClick).toHaveBeenCalledTimes(2);
    });

    it('names the metric column and its group when a metric cell is clicked', async () => {
      const onItemClick = vi.fn();
      render(<DataTableWidget output={itemised()} onItemClick={onItemClick} />);
      await userEvent.click(within(row('NIVEA Creme 50 ml')).getByText('30.0%'));
      expect(onItemClick).toHaveBeenCalledTimes(1);
      expect(onItemClick).toHaveBeenCalledWith(
        { key: 'product:1', label: 'NIVEA Creme 50 ml' },
        { columnKey: 'availability', metricId: 101, linkedDashboardIds: [31] },
      );
      // A metric column outside any group links nowhere.
      await userEvent.click(within(row('NIVEA Creme 50 ml')).getByText('€2.95'));
      expect(onItemClick).toHaveBeenLastCalledWith(expect.anything(), {
        columnKey: 'price',
        metricId: 103,
        linkedDashboardIds: [],
      });
    });

    it('leaves rows without an item key and the product details button alone', async () => {
      const onItemClick = vi.fn();
      const onProductDetails = vi.fn();
      const output = itemised();
      const first = output.rows[0];
      if (first) first.key = 'overall';
      render(<DataTableWidget output={output} onItemClick={onItemClick} onProductDetails={onProductDetails} />);
      await userEvent.click(within(row('NIVEA Creme 50 ml')).getByText('30.0%'));
      expect(row('NIVEA Creme 50 ml')).not.toHaveAttribute('tabindex');
      await userEvent.click(within(row('NIVEA Creme 100 ml')).getByRole('button', { name: 'View product details' }));
      expect(onProductDetails).toHaveBeenCalledWith('p-2');
      expect(onItemClick).not.toHaveBeenCalled();
    });
  });
});
