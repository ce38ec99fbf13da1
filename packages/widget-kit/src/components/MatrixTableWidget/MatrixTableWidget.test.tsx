import { matrixTableOutputSchema } from '@shelfsight/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MATRIX_PRINT_BLOCK_COLUMNS, MatrixTableWidget } from './MatrixTableWidget';
import { dccByProductAndRetailer } from './dccSample';
import { availabilityByBrandAt20Retailers } from './retailerSample';

const output = matrixTableOutputSchema.parse({
  metric: { id: 31, name: 'DCC score', format: 'percent' },
  horizontalDimension: { id: 2, name: 'Retailer' },
  verticalDimension: { id: 3, name: 'Brand' },
  columns: [
    { key: 'amazon', label: 'Amazon.de' },
    { key: 'dm', label: 'dm' },
  ],
  rows: [
    { key: 'nivea', label: 'NIVEA', values: { amazon: 92.44, dm: 58.1 } },
    { key: 'dove', label: 'Dove', values: { amazon: 66.96 } },
  ],
  thresholds: [
    { id: 1, condition: '< 60', css: { 'background-color': '#fde2e4' } },
    { id: 2, condition: '>= 90', css: { 'background-color': '#dff5e6' } },
  ],
});

/**
 * Lays a sideways box out as a browser would (jsdom lays nothing out): `contentWidth` of content in a box
 * `boxWidth` wide, and a resize observer that reports at once, as a browser's does on observe().
 */
function layOutBoxes(contentWidth: number, boxWidth: number) {
  // The test setup's stub is writable but cannot be redefined: assigned, not stubbed.
  const observerBefore = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly report: () => void) {}
    observe() {
      this.report();
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const inBox = (element: HTMLElement) => element.hasAttribute('data-wide-table-box');
  const restore = [
    ['scrollWidth', (element: HTMLElement) => (inBox(element) ? contentWidth : 0)],
    ['clientWidth', (element: HTMLElement) => (inBox(element) ? boxWidth : 0)],
  ].map(([name, get]) => {
    const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name as string);
    Object.defineProperty(HTMLElement.prototype, name as string, {
      configurable: true,
      get(this: HTMLElement) {
        return (get as (element: HTMLElement) => number)(this);
      },
    });
    return () => {
      if (before) Object.defineProperty(HTMLElement.prototype, name as string, before);
    };
  });
  return () => {
    restore.forEach((undo) => undo());
    globalThis.ResizeObserver = observerBefore;
  };
}

const cells = (label: string) => within(screen.getByText(label).closest('tr') as HTMLElement).getAllByRole('cell');

describe('MatrixTableWidget', () => {
  it('shows one row per vertical and one column per horizontal value', async () => {
    render(<MatrixTableWidget output={output} />);
    expect(await screen.findByRole('columnheader', { name: 'Retailer' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Brand' })).toBeInTheDocument();
    expect(screen.getByText('DCC score by brand and retailer')).toBeInTheDocument();
    expect(cells('NIVEA').map((cell) => cell.textContent)).toEqual(['NIVEA', '92.4%', '58.1%']);
    expect(cells('Dove').map((cell) => cell.textContent)).toEqual(['Dove', '67.0%', '-']);
  });

  it('scrolls sideways in its box behind a pinned first column on screen, and unpinned in print', async () => {
    const { container, rerender } = render(<MatrixTableWidget output={output} />);
    const header = await screen.findByRole('columnheader', { name: 'Brand' });
    const box = () => container.querySelector<HTMLElement>('[style*="overflow-x"]');
    expect(box()?.style.overflowX).toBe('auto');
    expect(box()?.contains(header)).toBe(true);
    const [nivea, niveaAmazon] = cells('NIVEA');
    expect(header).toHaveStyle({ position: 'sticky' });
    expect(nivea).toHaveStyle({ position: 'sticky' });
    expect(niveaAmazon).not.toHaveStyle({ position: 'sticky' });
    // antd's own sideways scrolling is not used: it measures every column and renders the table twice more.
    expect(container.querySelector('.ant-table-scroll-horizontal')).toBeNull();
    rerender(<MatrixTableWidget output={output} printed />);
    expect(screen.getByRole('columnheader', { name: 'Brand' })).not.toHaveStyle({ position: 'sticky' });
    expect(cells('NIVEA')[0]).not.toHaveStyle({ position: 'sticky' });
    // Paper does not scroll: no box to scroll in, nothing cut off.
    expect(box()).toBeNull();
    expect(cells('NIVEA').map((cell) => cell.textContent)).toEqual(['NIVEA', '92.4%', '58.1%']);
  });

  it('prints all 20 retailers in blocks of columns, each repeating the brands and saying which columns it holds', async () => {
    const wide = availabilityByBrandAt20Retailers;
    render(<MatrixTableWidget output={wide} printed />);
    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(Math.ceil(20 / MATRIX_PRINT_BLOCK_COLUMNS));
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const column of wide.columns) expect(headers).toContain(column.label);
    expect(headers).toContain('Retailer, columns 1–8 of 20');
    expect(headers).toContain('Retailer, columns 17–20 of 20');
    for (const table of tables) {
      const rowNames = within(table)
        .getAllByRole('row')
        .slice(2)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
      expect(rowNames).toEqual(wide.rows.map((row) => row.label));
    }
    // Every value once, in its block: Tesco's column first, Costco UK's in the last block.
    const pampers = wide.rows[0];
    const lastTable = tables[tables.length - 1] as HTMLElement;
    const lastPampers = within(lastTable).getByText('Pampers').closest('tr') as HTMLElement;
    expect(within(lastPampers).getAllByRole('cell').at(-1)?.textContent).toBe(
      `${(pampers?.values['retailer:20'] as number).toFixed(1)}%`,
    );
  });

  it('says a matrix wider than its card scrolls: a hint above it and a shadow on its right edge until the end', async () => {
    const restore = layOutBoxes(1800, 700);
    try {
      const { container } = render(<MatrixTableWidget output={availabilityByBrandAt20Retailers} />);
      await screen.findByRole('columnheader', { name: 'Costco UK' });
      expect(screen.getByText('Scroll sideways for more columns')).toBeVisible();
      expect(screen.getByTestId('scroll-shadow')).toBeInTheDocument();
      const box = container.querySelector('[data-wide-table-box]') as HTMLElement;
      box.scrollLeft = 1100;
      fireEvent.scroll(box);
      // At the right end: nothing more that way, so no shadow; the hint stays.
      expect(screen.queryByTestId('scroll-shadow')).toBeNull();
      expect(screen.getByText('Scroll sideways for more columns')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says nothing about scrolling when every column fits', async () => {
    const restore = layOutBoxes(500, 700);
    try {
      render(<MatrixTableWidget output={output} />);
      await screen.findByRole('columnheader', { name: 'dm' });
      expect(screen.queryByText('Scroll sideways for more columns')).toBeNull();
      expect(screen.queryByTestId('scroll-shadow')).toBeNull();
    } finally {
      restore();
    }
  });

  it('colours each cell by its own value and leaves empty cells alone', async () => {
    render(<MatrixTableWidget output={output} />);
    await screen.findByText('NIVEA');
    const [, niveaAmazon, niveaDm] = cells('NIVEA');
    expect(niveaAmazon).toHaveStyle({ backgroundColor: '#dff5e6' });
    expect(niveaDm).toHaveStyle({ backgroundColor: '#fde2e4' });
    const [, doveAmazon, doveDm] = cells('Dove');
    expect(doveAmazon).not.toHaveAttribute('data-threshold');
    expect(doveDm).not.toHaveAttribute('data-threshold');
  });

  it('names a threshold that references a field, which a matrix does not have', async () => {
    const broken = { ...output, thresholds: [{ id: 3, condition: '{{seq_4}} > 1', css: { color: '#a8071a' } }] };
    render(<MatrixTableWidget output={broken} />);
    expect(await screen.findByRole('img', { name: 'Field not found for threshold "seq_4"' })).toBeInTheDocument();
  });

  it('hands the row item, with the column item, to onItemClick when a cell is clicked', async () => {
    const onItemClick = vi.fn();
    const keyed = matrixTableOutputSchema.parse({
      ...output,
      columns: [
        { key: 'retailer:1', label: 'Amazon.de' },
        { key: 'retailer:2', label: 'dm' },
      ],
      rows: [{ key: 'brand:7', label: 'NIVEA', values: { 'retailer:1': 92.44, 'retailer:2': 58.1 } }],
    });
    render(<MatrixTableWidget output={keyed} onItemClick={onItemClick} />);
    const [name, , niveaDm] = cells('NIVEA');
    expect(niveaDm).toHaveStyle({ cursor: 'pointer', backgroundColor: '#fde2e4' });
    await userEvent.click(niveaDm as HTMLElement);
    expect(onItemClick).toHaveBeenLastCalledWith(
      { key: 'brand:7', label: 'NIVEA' },
      { metricId: 31, crossItem: { key: 'retailer:2', label: 'dm' } },
    );
    await userEvent.click(name as HTMLElement);
    expect(onItemClick).toHaveBeenLastCalledWith({ key: 'brand:7', label: 'NIVEA' }, { metricId: 31 });
    // Cells are reachable by keyboard too.
    (niveaDm as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onItemClick).toHaveBeenCalledTimes(3);
  });

  it('takes no clicks on values that are not dimension items', async () => {
    const onItemClick = vi.fn();
    render(<MatrixTableWidget output={output} onItemClick={onItemClick} />);
    await userEvent.click(cells('NIVEA')[1] as HTMLElement);
    expect(onItemClick).not.toHaveBeenCalled();
  });

  it('offers the details of each product a row or column names, apart from the click on its cell', async () => {
    const onItemClick = vi.fn();
    const onProductDetails = vi.fn();
    const productColumns = {
      ...dccByProductAndRetailer,
      columns: [...dccByProductAndRetailer.columns, { key: 'product:none', label: 'No product' }],
    };
    render(<MatrixTableWidget output={productColumns} onItemClick={onItemClick} onProductDetails={onProductDetails} />);
    // Plain queries and events: role queries and user-event clicks walk the styles of the table, seconds in jsdom.
    const name = screen.getByText('NIVEA Soft 200 ml').closest('td') as HTMLElement;
    const button = within(name).getByLabelText('View product details');
    fireEvent.click(button);
    expect(onProductDetails).toHaveBeenCalledWith('48214');
    expect(onItemClick).not.toHaveBeenCalled();
    // A key pressed on the button is the button's, not the row name cell's.
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onItemClick).not.toHaveBeenCalled();
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(onItemClick).toHaveBeenCalledWith({ key: 'product:48214', label: 'NIVEA Soft 200 ml' }, { metricId: 31 });
    // A button per product row; retailers and the column without a product have none.
    expect(document.querySelectorAll('button[aria-label="View product details"]')).toHaveLength(
      dccByProductAndRetailer.rows.length,
    );
  });

  it('offers no product details in print, nor without a way to open them', () => {
    const { rerender } = render(
      <MatrixTableWidget output={dccByProductAndRetailer} onProductDetails={vi.fn()} printed />,
    );
    expect(screen.queryByRole('button', { name: 'View product details' })).toBeNull();
    rerender(<MatrixTableWidget output={dccByProductAndRetailer} />);
    expect(screen.getByText('NIVEA Creme 150 ml')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View product details' })).toBeNull();
  });
});
